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
import type { Route } from "./+types/content-creators.apply";

const TOASTS = {
  success: ["Application Submitted!", "Thank you for your interest. We'll be in touch soon."],
  invalid: ["Missing Information", "Please fill in all required fields."],
  failure: ["Submission Failed", "Please try again or contact us directly."],
} as const satisfies FormToasts;
const APPLICATION_RATE_LIMIT = { max: 5, windowSeconds: 60 * 60 };

export const handle = cacheablePage;

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({ title: "Apply as a content creator", description: "Apply to create AI courses and content for creative professionals.", location, matches });

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
    failureMessage: TOASTS.failure[1]!,
    store: async (input) => {
      await submitApplication(database, input, { inbox: env().INBOX_EMAIL });
    },
  });
  return data(result, init);
}

const FIELDS: { name: ApplicationField; label: string; long?: boolean; required?: boolean; hint?: string; type?: string; autoComplete?: string }[] = [
  { name: "name", label: "Full Name", required: true, autoComplete: "name" },
  { name: "email", label: "Email", required: true, type: "email", autoComplete: "email" },
  { name: "background", label: "Creative Background", required: true, hint: "For example: illustrator, UX designer, wedding photographer." },
  { name: "contentType", label: "What content would you like to create?", required: true, hint: "Courses, tutorials, workflow guides, reviews…" },
  { name: "experience", label: "Teaching or content experience (optional)", long: true },
  { name: "sampleWork", label: "Sample Work", required: true, hint: "A link to your portfolio or to something you have taught or written." },
  { name: "motivation", label: "Why do you want to join?", required: true, long: true },
];

export default function ApplicationPage({ actionData }: Route.ComponentProps) {
  const { fetcher, result, field, onSubmit, attempt, busy } = useFormAction({
    schema: applicationSchema,
    fields: applicationFields,
    toasts: TOASTS,
    pageResult: actionData,
  });
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <Link to="/content-creators" className="inline-flex items-center gap-2 text-sm text-accent hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to Content Creators
      </Link>
      <h1 className="mt-6 text-4xl font-bold tracking-tight">Apply as a content creator</h1>
      <p className="mt-3 text-muted">Tell us about yourself and what you would like to teach. Your application goes straight to the team's inbox.</p>
      <fetcher.Form
        method="post"
        noValidate
        className="relative mt-8 flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6 sm:p-8"
        onSubmit={onSubmit}
      >
        {FIELDS.map((spec) => {
          const common = { ...field(spec.name), label: spec.label, hint: spec.hint, required: spec.required };
          return spec.long ? (
            <TextAreaField key={spec.name} {...common} rows={4} maxLength={APPLICATION_LIMITS.long} />
          ) : (
            <TextField key={spec.name} {...common} type={spec.type ?? "text"} autoComplete={spec.autoComplete} maxLength={spec.name === "name" ? APPLICATION_LIMITS.name : APPLICATION_LIMITS.short} />
          );
        })}
        <PublicFormFooter attempt={attempt} busy={busy} result={result} label="Submit Application" busyLabel="Submitting..." />
      </fetcher.Form>
    </section>
  );
}
