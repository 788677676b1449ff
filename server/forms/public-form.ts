/**
 * The checks every public form passes before anything is stored: the honeypot
 * field, rate limits per network address and per e-mail address, and the bot
 * check (a solved proof of work, accepted once). Each refusal says what to do next, in the
 * language of the request.
 */
import type { z } from "zod/mini";
import { BOT_CHECK_FIELD, HONEYPOT_FIELD, keptValues, parseForm, type FormResult } from "~/lib/forms";
import type { BotCheck } from "../botcheck/index";
import type { Database } from "../db/client";
import { log } from "../log/index";
import { hitRateLimit, tooManyAttempts, type RateLimitRule } from "../security/rate-limit";
import * as m from "~/paraglide/messages";


/**
 * However many network addresses someone uses, one e-mail address gets a few
 * submissions an hour from each form: enough for a person, too few to flood an inbox.
 */
export const PER_EMAIL_LIMIT: RateLimitRule = { max: 5, windowSeconds: 60 * 60 };

/** Why a form was refused: the message to show, the status to answer with, and when to try again. */
export interface FormRefusal {
  status: number;
  message: string;
  code?: string;
  retryAfterSeconds?: number;
}

export type PublicFormCheck = { ok: true } | ({ ok: false } & FormRefusal);

export interface PublicFormLimits {
  /** Per network address. */
  limit: RateLimitRule;
  /** Per e-mail address named in the form; PER_EMAIL_LIMIT unless the form has its own. */
  emailLimit?: RateLimitRule;
}

/**
 * Never throws: when the checks themselves cannot run (the database is down), the
 * visitor gets the form's own failure message and keeps what was typed.
 */
export async function checkPublicForm(
  { db, botCheck }: { db: Database; botCheck: BotCheck },
  form: FormData,
  {
    clientAddress,
    email,
    formName,
    limit,
    emailLimit = PER_EMAIL_LIMIT,
    failureMessage,
  }: PublicFormLimits & { clientAddress: string; email?: string; formName: string; failureMessage: string },
): Promise<PublicFormCheck> {
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") return { ok: false, status: 400, message: m.forms_honeypot_filled() };
  try {
    const rates = [await hitRateLimit(db, `${formName}:ip:${clientAddress}`, limit)];
    if (email) rates.push(await hitRateLimit(db, `${formName}:email:${email.toLowerCase()}`, emailLimit));
    const refused = rates.filter((rate) => !rate.allowed);
    if (refused.length > 0) {
      return { ok: false, status: 429, message: tooManyAttempts(), retryAfterSeconds: Math.max(...refused.map((rate) => rate.retryAfterSeconds)) };
    }
    const check = await botCheck.verify(db, String(form.get(BOT_CHECK_FIELD) ?? ""));
    if (!check.ok) return { ok: false, status: 403, message: m.forms_bot_check_unsolved() };
    return { ok: true };
  } catch (error) {
    log.error({ err: error, form: formName }, "The checks of a public form could not run");
    return { ok: false, status: 503, message: failureMessage };
  }
}

/** The answer's status and headers for a refusal: 429 says when to try again. */
export function refusalInit(refusal: FormRefusal): ResponseInit {
  return refusal.retryAfterSeconds ? { status: refusal.status, headers: { "Retry-After": String(refusal.retryAfterSeconds) } } : { status: refusal.status };
}

/**
 * The `headers` of every route whose action refuses through this pipeline. React Router sends
 * on only the cookies of an action unless the route names its headers, which would drop a
 * refusal's Retry-After; the rest stays as React Router would have it.
 */
export function formRefusalHeaders({ parentHeaders, actionHeaders }: { parentHeaders: Headers; actionHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/** The e-mail address a form names, for the per-address limit. */
function emailOf(input: unknown): string | undefined {
  return typeof input === "object" && input !== null && "email" in input && typeof input.email === "string" && input.email !== "" ? input.email : undefined;
}

/** A form's answer with its status: what a public form's action sends back. */
export interface FormOutcome<F extends string = string> {
  result: FormResult<F>;
  init: ResponseInit;
}

export interface PublicFormOptions<S extends z.ZodMiniType, F extends string> extends PublicFormLimits {
  schema: S;
  fields: readonly F[];
  /** The fields a refusal shows again; all of them unless given. */
  keep?: readonly F[];
  clientAddress: string;
  formName: string;
  failureMessage: string;
  /** Whom the second rate limit counts: the e-mail address the form names, unless given (a signed-in account's id). */
  limitKey?: string;
}

/**
 * The first two steps of every public form: the schema's check (400 with field errors), then the
 * public-form checks. Admitted, the form's checked data and the values a later refusal keeps;
 * refused, the answer to send, keeping what was typed.
 */
export async function admitPublicForm<S extends z.ZodMiniType, F extends string>(
  deps: { db: Database; botCheck: BotCheck },
  form: FormData,
  options: PublicFormOptions<S, F>,
): Promise<{ ok: true; data: z.infer<S>; values: Partial<Record<F, string>> } | ({ ok: false } & FormOutcome<F>)> {
  const parsed = parseForm(options.schema, form, options.fields);
  const values = keptValues(parsed.values, options.keep ?? options.fields);
  if (!parsed.ok) return { ok: false, result: { ok: false, errors: parsed.errors, values }, init: { status: 400 } };
  const check = await checkPublicForm(deps, form, { ...options, email: options.limitKey ?? emailOf(parsed.data) });
  if (!check.ok) return { ok: false, result: { ok: false, message: check.message, values }, init: refusalInit(check) };
  return { ok: true, data: parsed.data, values };
}

/**
 * The whole server side of a public form: admitPublicForm's checks, then `store`,
 * which writes the submission and its e-mails, or answers why it refused. Every
 * refusal keeps what was typed (the fields in `keep`, all of them unless it says
 * otherwise); a failing store answers with the form's failure message (503) and is logged.
 */
export async function runPublicForm<S extends z.ZodMiniType, F extends string>(
  deps: { db: Database; botCheck: BotCheck },
  form: FormData,
  options: PublicFormOptions<S, F> & { store: (input: z.infer<S>) => Promise<FormRefusal | void> },
): Promise<FormOutcome<F>> {
  const admitted = await admitPublicForm(deps, form, options);
  if (!admitted.ok) return { result: admitted.result, init: admitted.init };
  const { data: input, values } = admitted;
  try {
    const refusal = await options.store(input);
    if (refusal) return { result: { ok: false, message: refusal.message, code: refusal.code, values }, init: refusalInit(refusal) };
  } catch (error) {
    log.error({ err: error, form: options.formName }, "A public form could not be stored");
    return { result: { ok: false, message: options.failureMessage, values }, init: { status: 503 } };
  }
  return { result: { ok: true }, init: { status: 200 } };
}
