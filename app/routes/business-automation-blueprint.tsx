import { Clock, TrendingUp, Users } from "~/components/icons";
import { data, Link } from "react-router";
import { getBotCheck } from "@server/botcheck/index";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { formRefusalHeaders, runPublicForm } from "@server/forms/public-form";
import { joinBlueprintEarlyAccess } from "@server/leads/blueprint";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { CheckList } from "~/components/marketing/check-list";
import { WaitlistForm, WaitlistThanks } from "~/components/marketing/waitlist-form";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckboxField } from "~/components/ui/field";
import type { FormResult } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { BLUEPRINT, WORKFLOW_ASSESSMENT } from "~/lib/offers";
import { clientAddressContext } from "~/lib/request-context";
import { blueprintSignupFields, blueprintSignupSchema, type BlueprintSignupField } from "~/lib/schemas/waitlist";
import { cacheablePage } from "~/lib/page-cache";
import type { Route } from "./+types/business-automation-blueprint";
import * as m from "~/paraglide/messages";
import { WithParts } from "~/components/marketing/with-parts";

function toasts(): FormToasts {
  return {
    success: [m.content_bab_toast_success_title(), m.content_bab_toast_success_text()],
    failure: [m.content_bab_toast_failure_title(), m.content_bab_toast_failure_text()],
  };
}
const BLUEPRINT_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };

export const handle = { ...cacheablePage, breadcrumb: () => BLUEPRINT.name() };

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: BLUEPRINT.name(),
    description: m.content_bab_meta_description(),
    location,
    matches,
  });

// A refusal's Retry-After reaches the visitor (React Router passes on only cookies otherwise).
export const headers: Route.HeadersFunction = formRefusalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const database = await db();
  const config = env();
  let newsletter = false;
  const { result, init } = await runPublicForm({ db: database, botCheck: getBotCheck() }, await request.formData(), {
    schema: blueprintSignupSchema,
    fields: blueprintSignupFields,
    clientAddress: context.get(clientAddressContext),
    formName: "blueprint",
    limit: BLUEPRINT_RATE_LIMIT,
    failureMessage: m.content_bab_toast_failure_text(),
    store: async (input) => {
      newsletter = input.newsletter;
      await joinBlueprintEarlyAccess(database, input, { inbox: config.INBOX_EMAIL, publicUrl: config.PUBLIC_URL });
    },
  });
  // The thank-you panel mentions the newsletter only to those who asked for it.
  return data<BlueprintAnswer>(result.ok ? { ...result, newsletter } : result, init);
}

type BlueprintAnswer = FormResult<BlueprintSignupField> & { newsletter?: boolean };

const benefits = () => [
  { Icon: Clock, title: m.content_bab_benefit_save_title(), text: m.content_bab_benefit_save_text() },
  { Icon: TrendingUp, title: m.content_bab_benefit_grow_title(), text: m.content_bab_benefit_grow_text() },
  { Icon: Users, title: m.content_bab_benefit_scale_title(), text: m.content_bab_benefit_scale_text() },
];
const youGet = () => [m.content_bab_get_map(), m.content_bab_get_workflows(), m.content_bab_get_tools()];
const perfectFor = () => [m.content_bab_for_freelancers(), m.content_bab_for_studios(), m.content_bab_for_coaches()];

export default function BlueprintPage({ actionData }: Route.ComponentProps) {
  const form = useFormAction({
    schema: blueprintSignupSchema,
    fields: blueprintSignupFields,
    toasts: toasts(),
    pageResult: actionData,
  });

  const { result } = form;
  if (result?.ok) {
    return (
      <WaitlistThanks title={m.content_bab_thanks_title()}>
        <p className="mt-3 text-muted">{m.content_bab_thanks_text()}</p>
        {result.newsletter && (
          <p className="mt-3 text-muted">{m.content_bab_thanks_newsletter()}</p>
        )}
      </WaitlistThanks>
    );
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <button type="button" disabled className={buttonClass("secondary")}>
        {m.content_offer_coming_soon()}
      </button>
      <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight">{m.content_bab_heading()}</h1>
      <p className="mt-4 text-lg">
        <WithParts
          text={m.content_bab_price({ earlyPrice: "{earlyPrice}", regular: "{regular}" })}
          parts={{
            earlyPrice: <span className="font-semibold">{BLUEPRINT.earlyAccessPrice}</span>,
            regular: <span className="text-muted">{m.content_bab_regular_price({ regularPrice: BLUEPRINT.regularPrice })}</span>,
          }}
        />
      </p>
      <p className="mt-4">
        <Link to={WORKFLOW_ASSESSMENT.path} className="text-accent underline underline-offset-2">
          {m.assessment_blueprint_link()}
        </Link>
      </p>
      <div className="mt-10 grid gap-4 md:grid-cols-3">
        {benefits().map(({ Icon, title, text }) => (
          <Card key={title} className="p-6">
            <Icon aria-hidden="true" className="size-6 text-accent" />
            <h2 className="mt-3 font-semibold">{title}</h2>
            <p className="mt-2 text-sm text-muted">{text}</p>
          </Card>
        ))}
      </div>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {(
          [
            [m.content_bab_get_title(), youGet()],
            [m.content_bab_for_title(), perfectFor()],
          ] as const
        ).map(([title, items]) => (
          <div key={title}>
            <h2 className="text-lg font-semibold">{title}</h2>
            <CheckList items={items} className="mt-3 flex flex-col gap-2 text-sm" />
          </div>
        ))}
      </div>
      <WaitlistForm
        form={form}
        title={m.content_bab_form_title()}
        label={m.content_bab_form_submit()}
        busyLabel={m.content_bab_form_busy()}
        footnote={
          <p className="text-sm text-muted">
            <Link to="/newsletter" className="text-accent underline">
              {m.content_bab_no_spam()}
            </Link>
          </p>
        }
      >
        <CheckboxField label={m.content_bab_newsletter_label()} hint={m.content_bab_newsletter_hint()} {...form.checkbox("newsletter")} />
      </WaitlistForm>
    </section>
  );
}
