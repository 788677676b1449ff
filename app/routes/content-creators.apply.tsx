import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Link, useFetcher } from "react-router";
import { submitApplication } from "@server/applications/submit";
import { getBotCheck } from "@server/botcheck/index";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { checkPublicForm, refusalInit } from "@server/forms/public-form";
import { log } from "@server/log/index";
import { BotCheck } from "~/components/bot-check";
import { useFormResultToast, type FormToasts } from "~/components/form-result-toast";
import { Honeypot } from "~/components/honeypot";
import { TextAreaField, TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { parseForm, parseValues, type FieldErrors, type FormResult } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import { APPLICATION_LIMITS, applicationFields, applicationSchema, type ApplicationField } from "~/lib/schemas/application";
import type { Route } from "./+types/content-creators.apply";

const TOASTS: FormToasts = {
  success: ["Application Submitted!", "Thank you for your interest. We'll be in touch soon."],
  invalid: ["Missing Information", "Please fill in all required fields."],
  failure: ["Submission Failed", "Please try again or contact us directly."],
};
const APPLICATION_RATE_LIMIT = { max: 5, windowSeconds: 60 * 60 };

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({ title: "Apply as a content creator", description: "Apply to create AI courses and content for creative professionals.", location, matches });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = parseForm(applicationSchema, form, applicationFields);
  if (!parsed.ok) return data<FormResult<ApplicationField>>({ ok: false, errors: parsed.errors, values: parsed.values }, 400);
  const database = await db();
  const check = await checkPublicForm({ db: database, botCheck: getBotCheck() }, form, {
    clientAddress: context.get(clientAddressContext),
    formName: "application",
    limit: APPLICATION_RATE_LIMIT,
    failureMessage: TOASTS.failure[1]!,
  });
  if (!check.ok) return data<FormResult<ApplicationField>>({ ok: false, message: check.message, values: parsed.values }, refusalInit(check));
  try {
    await submitApplication(database, parsed.data, { inbox: env().INBOX_EMAIL });
  } catch (error) {
    log.error({ err: error }, "An application could not be stored");
    return data<FormResult<ApplicationField>>({ ok: false, message: TOASTS.failure[1], values: parsed.values }, 503);
  }
  return data<FormResult<ApplicationField>>({ ok: true });
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

const EMPTY = Object.fromEntries(applicationFields.map((name) => [name, ""])) as Record<ApplicationField, string>;

export default function ApplicationPage({ actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const result = (fetcher.data ?? actionData) as FormResult<ApplicationField> | undefined;
  const [values, setValues] = useState<Record<ApplicationField, string>>({ ...EMPTY, ...(result && !result.ok ? (result.values as Record<ApplicationField, string>) : {}) });
  const [clientErrors, setClientErrors] = useState<FieldErrors<ApplicationField>>({});
  const [clientInvalid, setClientInvalid] = useState<FormResult<ApplicationField>>();
  const [attempt, setAttempt] = useState(0);

  useFormResultToast(clientInvalid ?? (fetcher.state === "idle" ? result : undefined), TOASTS);
  useEffect(() => {
    if (!result) return;
    setAttempt((n) => n + 1);
    if (result.ok) setValues(EMPTY);
  }, [result]);

  const errors = { ...(result && !result.ok ? result.errors : {}), ...clientErrors };
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
        onSubmit={(event) => {
          const parsed = parseValues(applicationSchema, values);
          if (parsed.ok) {
            setClientErrors({});
            setClientInvalid(undefined);
            return;
          }
          event.preventDefault();
          setClientErrors(parsed.errors);
          setClientInvalid({ ok: false, errors: parsed.errors, values });
        }}
      >
        {FIELDS.map((field) => {
          const common = {
            name: field.name,
            label: field.required ? `${field.label} *` : field.label,
            value: values[field.name],
            error: errors[field.name],
            hint: field.hint,
            required: field.required,
            onChange: (event: { target: { value: string } }) => {
              setValues((current) => ({ ...current, [field.name]: event.target.value }));
              setClientErrors((current) => ({ ...current, [field.name]: undefined }));
            },
          };
          return field.long ? (
            <TextAreaField key={field.name} {...common} rows={4} maxLength={APPLICATION_LIMITS.long} />
          ) : (
            <TextField key={field.name} {...common} type={field.type ?? "text"} autoComplete={field.autoComplete} maxLength={field.name === "name" ? APPLICATION_LIMITS.name : APPLICATION_LIMITS.short} />
          );
        })}
        <Honeypot />
        <BotCheck key={attempt} />
        <noscript>
          <p className="text-sm text-muted">Submitting needs JavaScript: the form asks your browser to prove it is not a bot.</p>
        </noscript>
        <SubmitButton busy={fetcher.state !== "idle"} label="Submit Application" busyLabel="Submitting..." className="self-start" />
        {result && !result.ok && result.message && (
          <p role="alert" className="text-sm text-danger">
            {result.message}
          </p>
        )}
      </fetcher.Form>
    </section>
  );
}
