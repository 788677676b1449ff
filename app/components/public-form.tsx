/**
 * The browser half of the form pipeline (the server half is server/forms/public-form.ts):
 * the values as typed, the schema's instant check, the answer from the server, the one
 * mapping from a result to a toast, and the parts every public form ends with.
 */
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { z } from "zod/mini";
import { parseValues, type FieldErrors, type FormResult } from "~/lib/forms";
import { BotCheck } from "./bot-check";
import { Honeypot } from "./honeypot";
import { SubmitButton } from "./ui/submit-button";

type Message = readonly [title: string, description?: string];

export interface FormToasts {
  success: Message;
  /** A field failed its check; without it, the messages beside the fields say it all. */
  invalid?: Message;
  /** The server refused or failed; its own message, when it gave one, is the description. */
  failure: Message;
}

/** The one mapping from a form's result to a toast. */
export function showResultToast(result: FormResult, toasts: FormToasts): void {
  if (result.ok) toast.success(toasts.success[0], { description: toasts.success[1] });
  else if (result.errors && Object.keys(result.errors).length > 0) {
    if (toasts.invalid) toast.error(toasts.invalid[0], { description: toasts.invalid[1] });
  } else toast.error(toasts.failure[0], { description: result.message ?? toasts.failure[1] });
}

export function usePublicForm<F extends string>({
  schema,
  fields,
  toasts,
  pageResult,
  initialValues,
}: {
  schema: z.ZodMiniType;
  fields: readonly F[];
  toasts: FormToasts;
  /** What the action answered when the form was posted without JavaScript. */
  pageResult?: FormResult<F>;
  initialValues?: Partial<Record<F, string>>;
}) {
  const fetcher = useFetcher<FormResult<F>>();
  const result = fetcher.data ?? pageResult;
  const empty = useMemo(() => Object.fromEntries(fields.map((name) => [name, ""])) as Record<F, string>, [fields]);
  const [values, setValues] = useState<Record<F, string>>(() => ({
    ...empty,
    ...initialValues,
    ...(result && !result.ok ? (result.values as Record<F, string>) : {}),
  }));
  const [clientErrors, setClientErrors] = useState<FieldErrors<F>>({});
  // A bot-check answer is accepted once: every answer from the server starts a fresh check.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!result) return;
    setAttempt((n) => n + 1);
    if (result.ok) setValues(empty);
    // Only a new answer shows a toast; the toasts are constants of the form.
  }, [result, empty]);
  useEffect(() => {
    if (fetcher.data) showResultToast(fetcher.data, toasts);
  }, [fetcher.data]);

  const errors: FieldErrors<F> = { ...(result && !result.ok ? result.errors : {}), ...clientErrors };
  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setClientErrors((current) => ({ ...current, [name]: undefined }));
    },
  });
  /** The schema's check before sending: a form with errors is not sent. */
  const onSubmit = (event: FormEvent) => {
    const parsed = parseValues(schema, values);
    if (parsed.ok) {
      setClientErrors({});
      return;
    }
    event.preventDefault();
    setClientErrors(parsed.errors as FieldErrors<F>);
    showResultToast({ ok: false, errors: parsed.errors, values }, toasts);
  };
  return { fetcher, result, values, field, onSubmit, attempt, busy: fetcher.state !== "idle" };
}

/** What every public form ends with: the honeypot, the bot check, the submit button and the server's refusal. */
export function PublicFormFooter({
  attempt,
  busy,
  result,
  label,
  busyLabel,
  showBotCheck = true,
  onBotCheckSolved,
  disabled,
  buttonClassName = "self-start",
}: {
  attempt: number;
  busy: boolean;
  result?: FormResult;
  label: string;
  busyLabel: string;
  /** Off until the visitor starts on the form, where the form is seen by everyone (the home page). */
  showBotCheck?: boolean;
  onBotCheckSolved?: () => void;
  disabled?: boolean;
  buttonClassName?: string;
}) {
  return (
    <>
      <Honeypot />
      {showBotCheck && <BotCheck key={attempt} onSolved={onBotCheckSolved} />}
      <noscript>
        <p className="text-sm text-muted">This form needs JavaScript: it asks your browser to prove it is not a bot.</p>
      </noscript>
      <SubmitButton busy={busy} label={label} busyLabel={busyLabel} disabled={disabled} className={buttonClassName} />
      {result && !result.ok && result.message && (
        <p role="alert" className="text-sm text-danger">
          {result.message}
        </p>
      )}
    </>
  );
}
