import { Mail } from "~/components/icons";
import { data } from "react-router";
import { getBotCheck } from "@server/botcheck/index";
import { submitContactMessage } from "@server/contact/submit";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { formRefusalHeaders, runPublicForm } from "@server/forms/public-form";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { PublicFormFooter } from "~/components/public-form";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import { CONTACT_CATEGORIES, CONTACT_LIMITS, contactFields, contactSchema } from "~/lib/schemas/contact";
import { CONTACT_EMAIL } from "~/lib/site";
import { cacheablePage } from "~/lib/page-cache";
import type { Route } from "./+types/contact";

const TOASTS = {
  success: ["Message Sent!", "We'll get back to you soon"],
  invalid: ["Missing Information", "Please fill in all required fields."],
  failure: ["Error", "There was a problem sending your message. Please try again."],
} as const satisfies FormToasts;

/** Ten messages an hour from one network address is plenty for a person. */
const CONTACT_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };

export const handle = cacheablePage;

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({ title: "Contact", description: "Questions, corrections or ideas: write to the Atelier AI team.", location, matches });

// A refusal's Retry-After reaches the visitor (React Router passes on only cookies otherwise).
export const headers: Route.HeadersFunction = formRefusalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const database = await db();
  const { result, init } = await runPublicForm({ db: database, botCheck: getBotCheck() }, await request.formData(), {
    schema: contactSchema,
    fields: contactFields,
    clientAddress: context.get(clientAddressContext),
    formName: "contact",
    limit: CONTACT_RATE_LIMIT,
    failureMessage: TOASTS.failure[1],
    store: async (input) => {
      await submitContactMessage(database, input, { inbox: env().INBOX_EMAIL });
    },
  });
  return data(result, init);
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const { fetcher, result, field, onSubmit, attempt, busy } = useFormAction({
    schema: contactSchema,
    fields: contactFields,
    toasts: TOASTS,
    pageResult: actionData,
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
        onSubmit={onSubmit}
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
        <PublicFormFooter attempt={attempt} busy={busy} result={result} label="Send Message" busyLabel="Sending..." />
        {result?.ok && (
          <p role="status" className="text-sm text-accent">
            {TOASTS.success[0]} {TOASTS.success[1]}.
          </p>
        )}
      </fetcher.Form>
      <p className="mt-4 flex items-center gap-2 text-sm text-muted">
        <Mail aria-hidden="true" className="size-4" /> Every message is stored before any e-mail is sent, so none is lost.
      </p>
    </section>
  );
}
