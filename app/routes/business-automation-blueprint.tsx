import { CheckCircle2, Clock, TrendingUp, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Link, useActionData, useFetcher } from "react-router";
import { getBotCheck } from "@server/botcheck/index";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { checkPublicForm, refusalInit } from "@server/forms/public-form";
import { signUpForBlueprint } from "@server/leads/blueprint";
import { log } from "@server/log/index";
import { subscribeToNewsletter } from "@server/newsletter/subscribe";
import { BotCheck } from "~/components/bot-check";
import { useFormResultToast, type FormToasts } from "~/components/form-result-toast";
import { Honeypot } from "~/components/honeypot";
import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { parseForm, parseValues, type FieldErrors, type FormResult } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import { waitlistFields, waitlistSchema, type WaitlistField } from "~/lib/schemas/waitlist";
import type { Route } from "./+types/business-automation-blueprint";

const TOASTS: FormToasts = {
  success: ["Success!", "Thank you for your interest! We'll be in touch soon with more information."],
  failure: ["Submission Failed", "There was an error submitting your information. Please try again."],
};
const BLUEPRINT_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };

export const handle = { breadcrumb: () => "Business Automation Blueprint" };

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Business Automation Blueprint",
    description: "Early access to the Business Automation Blueprint for creative professionals.",
    location,
    matches,
  });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = parseForm(waitlistSchema, form, waitlistFields);
  if (!parsed.ok) return data<FormResult<WaitlistField>>({ ok: false, errors: parsed.errors, values: parsed.values }, 400);
  const database = await db();
  const check = await checkPublicForm({ db: database, botCheck: getBotCheck() }, form, {
    clientAddress: context.get(clientAddressContext),
    formName: "blueprint",
    limit: BLUEPRINT_RATE_LIMIT,
    failureMessage: TOASTS.failure[1]!,
  });
  if (!check.ok) return data<FormResult<WaitlistField>>({ ok: false, message: check.message, values: parsed.values }, refusalInit(check));
  const config = env();
  try {
    await signUpForBlueprint(database, parsed.data, { inbox: config.INBOX_EMAIL });
  } catch (error) {
    log.error({ err: error }, "A Blueprint sign-up could not be stored");
    return data<FormResult<WaitlistField>>({ ok: false, message: TOASTS.failure[1], values: parsed.values }, 503);
  }
  // The newsletter is offered with it (double opt-in); the sign-up stands even if this part fails.
  await subscribeToNewsletter(database, { firstName: parsed.data.firstName, email: parsed.data.email }, "blueprint", { publicUrl: config.PUBLIC_URL }).catch(
    (error: unknown) => log.warn({ err: error }, "The newsletter part of a Blueprint sign-up failed"),
  );
  return data<FormResult<WaitlistField>>({ ok: true });
}

const BENEFITS = [
  { Icon: Clock, title: "Save hours every week", text: "Find the repetitive steps in your week that a workflow can do for you." },
  { Icon: TrendingUp, title: "Grow your revenue", text: "Spend the time you win on paid work and on the clients you want." },
  { Icon: Users, title: "Scale without hiring", text: "Handle more projects with the tools you have, before you add people." },
];
const YOU_GET = ["A map of your business's processes and where automation fits", "Step-by-step workflows for common creative-business tasks", "Tool recommendations from this directory, matched to each step"];
const PERFECT_FOR = ["Freelance designers, writers and photographers", "Small studios and agencies", "Coaches and consultants who sell their expertise"];

const EMPTY: Record<WaitlistField, string> = { firstName: "", lastName: "", email: "" };

export default function BlueprintPage() {
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
        <h1 className="mt-6 text-3xl font-bold tracking-tight">Thank You for Your Interest!</h1>
        <p className="mt-3 text-muted">
          You are on the early-access list for the Business Automation Blueprint. We also sent you a link to confirm the weekly newsletter: nothing is sent
          unless you confirm.
        </p>
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
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <button type="button" disabled className={buttonClass("secondary")}>
        Coming Soon
      </button>
      <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight">The Business Automation Blueprint: a plan for running your creative business with less busywork</h1>
      <div className="mt-10 grid gap-4 md:grid-cols-3">
        {BENEFITS.map(({ Icon, title, text }) => (
          <div key={title} className="rounded-2xl border border-border bg-surface p-6">
            <Icon aria-hidden="true" className="size-6 text-accent" />
            <h2 className="mt-3 font-semibold">{title}</h2>
            <p className="mt-2 text-sm text-muted">{text}</p>
          </div>
        ))}
      </div>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {[
          ["What you get", YOU_GET],
          ["Perfect for", PERFECT_FOR],
        ].map(([title, items]) => (
          <div key={title as string}>
            <h2 className="text-lg font-semibold">{title as string}</h2>
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              {(items as string[]).map((item) => (
                <li key={item} className="flex gap-2">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" /> {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
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
        <h2 className="text-xl font-semibold">Get early access</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" required maxLength={100} {...field("firstName")} />
          <TextField label="Last name" autoComplete="family-name" required maxLength={100} {...field("lastName")} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" required {...field("email")} />
        <Honeypot />
        <BotCheck key={attempt} />
        <noscript>
          <p className="text-sm text-muted">Signing up needs JavaScript: the form asks your browser to prove it is not a bot.</p>
        </noscript>
        <SubmitButton busy={fetcher.state !== "idle"} label="Get Early Access" busyLabel="Submitting..." className="self-start" />
        {result && !result.ok && result.message && (
          <p role="alert" className="text-sm text-danger">
            {result.message}
          </p>
        )}
        <p className="text-sm text-muted">
          <Link to="/newsletter" className="text-accent underline">
            No spam. Unsubscribe anytime.
          </Link>
        </p>
      </fetcher.Form>
    </section>
  );
}
