import { CheckCircle2, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { data, useActionData, useFetcher } from "react-router";
import { getBotCheck } from "@server/botcheck/index";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { checkPublicForm, refusalInit } from "@server/forms/public-form";
import { log } from "@server/log/index";
import { AI_AUTOMATION_LAB, joinWaitlist } from "@server/waitlists/join";
import { BotCheck } from "~/components/bot-check";
import { useFormResultToast, type FormToasts } from "~/components/form-result-toast";
import { Honeypot } from "~/components/honeypot";
import { TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { parseForm, parseValues, type FieldErrors, type FormResult } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import { waitlistFields, waitlistSchema, type WaitlistField } from "~/lib/schemas/waitlist";
import type { Route } from "./+types/resources.events";

const TOASTS: FormToasts = {
  success: ["Thank You!", "We've received your information and will be in touch soon."],
  failure: ["Signup Failed", "There was an error submitting your information. Please try again."],
};
const WAITLIST_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };

export const handle = { breadcrumb: () => "AI Automation Lab" };

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({ title: "AI Automation Lab", description: "Join the waitlist for the AI Automation Lab for creative professionals.", location, matches });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = parseForm(waitlistSchema, form, waitlistFields);
  if (!parsed.ok) return data<FormResult<WaitlistField>>({ ok: false, errors: parsed.errors, values: parsed.values }, 400);
  const database = await db();
  const check = await checkPublicForm({ db: database, botCheck: getBotCheck() }, form, {
    clientAddress: context.get(clientAddressContext),
    formName: "waitlist",
    limit: WAITLIST_RATE_LIMIT,
    failureMessage: TOASTS.failure[1]!,
  });
  if (!check.ok) return data<FormResult<WaitlistField>>({ ok: false, message: check.message, values: parsed.values }, refusalInit(check));
  try {
    // Joining again answers the same: the page tells no one who is on the list.
    await joinWaitlist(database, AI_AUTOMATION_LAB, parsed.data, { inbox: env().INBOX_EMAIL });
  } catch (error) {
    log.error({ err: error }, "A waitlist sign-up could not be stored");
    return data<FormResult<WaitlistField>>({ ok: false, message: TOASTS.failure[1], values: parsed.values }, 503);
  }
  return data<FormResult<WaitlistField>>({ ok: true });
}

const LEARN = [
  "Map the repetitive parts of your creative business: briefs, proposals, invoices, follow-ups",
  "Connect the tools you already use with no-code automation",
  "Use AI assistants for drafts, summaries and client updates, with you in control",
  "Build a content workflow that turns one piece of work into many",
];
const WHY = ["Small live sessions built around real client work", "Templates you can copy into your own tools", "A community of creative professionals doing the same"];
const AUDIENCE = ["Creative professionals", "Coaches", "Freelancers", "Consultants", "Entrepreneurs", "Anyone tired of doing it all manually"];

const EMPTY: Record<WaitlistField, string> = { firstName: "", lastName: "", email: "" };

export default function AutomationLabPage() {
  const fetcher = useFetcher<typeof action>();
  const pageResult = useActionData<typeof action>();
  const result = (fetcher.data ?? pageResult) as FormResult<WaitlistField> | undefined;
  const [values, setValues] = useState<Record<WaitlistField, string>>({ ...EMPTY, ...(result && !result.ok ? (result.values as Record<WaitlistField, string>) : {}) });
  const [clientErrors, setClientErrors] = useState<FieldErrors<WaitlistField>>({});
  const [attempt, setAttempt] = useState(0);

  useFormResultToast(fetcher.state === "idle" ? result : undefined, TOASTS);
  useEffect(() => {
    if (result) setAttempt((n) => n + 1);
  }, [result]);

  if (result?.ok) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:px-6" role="status">
        <CheckCircle2 aria-hidden="true" className="size-12 text-accent" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight">You're on the waitlist!</h1>
        <p className="mt-3 text-muted">Thank you for joining the AI Automation Lab waitlist. We will write to you when it opens.</p>
      </section>
    );
  }

  const errors = { ...(result && !result.ok ? result.errors : {}), ...clientErrors };
  const field = (name: WaitlistField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setClientErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <span className="inline-flex items-center gap-2 rounded-full border border-accent px-3 py-1 text-xs font-semibold text-accent">
        <Sparkles aria-hidden="true" className="size-3.5" /> Coming Soon
      </span>
      <h1 className="mt-4 text-4xl font-bold tracking-tight">AI Automation Lab</h1>
      <p className="mt-3 max-w-2xl text-muted">
        A hands-on programme for creative professionals who want AI and automation to take the busywork off their plate, so more of the week goes to the
        work itself. Join the waitlist to hear first when it opens.
      </p>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl border border-border bg-surface p-6">
          <h2 className="text-lg font-semibold">What you'll learn</h2>
          <ul className="mt-4 flex flex-col gap-2 text-sm">
            {LEARN.map((item) => (
              <li key={item} className="flex gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" /> {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-border bg-surface p-6">
          <h2 className="text-lg font-semibold">Why join</h2>
          <ul className="mt-4 flex flex-col gap-2 text-sm">
            {WHY.map((item) => (
              <li key={item} className="flex gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" /> {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <h2 className="mt-10 text-lg font-semibold">Who it's for</h2>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Who it's for">
        {AUDIENCE.map((tag) => (
          <li key={tag} className="rounded-full bg-surface-raised px-3 py-1 text-sm">
            {tag}
          </li>
        ))}
      </ul>
      <fetcher.Form
        method="post"
        noValidate
        className="relative mt-10 flex max-w-xl flex-col gap-4 rounded-2xl border border-border bg-surface p-6 sm:p-8"
        onSubmit={(event) => {
          const parsed = parseValues(waitlistSchema, values);
          if (parsed.ok) return setClientErrors({});
          event.preventDefault();
          setClientErrors(parsed.errors);
        }}
      >
        <h2 className="text-xl font-semibold">Join the waitlist</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" required maxLength={100} {...field("firstName")} />
          <TextField label="Last name" autoComplete="family-name" required maxLength={100} {...field("lastName")} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" required {...field("email")} />
        <Honeypot />
        <BotCheck key={attempt} />
        <noscript>
          <p className="text-sm text-muted">Joining needs JavaScript: the form asks your browser to prove it is not a bot.</p>
        </noscript>
        <SubmitButton busy={fetcher.state !== "idle"} label="Join the Waitlist" busyLabel="Joining..." className="self-start" />
        {result && !result.ok && result.message && (
          <p role="alert" className="text-sm text-danger">
            {result.message}
          </p>
        )}
      </fetcher.Form>
    </section>
  );
}
