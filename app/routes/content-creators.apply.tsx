import { ArrowLeft } from "~/components/icons";
import { data, Link } from "react-router";
import { submitApplication } from "@server/applications/submit";
import { getBotCheck } from "@server/botcheck/index";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { formRefusalHeaders, runPublicForm } from "@server/forms/public-form";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { PublicFormFooter } from "~/components/public-form";
import { TextAreaField, TextField } from "~/components/ui/field";
import { pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import { APPLICATION_LIMITS, applicationFields, applicationSchema, type ApplicationField } from "~/lib/schemas/application";
import { cacheablePage } from "~/lib/page-cache";
import * as m from "~/paraglide/messages";
import type { Route } from "./+types/content-creators.apply";

const toasts = (): FormToasts => ({
  success: [m.forms_apply_success_title(), m.forms_apply_success_body()],
  invalid: [m.forms_missing_info_title(), m.forms_missing_info_body()],
  failure: [m.forms_apply_failure_title(), m.forms_apply_failure_body()],
});
const APPLICATION_RATE_LIMIT = { max: 5, windowSeconds: 60 * 60 };

export const handle = { ...cacheablePage, breadcrumb: () => m.forms_crumb_apply() };

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({ title: m.forms_apply_meta_title(), description: m.forms_apply_meta_description(), location, matches });

// A refusal's Retry-After reaches the visitor (React Router passes on only cookies otherwise).
export const headers: Route.HeadersFunction = formRefusalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const database = await db();
  const { result, init } = await runPublicForm({ db: database, botCheck: getBotCheck() }, await request.formData(), {
    schema: applicationSchema,
    fields: applicationFields,
    clientAddress: context.get(clientAddressContext),
    formName: "application",
    limit: APPLICATION_RATE_LIMIT,
    failureMessage: m.forms_apply_failure_body(),
    store: async (input) => {
      await submitApplication(database, input, { inbox: env().INBOX_EMAIL });
    },
  });
  return data(result, init);
}

const FIELDS: { name: ApplicationField; label: () => string; long?: boolean; required?: boolean; hint?: () => string; type?: string; autoComplete?: string }[] = [
  { name: "name", label: m.forms_apply_full_name, required: true, autoComplete: "name" },
  { name: "email", label: m.forms_email_label, required: true, type: "email", autoComplete: "email" },
  { name: "background", label: m.forms_apply_background, required: true, hint: m.forms_apply_background_hint },
  { name: "contentType", label: m.forms_apply_content_type, required: true, hint: m.forms_apply_content_type_hint },
  { name: "experience", label: m.forms_apply_experience, long: true },
  { name: "sampleWork", label: m.forms_apply_sample_work, required: true, hint: m.forms_apply_sample_work_hint },
  { name: "motivation", label: m.forms_apply_motivation, required: true, long: true },
];

export default function ApplicationPage({ actionData }: Route.ComponentProps) {
  const { fetcher, result, field, onSubmit, attempt, busy } = useFormAction({
    schema: applicationSchema,
    fields: applicationFields,
    toasts: toasts(),
    pageResult: actionData,
  });
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <Link to="/content-creators" className="inline-flex items-center gap-2 text-sm text-accent hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> {m.forms_apply_back()}
      </Link>
      <h1 className="mt-6 text-4xl font-bold tracking-tight">{m.forms_apply_heading()}</h1>
      <p className="mt-3 text-muted">{m.forms_apply_intro()}</p>
      <fetcher.Form
        method="post"
        noValidate
        className="relative mt-8 flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6 sm:p-8"
        onSubmit={onSubmit}
      >
        {FIELDS.map((spec) => {
          const common = { ...field(spec.name), label: spec.label(), hint: spec.hint?.(), required: spec.required };
          return spec.long ? (
            <TextAreaField key={spec.name} {...common} rows={4} maxLength={APPLICATION_LIMITS.long} />
          ) : (
            <TextField key={spec.name} {...common} type={spec.type ?? "text"} autoComplete={spec.autoComplete} maxLength={spec.name === "name" ? APPLICATION_LIMITS.name : APPLICATION_LIMITS.short} />
          );
        })}
        <PublicFormFooter attempt={attempt} busy={busy} result={result} label={m.forms_apply_submit()} busyLabel={m.forms_submitting()} />
      </fetcher.Form>
    </section>
  );
}
