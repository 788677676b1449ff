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
import { BLUEPRINT } from "~/lib/offers";
import { clientAddressContext } from "~/lib/request-context";
import { blueprintSignupFields, blueprintSignupSchema, type BlueprintSignupField } from "~/lib/schemas/waitlist";
import { cacheablePage } from "~/lib/page-cache";
import type { Route } from "./+types/business-automation-blueprint";

const TOASTS = {
  success: ["Success!", "Thank you for your interest! We'll be in touch soon with more information."],
  failure: ["Submission Failed", "There was an error submitting your information. Please try again."],
} as const satisfies FormToasts;
const BLUEPRINT_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };

export const handle = { ...cacheablePage, breadcrumb: () => "Business Automation Blueprint" };

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Business Automation Blueprint",
    description: "Early access to the Business Automation Blueprint for creative professionals.",
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
    failureMessage: TOASTS.failure[1]!,
    store: async (input) => {
      newsletter = input.newsletter;
      await joinBlueprintEarlyAccess(database, input, { inbox: config.INBOX_EMAIL, publicUrl: config.PUBLIC_URL });
    },
  });
  // The thank-you panel mentions the newsletter only to those who asked for it.
  return data<BlueprintAnswer>(result.ok ? { ...result, newsletter } : result, init);
}

type BlueprintAnswer = FormResult<BlueprintSignupField> & { newsletter?: boolean };

const BENEFITS = [
  { Icon: Clock, title: "Save hours every week", text: "Find the repetitive steps in your week that a workflow can do for you." },
  { Icon: TrendingUp, title: "Grow your revenue", text: "Spend the time you win on paid work and on the clients you want." },
  { Icon: Users, title: "Scale without hiring", text: "Handle more projects with the tools you have, before you add people." },
];
const YOU_GET = ["A map of your business's processes and where automation fits", "Step-by-step workflows for common creative-business tasks", "Tool recommendations from this directory, matched to each step"];
const PERFECT_FOR = ["Freelance designers, writers and photographers", "Small studios and agencies", "Coaches and consultants who sell their expertise"];

export default function BlueprintPage({ actionData }: Route.ComponentProps) {
  const form = useFormAction({
    schema: blueprintSignupSchema,
    fields: blueprintSignupFields,
    toasts: TOASTS,
    pageResult: actionData,
  });

  const { result } = form;
  if (result?.ok) {
    return (
      <WaitlistThanks title="Thank You for Your Interest!">
        <p className="mt-3 text-muted">You are on the early-access list for the Business Automation Blueprint.</p>
        {result.newsletter && (
          <p className="mt-3 text-muted">
            You asked for the newsletter too: if this address is not subscribed yet, a link to confirm it is on its way. Nothing is sent unless you confirm.
          </p>
        )}
      </WaitlistThanks>
    );
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <button type="button" disabled className={buttonClass("secondary")}>
        Coming Soon
      </button>
      <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight">The Business Automation Blueprint: a plan for running your creative business with less busywork</h1>
      <p className="mt-4 text-lg">
        <span className="font-semibold">{BLUEPRINT.earlyAccessPrice}</span> at early access <span className="text-muted">(regular price {BLUEPRINT.regularPrice})</span>
      </p>
      <div className="mt-10 grid gap-4 md:grid-cols-3">
        {BENEFITS.map(({ Icon, title, text }) => (
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
            ["What you get", YOU_GET],
            ["Perfect for", PERFECT_FOR],
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
        title="Get early access"
        label="Get Early Access"
        busyLabel="Submitting..."
        footnote={
          <p className="text-sm text-muted">
            <Link to="/newsletter" className="text-accent underline">
              No spam. Unsubscribe anytime.
            </Link>
          </p>
        }
      >
        <CheckboxField label="Also subscribe me to the newsletter" hint="We e-mail you a link to confirm first; nothing is sent unless you confirm." {...form.checkbox("newsletter")} />
      </WaitlistForm>
    </section>
  );
}
