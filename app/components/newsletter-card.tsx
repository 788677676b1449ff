import { CheckCircle2, Mail } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { newsletterFieldErrors, newsletterSchema, type NewsletterFieldErrors } from "~/lib/schemas/newsletter";
import { buttonClass } from "./ui/button";
import { TextField } from "./ui/field";

export type NewsletterActionData =
  | { ok: true }
  | { ok: false; errors?: NewsletterFieldErrors; message?: string; values?: { firstName: string; email: string } };

export function NewsletterThanks() {
  return (
    <div role="status" className="flex flex-col items-center rounded-2xl border border-border bg-surface p-8 text-center">
      <CheckCircle2 aria-hidden="true" className="size-10 text-accent" />
      <h2 className="mt-4 text-xl font-semibold">Thanks for subscribing!</h2>
      <p className="mt-2 text-muted">The next weekly roundup of AI tools for creative work will be in your inbox.</p>
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
  pageResult?: NewsletterActionData;
}) {
  const fetcher = useFetcher<NewsletterActionData>();
  const result = fetcher.data ?? pageResult;
  const [firstName, setFirstName] = useState(result && !result.ok ? (result.values?.firstName ?? "") : "");
  const [email, setEmail] = useState(result && !result.ok ? (result.values?.email ?? "") : "");
  const [clientErrors, setClientErrors] = useState<NewsletterFieldErrors>({});
  const submitting = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) toast.success("Welcome to our newsletter! 🎉");
    else if (!result.errors) toast.error("Oops! Something went wrong", { description: result.message || "Please try again later." });
  }, [fetcher.state, result]);

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
        className="mt-6 flex flex-col gap-3"
        onSubmit={(event) => {
          const check = newsletterSchema.safeParse({ firstName, email });
          if (!check.success) {
            event.preventDefault();
            setClientErrors(newsletterFieldErrors(check.error));
          } else {
            setClientErrors({});
          }
        }}
      >
        <input type="hidden" name="source" value={source} />
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          error={errors.firstName}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <button type="submit" disabled={submitting || !firstName.trim() || !email.trim()} className={buttonClass("primary", "mt-2 min-h-11")}>
          {submitting ? "Subscribing..." : "Subscribe"}
        </button>
      </fetcher.Form>
    </div>
  );
}
