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
import * as m from "~/paraglide/messages";
import type { Route } from "./+types/contact";

const toasts = () =>
  ({
    success: [m.forms_contact_toast_success_title(), m.forms_contact_toast_success_body()],
    invalid: [m.forms_missing_info_title(), m.forms_missing_info_body()],
    failure: [m.forms_error_title(), m.forms_contact_toast_failure_body()],
  }) as const satisfies FormToasts;

/** What each category is called on the page; the value sent stays the English one. */
const categoryLabels = (): Record<(typeof CONTACT_CATEGORIES)[number], string> => ({
  "AI Tools": m.forms_contact_cat_ai_tools(),
  Course: m.forms_contact_cat_course(),
  "Blog Post": m.forms_contact_cat_blog_post(),
  "Professional Categories": m.forms_contact_cat_professional(),
  Other: m.forms_contact_cat_other(),
});

/** Ten messages an hour from one network address is plenty for a person. */
const CONTACT_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };

export const handle = { ...cacheablePage, breadcrumb: () => m.forms_contact_meta_title() };

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({ title: m.forms_contact_meta_title(), description: m.forms_contact_meta_description(), location, matches });

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
    failureMessage: m.forms_contact_toast_failure_body(),
    store: async (input) => {
      await submitContactMessage(database, input, { inbox: env().INBOX_EMAIL });
    },
  });
  return data(result, init);
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const TOASTS = toasts();
  const { fetcher, result, field, onSubmit, attempt, busy } = useFormAction({
    schema: contactSchema,
    fields: contactFields,
    toasts: TOASTS,
    pageResult: actionData,
  });

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">{m.forms_contact_heading()}</h1>
      <p className="mt-3 text-muted">
        {m.forms_contact_intro()}{" "}
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
          <TextField label={m.forms_contact_full_name()} autoComplete="name" required maxLength={CONTACT_LIMITS.fullName} {...field("fullName")} />
          <TextField label={m.forms_email_label()} type="email" autoComplete="email" required {...field("email")} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={m.forms_contact_phone()} type="tel" autoComplete="tel" maxLength={CONTACT_LIMITS.phone} {...field("phone")} />
          <SelectField
            label={m.forms_category_label()}
            required
            options={CONTACT_CATEGORIES}
            optionLabels={categoryLabels()}
            placeholder={m.forms_contact_choose_category()}
            {...field("category")}
          />
        </div>
        <TextAreaField
          label={m.forms_contact_message()}
          required
          maxLength={CONTACT_LIMITS.message}
          hint={m.forms_up_to_chars({ count: CONTACT_LIMITS.message })}
          {...field("message")}
        />
        <PublicFormFooter attempt={attempt} busy={busy} result={result} label={m.forms_contact_submit()} busyLabel={m.forms_sending()} />
        {result?.ok && (
          <p role="status" className="text-sm text-accent">
            {TOASTS.success[0]} {TOASTS.success[1]}.
          </p>
        )}
      </fetcher.Form>
      <p className="mt-4 flex items-center gap-2 text-sm text-muted">
        <Mail aria-hidden="true" className="size-4" /> {m.forms_contact_stored_note()}
      </p>
    </section>
  );
}
