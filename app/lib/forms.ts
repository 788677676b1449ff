/**
 * The form pipeline, shared by the browser and the server: every form action
 * answers a FormResult, and parseForm turns FormData into a schema's typed
 * values, or into field errors plus exactly what the visitor typed.
 */
import type { z } from "zod/mini";
import { recordOf } from "./records";

/** A field people never see: a bot that fills it in gives itself away. */
export const HONEYPOT_FIELD = "website";

/** The hidden field that carries the bot-check answer (app/components/bot-check.tsx). */
export const BOT_CHECK_FIELD = "botCheck";

/** The value a browser sends for a ticked checkbox. */
export const CHECKED = "on";

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * What every form action answers. A refused form keeps what was typed, to show it again;
 * `code` tells the page what kind of refusal it was when it shows more than a message.
 */
export type FormResult<F extends string = string> =
  | { ok: true; message?: string }
  | { ok: false; errors?: FieldErrors<F>; message?: string; code?: string; values: Partial<Record<F, string>> };

export type ParsedForm<S extends z.ZodMiniType, F extends string> =
  | { ok: true; data: z.infer<S>; values: Record<F, string> }
  | { ok: false; errors: FieldErrors<F>; values: Record<F, string> };

/** The first message for each field, keyed by field name, for showing beside the inputs. */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Form fields as strings (a missing field, or an unticked checkbox, is empty). */
export function formValues<F extends string>(form: FormData, fields: readonly F[]): Record<F, string> {
  return recordOf(fields, (field) => String(form.get(field) ?? ""));
}

/** The schema's check of what was sent; `values` are the fields as typed, to show again. */
function check<S extends z.ZodMiniType, F extends string>(schema: S, input: unknown, values: Record<F, string>): ParsedForm<S, F> {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, data: parsed.data, values }
    : // zod types an issue's path as any keys; a form's schema checks only its fields, so they are F.
      { ok: false, errors: fieldErrorsOf(parsed.error) as FieldErrors<F>, values };
}

export function parseValues<S extends z.ZodMiniType, F extends string>(schema: S, values: Record<F, string>): ParsedForm<S, F> {
  return check(schema, values, values);
}

/**
 * `lists` names the fields sent once per value (hidden inputs sharing one name): the schema
 * gets all their values in order, as an array. They are not typed, so not kept to show again.
 */
export function parseForm<S extends z.ZodMiniType, F extends string>(schema: S, form: FormData, fields: readonly F[], lists: readonly string[] = []): ParsedForm<S, F> {
  const values = formValues(form, fields);
  const input = lists.length === 0 ? values : { ...values, ...Object.fromEntries(lists.map((name) => [name, form.getAll(name).map(String)])) };
  return check(schema, input, values);
}

/** What a refused form sends back: only the fields it may show again (never a password). */
export function keptValues<F extends string>(values: Partial<Record<F, string>>, keep: readonly F[]): Partial<Record<F, string>> {
  return recordOf(keep, (field) => values[field] ?? "");
}

/** A page with several forms tags each answer with the form it belongs to. */
export type TaggedResult<I extends string = string> = FormResult & { intent: I };

/** The tags a page's answers carry. */
type IntentOf<R> = R extends { intent: infer I } ? I : never;
type Tagged<R> = Extract<R, { intent: unknown }>;

function isTagged<R extends object>(answer: R): answer is Tagged<R> {
  return "intent" in answer;
}

/**
 * The answer a form posted without JavaScript brought back to the page, when it is
 * this form's (with JavaScript each form reads its own fetcher instead). It keeps the
 * type the action gave it, so the page reads it with no cast.
 */
export function answerFor<R extends object>(answer: R | undefined, intent: IntentOf<R>): Tagged<R> | undefined {
  return answer && isTagged(answer) && answer.intent === intent ? answer : undefined;
}
