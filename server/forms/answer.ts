/**
 * What a form's action answers: its FormResult (app/lib/forms.ts) with the HTTP status.
 * An action declares `Promise<FormAnswer<Field>>`, so the page's `actionData`,
 * `useActionData<typeof action>()` and `useFetcher<typeof action>()` are the form's own
 * FormResult<Field>, and a component reads them with no cast.
 */
import { data } from "react-router";
import type { FormResult } from "~/lib/forms";
import { log } from "../log/index";

/** `R` is for a form whose success carries more than a message (a saved post's id and revision). */
export type FormAnswer<F extends string = never, R extends FormResult<F> = FormResult<F>> = ReturnType<typeof data<R>>;

/** A refusal: field errors and/or a message, with the values the form may show again (never a password). */
type Refusal<F extends string> = Omit<Extract<FormResult<F>, { ok: false }>, "ok">;

/** The form was taken; a message, when given, is what the success toast says. */
export function accepted<F extends string = never>(message?: string): FormAnswer<F> {
  return data<FormResult<F>>(message === undefined ? { ok: true } : { ok: true, message });
}

export function refused<F extends string>(status: number, refusal: Refusal<F>): FormAnswer<F> {
  return data<FormResult<F>>({ ok: false, ...refusal }, status);
}

/**
 * The `catch` of a form's work: when it threw (the database is down, a query failed), the
 * detail goes to the log and the person gets the form's failure answer with 503, keeping
 * what was typed, instead of an error page that loses it. A redirect thrown passes on.
 */
export function unavailable<F extends string = never>(error: unknown, failure: Refusal<F> & { log: string }): FormAnswer<F> {
  if (error instanceof Response) throw error;
  const { log: what, ...refusal } = failure;
  log.error({ err: error }, what);
  return refused(503, refusal);
}
