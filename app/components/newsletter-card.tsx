import { CheckCircle2, Mail } from "~/components/icons";
import { useState, type FormEvent } from "react";
import { PrefetchPageLinks, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import type { FormResult } from "~/lib/forms";
import { newsletterFields, newsletterSchema, type NewsletterField } from "~/lib/schemas/newsletter";
import { useFormAction, type FormToasts } from "./form-action";
import { PublicFormFooter } from "./public-form";
import { TextField } from "./ui/field";
import * as m from "~/paraglide/messages";

const toasts = (): FormToasts => ({
  success: [m.shell_newsletter_welcome(), m.shell_newsletter_confirm()],
  failure: [m.shell_newsletter_failure(), m.shell_newsletter_try_later()],
});

export function NewsletterThanks() {
  return (
    <div role="status" className="flex flex-col items-center rounded-2xl border border-border bg-surface p-8 text-center">
      <CheckCircle2 aria-hidden="true" className="size-10 text-accent" />
      <h2 className="mt-4 text-xl font-semibold">{m.shell_newsletter_thanks()}</h2>
      <p className="mt-2 text-muted">{m.shell_newsletter_thanks_text()}</p>
    </div>
  );
}

/** Weekly newsletter signup: idle, submitting, then a thank-you panel in its place. */
export function NewsletterCard({
  source,
  title = m.shell_newsletter_title(),
  pageResult,
}: {
  source: "home" | "newsletter-page";
  title?: string;
  /** What the action answered when the form was posted without JavaScript. */
  pageResult?: FormResult<NewsletterField>;
}) {
  // A signed-in visitor finds the form filled in.
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user;
  const { fetcher, result, field, onSubmit, attempt, busy } = useFormAction({
    schema: newsletterSchema,
    fields: newsletterFields,
    toasts: toasts(),
    pageResult,
    initialValues: { firstName: user?.firstName ?? "", email: user?.email ?? "" },
  });
  // The bot check starts when the visitor starts on the form, not for everyone who sees the card.
  const [engaged, setEngaged] = useState(false);
  // Sending first checks the fields (their messages show at once) and starts the bot check if it had not started;
  // a form that passes then waits for the check, and says so beside the button.
  const submit = (event: FormEvent) => {
    onSubmit(event);
    if (!engaged) {
      setEngaged(true);
      event.preventDefault();
    }
  };

  if (result?.ok) return <NewsletterThanks />;
  return (
    <div className="rounded-2xl border border-border bg-surface p-6 sm:p-8">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-surface-raised text-accent">
        <Mail aria-hidden="true" className="size-5" />
      </span>
      <h2 className="mt-4 text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-muted">{m.shell_newsletter_lead()}</p>
      <fetcher.Form method="post" action="/newsletter" noValidate className="relative mt-6 flex flex-col gap-3" onFocus={(event) => event.target instanceof HTMLInputElement && setEngaged(true)} onSubmit={submit}>
        <input type="hidden" name="source" value={source} />
        {/* Sending needs the code of the newsletter's address: fetched once the visitor starts, so a failure offline can be told. */}
        {engaged && <PrefetchPageLinks page="/newsletter" />}
        <TextField label={m.shell_newsletter_first_name()} autoComplete="given-name" required {...field("firstName")} />
        <TextField label={m.shell_newsletter_email()} type="email" autoComplete="email" required {...field("email")} />
        <PublicFormFooter
          attempt={attempt}
          busy={busy}
          result={result}
          label={m.shell_newsletter_subscribe()}
          busyLabel={m.shell_newsletter_subscribing()}
          showBotCheck={engaged}
          buttonClassName="mt-2"
        />
      </fetcher.Form>
    </div>
  );
}
