/**
 * The browser half of the form pipeline (the server half is server/forms/public-form.ts):
 * the values as typed, the schema's instant check, the answer from the server, the one
 * mapping from a result to a toast, and the busy state of the submit button.
 */
import { useCallback, useEffect, useEffectEvent, useMemo, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { toast, warmToasts } from "~/lib/toast";
import { unreachableReason } from "~/lib/client-action";
import type { z } from "zod/mini";
import * as m from "~/paraglide/messages";
import { CHECKED, parseValues, type FieldErrors, type FormResult } from "~/lib/forms";
import { recordOf } from "~/lib/records";

type Message = readonly [title: string, description?: string, durationMs?: number];
type Refused = Extract<FormResult, { ok: false }>;

export interface FormToasts {
  /** Without it, the page itself shows what changed. */
  success?: Message | ((result: Extract<FormResult, { ok: true }>) => Message);
  /** A field failed its check; without it, the messages beside the fields say it all. */
  invalid?: Message | ((errors: FieldErrors<string>) => Message | undefined);
  /** The server refused or failed; its own message, when it gave one, is the description. */
  failure: Message | ((result: Refused) => Message);
  /**
   * The answer never came (offline, a proxy's error page): by default the failure's title, the
   * reason, and that what was typed is still there. A form with nothing typed says it its own way.
   */
  unreachable?: (reason: string) => Message;
}

function show(kind: "success" | "error", [title, description, duration]: Message) {
  toast[kind](title, { description, duration });
}

/** The one mapping from a form's result to a toast. */
export function showResultToast(result: FormResult, toasts: FormToasts): void {
  if (result.ok) {
    const success = typeof toasts.success === "function" ? toasts.success(result) : toasts.success;
    if (success) show("success", success);
    return;
  }
  const unreachable = unreachableReason(result);
  if (result.errors && Object.keys(result.errors).length > 0) {
    const invalid = typeof toasts.invalid === "function" ? toasts.invalid(result.errors) : toasts.invalid;
    if (invalid) show("error", invalid);
  } else if (unreachable) {
    // Whatever the form's own failure message, the reason here is the way to the site.
    const [title, , duration] = typeof toasts.failure === "function" ? toasts.failure(result) : toasts.failure;
    show("error", toasts.unreachable ? toasts.unreachable(unreachable) : [title, m.forms_unreachable_kept({ reason: unreachable }), duration]);
  } else if (typeof toasts.failure === "function") show("error", toasts.failure(result));
  else show("error", [toasts.failure[0], result.message ?? toasts.failure[1], toasts.failure[2]]);
}

/**
 * One form on the pipeline: posts through its own fetcher (or as a plain form without
 * JavaScript, when `pageResult` brings the answer back), checks the schema before sending,
 * shows the answer as a toast, and keeps what was typed when the form is refused.
 */
export function useFormAction<F extends string, R extends FormResult<F> = FormResult<F>>({
  schema,
  fields,
  toasts,
  pageResult,
  initialValues,
  clearOnSuccess = true,
}: {
  /** The form's schema, checked before sending; without it the server's check is the only one. */
  schema?: z.ZodMiniType;
  fields: readonly F[];
  toasts: FormToasts;
  /** What the action answered when the form was posted without JavaScript; its type is the answer's type. */
  pageResult?: R;
  initialValues?: Partial<Record<F, string>>;
  /** Empty the fields after a success: right for a message sent, wrong for settings saved. */
  clearOnSuccess?: boolean;
}) {
  // useFetcher's type is a promise about the action it posts to, which TypeScript cannot check:
  // the form posts to the action whose answer `pageResult` is, so both answer R.
  const fetcher = useFetcher<R>();
  const result = fetcher.data ?? pageResult;
  const empty = useMemo(() => recordOf(fields, () => ""), [fields]);
  const [values, setValues] = useState<Record<F, string>>(() => ({
    ...empty,
    ...initialValues,
    ...(result && !result.ok ? result.values : {}),
  }));
  const [clientErrors, setClientErrors] = useState<FieldErrors<F>>({});
  // A bot-check answer is accepted once: every answer from the server starts a fresh check.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!result) return;
    setAttempt((n) => n + 1);
    if (result.ok && clearOnSuccess) setValues(empty);
  }, [result, empty, clearOnSuccess]);
  // Only a new answer shows a toast, with the form's toasts as they are then.
  const showToast = useEffectEvent((answer: FormResult<F>) => showResultToast(answer, toasts));
  useEffect(() => {
    if (fetcher.data) showToast(fetcher.data);
  }, [fetcher.data]);

  const errors: FieldErrors<F> = { ...(result && !result.ok ? result.errors : {}), ...clientErrors };
  // The same function on every render, so effects that set a value need not run again for it.
  const setValue = useCallback((name: F, value: string) => {
    warmToasts();
    setValues((current) => ({ ...current, [name]: value }));
    setClientErrors((current) => ({ ...current, [name]: undefined }));
  }, []);
  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
  });
  const checkbox = (name: F) => ({
    name,
    checked: values[name] === CHECKED,
    onChange: (event: { target: { checked: boolean } }) => setValue(name, event.target.checked ? CHECKED : ""),
  });
  /** The schema's check before sending: a form with errors is not sent. */
  const onSubmit = (event: FormEvent) => {
    warmToasts();
    const parsed = schema ? parseValues(schema, values) : undefined;
    if (!parsed || parsed.ok) {
      setClientErrors({});
      return;
    }
    event.preventDefault();
    setClientErrors(parsed.errors);
    showResultToast({ ok: false, errors: parsed.errors, values }, toasts);
  };
  return { fetcher, result, values, setValue, errors, field, checkbox, onSubmit, attempt, busy: fetcher.state !== "idle" };
}
