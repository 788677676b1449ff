import { CheckCircle2, Mail } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { parseValues, type FieldErrors, type FormResult } from "~/lib/forms";
import { newsletterSchema, type NewsletterField } from "~/lib/schemas/newsletter";
import { BotCheck } from "./bot-check";
import { useFormResultToast } from "./form-result-toast";
import { Honeypot } from "./honeypot";
import { TextField } from "./ui/field";
import { SubmitButton } from "./ui/submit-button";

const TOASTS = {
  success: ["Welcome to our newsletter! 🎉", "Please confirm your subscription from the e-mail we sent you."],
  failure: ["Oops! Something went wrong", "Please try again later."],
} as const satisfies Parameters<typeof useFormResultToast>[1];

export function NewsletterThanks() {
  return (
    <div role="status" className="flex flex-col items-center rounded-2xl border border-border bg-surface p-8 text-center">
      <CheckCircle2 aria-hidden="true" className="size-10 text-accent" />
      <h2 className="mt-4 text-xl font-semibold">Thanks for subscribing!</h2>
      <p className="mt-2 text-muted">Check your inbox and confirm your address from the e-mail we sent you. Nothing is sent until you do.</p>
    </div>
  );
}

/** Weekly newsletter signup: idle, submitting, then a thank-you panel in its place. */
export function NewsletterCard({
  source,
  title = "Get the weekly AI tools roundup",
  pageResult,
}: {
  source: "home" | "newsletter-page";
  title?: string;
  /** What the action answered when the form was posted without JavaScript. */
  pageResult?: FormResult<NewsletterField>;
}) {
  const fetcher = useFetcher<FormResult<NewsletterField>>();
  const result = fetcher.data ?? pageResult;
  // A signed-in visitor finds the form filled in.
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user;
  const typed = result && !result.ok ? result.values : undefined;
  const [firstName, setFirstName] = useState(typed?.firstName ?? user?.firstName ?? "");
  const [email, setEmail] = useState(typed?.email ?? user?.email ?? "");
  const [clientErrors, setClientErrors] = useState<FieldErrors<NewsletterField>>({});
  // The bot check starts when the visitor starts on the form, not for everyone who sees the card.
  const [engaged, setEngaged] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [checked, setChecked] = useState(false);
  const onChecked = useCallback(() => setChecked(true), []);
  const busy = fetcher.state !== "idle";

  useFormResultToast(fetcher.state === "idle" ? result : undefined, TOASTS);
  useEffect(() => {
    if (!result) return;
    // An answer is accepted once: each reply from the server starts a fresh check.
    setAttempt((n) => n + 1);
    setChecked(false);
  }, [result]);

  if (result?.ok) return <NewsletterThanks />;
  const errors = { ...(result && !result.ok ? result.errors : {}), ...clientErrors };

  return (
    <div className="rounded-2xl border border-border bg-surface p-6 sm:p-8">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-surface-raised text-accent">
        <Mail aria-hidden="true" className="size-5" />
      </span>
      <h2 className="mt-4 text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-muted">New tools worth your time, one short email a week. Free, and you can leave anytime.</p>
      <fetcher.Form
        method="post"
        action="/newsletter"
        noValidate
        className="relative mt-6 flex flex-col gap-3"
        onFocus={() => setEngaged(true)}
        onSubmit={(event) => {
          const parsed = parseValues(newsletterSchema, { firstName, email });
          if (parsed.ok) {
            setClientErrors({});
          } else {
            event.preventDefault();
            setClientErrors(parsed.errors);
          }
        }}
      >
        <input type="hidden" name="source" value={source} />
        <TextField label="First name" name="firstName" autoComplete="given-name" value={firstName} onChange={(event) => setFirstName(event.target.value)} error={errors.firstName} />
        <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
        <Honeypot />
        {engaged && <BotCheck key={attempt} onSolved={onChecked} />}
        <SubmitButton busy={busy} label="Subscribe" busyLabel="Subscribing..." className="mt-2" disabled={!firstName.trim() || !email.trim() || !checked} />
        <noscript>
          <p className="text-sm text-muted">Subscribing needs JavaScript: the form asks your browser to prove it is not a bot.</p>
        </noscript>
        {result && !result.ok && result.message && (
          <p role="alert" className="text-sm text-danger">
            {result.message}
          </p>
        )}
      </fetcher.Form>
    </div>
  );
}
