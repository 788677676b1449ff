import { Sparkles } from "~/components/icons";
import { data } from "react-router";
import { getBotCheck } from "@server/botcheck/index";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { formRefusalHeaders, runPublicForm } from "@server/forms/public-form";
import { AI_AUTOMATION_LAB, joinWaitlist } from "@server/waitlists/join";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { CheckList } from "~/components/marketing/check-list";
import { WaitlistForm, WaitlistThanks } from "~/components/marketing/waitlist-form";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import { waitlistFields, waitlistSchema } from "~/lib/schemas/waitlist";
import { cacheablePage } from "~/lib/page-cache";
import type { Route } from "./+types/resources.events";

const TOASTS = {
  success: ["Thank You!", "We've received your information and will be in touch soon."],
  failure: ["Signup Failed", "There was an error submitting your information. Please try again."],
} as const satisfies FormToasts;
const WAITLIST_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };

export const handle = { ...cacheablePage, breadcrumb: () => "AI Automation Lab" };

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({ title: "AI Automation Lab", description: "Join the waitlist for the AI Automation Lab for creative professionals.", location, matches });

// A refusal's Retry-After reaches the visitor (React Router passes on only cookies otherwise).
export const headers: Route.HeadersFunction = formRefusalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const database = await db();
  const { result, init } = await runPublicForm({ db: database, botCheck: getBotCheck() }, await request.formData(), {
    schema: waitlistSchema,
    fields: waitlistFields,
    clientAddress: context.get(clientAddressContext),
    formName: "waitlist",
    limit: WAITLIST_RATE_LIMIT,
    failureMessage: TOASTS.failure[1]!,
    store: async (input) => {
      await joinWaitlist(database, AI_AUTOMATION_LAB, input, { inbox: env().INBOX_EMAIL });
    },
  });
  return data(result, init);
}

const LEARN = [
  "Map the repetitive parts of your creative business: briefs, proposals, invoices, follow-ups",
  "Connect the tools you already use with no-code automation",
  "Use AI assistants for drafts, summaries and client updates, with you in control",
  "Build a content workflow that turns one piece of work into many",
];
const WHY = ["Small live sessions built around real client work", "Templates you can copy into your own tools", "A community of creative professionals doing the same"];
const AUDIENCE = ["Creative professionals", "Coaches", "Freelancers", "Consultants", "Entrepreneurs", "Anyone tired of doing it all manually"];

export default function AutomationLabPage({ actionData }: Route.ComponentProps) {
  const form = useFormAction({
    schema: waitlistSchema,
    fields: waitlistFields,
    toasts: TOASTS,
    pageResult: actionData,
  });

  if (form.result?.ok) {
    return (
      <WaitlistThanks title="You're on the waitlist!">
        <p className="mt-3 text-muted">Thank you for joining the AI Automation Lab waitlist. We will write to you when it opens.</p>
      </WaitlistThanks>
    );
  }

  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <Badge tone="outline" size="lg" className="inline-flex items-center gap-2">
        <Sparkles aria-hidden="true" className="size-3.5" /> Coming Soon
      </Badge>
      <h1 className="mt-4 text-4xl font-bold tracking-tight">AI Automation Lab</h1>
      <p className="mt-3 max-w-2xl text-muted">
        A hands-on programme for creative professionals who want AI and automation to take the busywork off their plate, so more of the week goes to the
        work itself. Join the waitlist to hear first when it opens.
      </p>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {(
          [
            ["What you'll learn", LEARN],
            ["Why join", WHY],
          ] as const
        ).map(([title, items]) => (
          <Card key={title} className="p-6">
            <h2 className="text-lg font-semibold">{title}</h2>
            <CheckList items={items} className="mt-4 flex flex-col gap-2 text-sm" />
          </Card>
        ))}
      </div>
      <h2 className="mt-10 text-lg font-semibold">Who it's for</h2>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Who it's for">
        {AUDIENCE.map((tag) => (
          <li key={tag} className="rounded-full bg-surface-raised px-3 py-1 text-sm">
            {tag}
          </li>
        ))}
      </ul>
      <WaitlistForm form={form} title="Join the waitlist" label="Join the Waitlist" busyLabel="Joining..." />
    </section>
  );
}
