import { Mail } from "lucide-react";
import { useEffect, useState } from "react";
import { data, useFetcher } from "react-router";
import { getBotCheck } from "@server/botcheck/index";
import { submitContactMessage } from "@server/contact/submit";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { checkPublicForm, refusalInit } from "@server/forms/public-form";
import { log } from "@server/log/index";
import { BotCheck } from "~/components/bot-check";
import { useFormResultToast } from "~/components/form-result-toast";
import { Honeypot } from "~/components/honeypot";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { parseForm, parseValues, type FieldErrors, type FormResult } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import { CONTACT_CATEGORIES, CONTACT_LIMITS, contactFields, contactSchema, type ContactField } from "~/lib/schemas/contact";
import { CONTACT_EMAIL } from "~/lib/site";
import type { Route } from "./+types/contact";

const TOASTS = {
  success: ["Message Sent!", "We'll get back to you soon"],
  invalid: ["Missing Information", "Please fill in all required fields."],
  failure: ["Error", "There was a problem sending your message. Please try again."],
} as const satisfies Parameters<typeof useFormResultToast>[1];

/** Ten messages an hour from one network address is plenty for a person. */
const CONTACT_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({ title: "Contact", description: "Questions, corrections or ideas: write to the Atelier AI team.", location, matches });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = parseForm(contactSchema, form, contactFields);
  if (!parsed.ok) return data<FormResult<ContactField>>({ ok: false, errors: parsed.errors, values: parsed.values }, 400);
  const database = await db();
  const check = await checkPublicForm({ db: database, botCheck: getBotCheck() }, form, {
    clientAddress: context.get(clientAddressContext),
    formName: "contact",
    limit: CONTACT_RATE_LIMIT,
    failureMessage: TOASTS.failure[1],
  });
  if (!check.ok) return data<FormResult<ContactField>>({ ok: false, message: check.message, values: parsed.values }, refusalInit(check));
  try {
    await submitContactMessage(database, parsed.data, { inbox: env().INBOX_EMAIL });
  } catch (error) {
    log.error({ err: error }, "A contact message could not be stored");
    return data<FormResult<ContactField>>({ ok: false, message: TOASTS.failure[1], values: parsed.values }, 503);
  }
  return data<FormResult<ContactField>>({ ok: true });
}

const EMPTY: Record<ContactField, string> = { fullName: "", email: "", phone: "", category: "", message: "" };

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  // With JavaScript the fetcher carries the answer; without it, the page itself does.
  const result = (fetcher.data ?? actionData) as FormResult<ContactField> | undefined;
  const [values, setValues] = useState<Record<ContactField, string>>({ ...EMPTY, ...(result && !result.ok ? result.values : {}) });
  const [clientErrors, setClientErrors] = useState<FieldErrors<ContactField>>({});
  const [clientInvalid, setClientInvalid] = useState<FormResult<ContactField>>();
  const busy = fetcher.state !== "idle";

  useFormResultToast(clientInvalid ?? result, TOASTS);
  // A bot-check answer is accepted once: every answer from the server starts a fresh check.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!result) return;
    setAttempt((n) => n + 1);
    if (result.ok) setValues(EMPTY);
  }, [result]);

  const serverErrors = result && !result.ok ? result.errors : undefined;
  const errors = { ...serverErrors, ...clientErrors };
  const field = (name: ContactField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setClientErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">Contact us</h1>
      <p className="mt-3 text-muted">
        A question about a tool, a correction to a listing, an idea for a course or the blog: write to us here or at{" "}
        <a href={`mailto:${CONTACT_EMAIL}`} className="text-accent underline">
          {CONTACT_EMAIL}
        </a>
        .
      </p>
      <fetcher.Form
        method="post"
        noValidate
        className="relative mt-8 flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6 sm:p-8"
        onSubmit={(event) => {
          const parsed = parseValues(contactSchema, values);
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
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Full name" autoComplete="name" required maxLength={CONTACT_LIMITS.fullName} {...field("fullName")} />
          <TextField label="Email" type="email" autoComplete="email" required {...field("email")} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Phone (optional)" type="tel" autoComplete="tel" maxLength={CONTACT_LIMITS.phone} {...field("phone")} />
          <SelectField label="Category" required options={CONTACT_CATEGORIES} placeholder="Choose a category" {...field("category")} />
        </div>
        <TextAreaField
          label="Message"
          required
          maxLength={CONTACT_LIMITS.message}
          hint={`Up to ${CONTACT_LIMITS.message} characters.`}
          {...field("message")}
        />
        <Honeypot />
        <BotCheck key={attempt} />
        <noscript>
          <p className="text-sm text-muted">Sending needs JavaScript: the form asks your browser to prove it is not a bot.</p>
        </noscript>
        <SubmitButton busy={busy} label="Send Message" busyLabel="Sending..." className="self-start" />
        {result?.ok && (
          <p role="status" className="text-sm text-accent">
            {TOASTS.success[0]} {TOASTS.success[1]}.
          </p>
        )}
        {result && !result.ok && result.message && (
          <p role="alert" className="text-sm text-danger">
            {result.message}
          </p>
        )}
      </fetcher.Form>
      <p className="mt-4 flex items-center gap-2 text-sm text-muted">
        <Mail aria-hidden="true" className="size-4" /> Every message is stored before any e-mail is sent, so none is lost.
      </p>
    </section>
  );
}
