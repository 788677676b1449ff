/**
 * The form pipeline, shared by the browser and the server: every form action
 * answers a FormResult, and parseForm turns FormData into a schema's typed
 * values, or into field errors plus exactly what the visitor typed.
 */
import type { z } from "zod/mini";
import { fieldErrorsOf, formValues } from "./schemas/field-errors";

/** A field people never see: a bot that fills it in gives itself away. */
export const HONEYPOT_FIELD = "website";

/** The hidden field that carries the bot-check answer (app/components/bot-check.tsx). */
export const BOT_CHECK_FIELD = "botCheck";

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What every form action answers. A refused form keeps what was typed, to show it again. */
export type FormResult<F extends string = string> =
  | { ok: true }
  | { ok: false; errors?: FieldErrors<F>; message?: string; values: Partial<Record<F, string>> };

export type ParsedForm<S extends z.ZodMiniType, F extends string> =
  | { ok: true; data: z.infer<S>; values: Record<F, string> }
  | { ok: false; errors: FieldErrors<F>; values: Record<F, string> };

export function parseValues<S extends z.ZodMiniType, F extends string>(schema: S, values: Record<F, string>): ParsedForm<S, F> {
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { ok: true, data: parsed.data, values }
    : { ok: false, errors: fieldErrorsOf(parsed.error) as FieldErrors<F>, values };
}

export function parseForm<S extends z.ZodMiniType, F extends string>(schema: S, form: FormData, fields: readonly F[]): ParsedForm<S, F> {
  return parseValues(schema, formValues(form, fields));
}
