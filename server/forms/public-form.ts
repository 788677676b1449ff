/**
 * The checks every public form passes before anything is stored: the honeypot
 * field, a rate limit per network address, and the bot check (a solved proof
 * of work, accepted once). Each refusal says what to do next.
 */
import type { z } from "zod/mini";
import { BOT_CHECK_FIELD, HONEYPOT_FIELD, parseForm, type FormResult } from "~/lib/forms";
import type { BotCheck } from "../botcheck/index";
import type { Database } from "../db/client";
import { log } from "../log/index";
import { hitRateLimit, TOO_MANY_ATTEMPTS, type RateLimitRule } from "../security/rate-limit";

export const BOT_CHECK_FAILED = "Please wait for the check that you are not a bot to finish, then send again. It needs JavaScript.";
export const HONEYPOT_FILLED = "Your message could not be sent.";

export type PublicFormCheck = { ok: true } | { ok: false; status: number; message: string; retryAfterSeconds?: number };

/**
 * Never throws: when the checks themselves cannot run (the database is down), the
 * visitor gets the form's own failure message and keeps what was typed.
 */
export async function checkPublicForm(
  { db, botCheck }: { db: Database; botCheck: BotCheck },
  form: FormData,
  { clientAddress, formName, limit, failureMessage }: { clientAddress: string; formName: string; limit: RateLimitRule; failureMessage: string },
): Promise<PublicFormCheck> {
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") return { ok: false, status: 400, message: HONEYPOT_FILLED };
  try {
    const rate = await hitRateLimit(db, `${formName}:ip:${clientAddress}`, limit);
    if (!rate.allowed) return { ok: false, status: 429, message: TOO_MANY_ATTEMPTS, retryAfterSeconds: rate.retryAfterSeconds };
    const check = await botCheck.verify(db, String(form.get(BOT_CHECK_FIELD) ?? ""));
    if (!check.ok) return { ok: false, status: 403, message: BOT_CHECK_FAILED };
    return { ok: true };
  } catch (error) {
    log.error({ err: error, form: formName }, "The checks of a public form could not run");
    return { ok: false, status: 503, message: failureMessage };
  }
}

/** The answer's status and headers for a refused check: 429 says when to try again. */
function refusalInit(refusal: Extract<PublicFormCheck, { ok: false }>): ResponseInit {
  return refusal.retryAfterSeconds ? { status: refusal.status, headers: { "Retry-After": String(refusal.retryAfterSeconds) } } : { status: refusal.status };
}

/**
 * The whole server side of a public form: the schema's check (400 with field
 * errors), the public-form checks, then `store`, which writes the submission
 * and its e-mails. Every refusal keeps what was typed; a failing store answers
 * with the form's failure message (503) and is logged.
 */
export async function runPublicForm<S extends z.ZodMiniType, F extends string>(
  deps: { db: Database; botCheck: BotCheck },
  form: FormData,
  options: {
    schema: S;
    fields: readonly F[];
    clientAddress: string;
    formName: string;
    limit: RateLimitRule;
    failureMessage: string;
    store: (input: z.infer<S>) => Promise<unknown>;
  },
): Promise<{ result: FormResult<F>; init: ResponseInit }> {
  const parsed = parseForm(options.schema, form, options.fields);
  if (!parsed.ok) return { result: { ok: false, errors: parsed.errors, values: parsed.values }, init: { status: 400 } };
  const check = await checkPublicForm(deps, form, options);
  if (!check.ok) return { result: { ok: false, message: check.message, values: parsed.values }, init: refusalInit(check) };
  try {
    await options.store(parsed.data);
  } catch (error) {
    log.error({ err: error, form: options.formName }, "A public form could not be stored");
    return { result: { ok: false, message: options.failureMessage, values: parsed.values }, init: { status: 503 } };
  }
  return { result: { ok: true }, init: { status: 200 } };
}
