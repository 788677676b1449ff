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
import * as m from "~/paraglide/messages";

function toasts(): FormToasts {
  return {
    success: [m.content_lab_toast_success_title(), m.content_lab_toast_success_text()],
    failure: [m.content_lab_toast_failure_title(), m.content_lab_toast_failure_text()],
  };
}
const WAITLIST_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };

export const handle = { ...cacheablePage, breadcrumb: () => m.nav_automation_lab() };

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({ title: m.nav_automation_lab(), description: m.content_lab_meta_description(), location, matches });

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
    failureMessage: m.content_lab_toast_failure_text(),
    store: async (input) => {
      await joinWaitlist(database, AI_AUTOMATION_LAB, input, { inbox: env().INBOX_EMAIL });
    },
  });
  return data(result, init);
}

const learn = () => [m.content_lab_learn_map(), m.content_lab_learn_connect(), m.content_lab_learn_assistants(), m.content_lab_learn_content()];
const why = () => [m.content_lab_why_sessions(), m.content_lab_why_templates(), m.content_lab_why_community()];
const audience = () => [
  m.content_lab_audience_creatives(),
  m.content_lab_audience_coaches(),
  m.content_lab_audience_freelancers(),
  m.content_lab_audience_consultants(),
  m.content_lab_audience_entrepreneurs(),
  m.content_lab_audience_anyone(),
];

export default function AutomationLabPage({ actionData }: Route.ComponentProps) {
  const form = useFormAction({
    schema: waitlistSchema,
    fields: waitlistFields,
    toasts: toasts(),
    pageResult: actionData,
  });

  if (form.result?.ok) {
    return (
      <WaitlistThanks title={m.content_lab_thanks_title()}>
        <p className="mt-3 text-muted">{m.content_lab_thanks_text()}</p>
      </WaitlistThanks>
    );
  }

  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <Badge tone="outline" size="lg" className="inline-flex items-center gap-2">
        <Sparkles aria-hidden="true" className="size-3.5" /> {m.content_offer_coming_soon()}
      </Badge>
      <h1 className="mt-4 text-4xl font-bold tracking-tight">{m.nav_automation_lab()}</h1>
      <p className="mt-3 max-w-2xl text-muted">{m.content_lab_intro()}</p>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {(
          [
            [m.content_lab_learn_title(), learn()],
            [m.content_lab_why_title(), why()],
          ] as const
        ).map(([title, items]) => (
          <Card key={title} className="p-6">
            <h2 className="text-lg font-semibold">{title}</h2>
            <CheckList items={items} className="mt-4 flex flex-col gap-2 text-sm" />
          </Card>
        ))}
      </div>
      <h2 className="mt-10 text-lg font-semibold">{m.content_lab_audience_title()}</h2>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={m.content_lab_audience_title()}>
        {audience().map((tag) => (
          <li key={tag} className="rounded-full bg-surface-raised px-3 py-1 text-sm">
            {tag}
          </li>
        ))}
      </ul>
      <WaitlistForm form={form} title={m.content_lab_form_title()} label={m.content_lab_form_submit()} busyLabel={m.content_lab_form_busy()} />
    </section>
  );
}
