/** 'Report a problem' on a tool page: what is wrong, an optional note and address; bot-checked like every public form. */
import { Flag } from "~/components/icons";
import { useId } from "react";
import type { FormResult } from "~/lib/forms";
import { REPORT_LIMITS, REPORT_REASONS, toolReportFields, toolReportSchema, type ToolReportField } from "~/lib/schemas/tool-report";
import { useFormAction, type FormToasts } from "./form-action";
import { PublicFormFooter } from "./public-form";
import { TextAreaField, TextField } from "./ui/field";
import { reportReasonLabel } from "~/lib/catalogue-labels";
import * as m from "~/paraglide/messages";

/** The toasts after sending, in the page's language (the action's failure message is the same words). */
export const reportToasts = () =>
  ({
    success: [m.catalogue_report_success(), m.catalogue_report_success_hint()],
    failure: [m.catalogue_report_failure(), m.catalogue_report_failure_hint()],
  }) as const satisfies FormToasts;

export function ReportProblem({ toolName, pageResult }: { toolName: string; pageResult?: FormResult<ToolReportField> }) {
  const { fetcher, result, values, setValue, errors, field, onSubmit, attempt, busy } = useFormAction({
    schema: toolReportSchema,
    fields: toolReportFields,
    toasts: reportToasts(),
    pageResult,
  });
  const legendId = useId();
  return (
    <details className="group mt-6 rounded-2xl border border-border bg-surface" open={Boolean(pageResult)}>
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 px-5 text-sm font-medium [&::-webkit-details-marker]:hidden">
        <Flag aria-hidden="true" className="size-4 text-muted" /> {m.catalogue_report_summary()}
      </summary>
      {result?.ok ? (
        <p role="status" className="px-5 pb-5 text-sm text-accent">
          {m.catalogue_report_thanks({ name: toolName })}
        </p>
      ) : (
        <fetcher.Form method="post" noValidate className="relative flex flex-col gap-4 px-5 pb-5" onSubmit={onSubmit}>
          <input type="hidden" name="intent" value="report" />
          <fieldset aria-labelledby={legendId} aria-invalid={Boolean(errors.reason)}>
            <legend id={legendId} className="text-sm font-medium">
              {m.catalogue_report_what()}
            </legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {REPORT_REASONS.map((reason) => (
                <label key={reason} className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-border px-3 text-sm has-[:checked]:border-accent">
                  <input type="radio" name="reason" value={reason} checked={values.reason === reason} onChange={() => setValue("reason", reason)} className="accent-[var(--accent)]" />
                  {reportReasonLabel(reason)}
                </label>
              ))}
            </div>
            {errors.reason && <p className="mt-1 text-sm text-danger">{errors.reason}</p>}
          </fieldset>
          <TextAreaField label={m.catalogue_report_note()} rows={3} maxLength={REPORT_LIMITS.note} hint={m.catalogue_report_note_hint()} {...field("note")} />
          <TextField label={m.catalogue_report_email()} type="email" autoComplete="email" hint={m.catalogue_report_email_hint()} {...field("email")} />
          <PublicFormFooter attempt={attempt} busy={busy} result={result} label={m.catalogue_report_send()} busyLabel={m.catalogue_report_sending()} />
        </fetcher.Form>
      )}
    </details>
  );
}
