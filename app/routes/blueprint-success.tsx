import { CheckCircle2, Clock, Info, Mail } from "~/components/icons";
import { Link } from "react-router";
import { db } from "@server/db/index";
import { findBlueprintLead } from "@server/leads/blueprint";
import { log } from "@server/log/index";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import { BLUEPRINT } from "~/lib/offers";
import { CONTACT_EMAIL } from "~/lib/site";
import type { Route } from "./+types/blueprint-success";
import { Card } from "~/components/ui/card";
import { WithParts } from "~/components/marketing/with-parts";
import * as m from "~/paraglide/messages";

const nextSteps = () => [m.content_bs_step_assessment(), m.content_bs_step_analyse(), m.content_bs_step_blueprint(), m.content_bs_step_tools(), m.content_bs_step_roadmap()];

/**
 * What the page may say: a payment only when the team has marked the lead paid;
 * a lead not marked yet is told its payment is being confirmed; no lead, no claim.
 */
type PaymentPage =
  | { state: "paid"; firstName: string; leadId: string }
  | { state: "confirming"; firstName: string }
  | { state: "no-order" }
  | { state: "unavailable" };

// The address says "success"; the crumb must not, for a page that may have none to report.
export const handle = { breadcrumb: () => m.content_bs_order({ name: BLUEPRINT.name() }) };

export async function loader({ request }: Route.LoaderArgs): Promise<PaymentPage> {
  const leadId = new URL(request.url).searchParams.get("lead_id") ?? "";
  if (!leadId) return { state: "no-order" };
  try {
    const lead = await findBlueprintLead(await db(), leadId);
    if (!lead) return { state: "no-order" };
    return lead.paid ? { state: "paid", firstName: lead.firstName, leadId } : { state: "confirming", firstName: lead.firstName };
  } catch (error) {
    log.error({ err: error }, "The lead of a payment page could not be read");
    return { state: "unavailable" };
  }
}

const TITLES: Record<PaymentPage["state"], () => string> = {
  paid: m.content_bs_paid_title,
  confirming: m.content_bs_confirming_title,
  "no-order": () => m.content_bs_order({ name: BLUEPRINT.name() }),
  unavailable: () => m.content_bs_order({ name: BLUEPRINT.name() }),
};

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => [
  ...pageMeta({ title: TITLES[loaderData?.state ?? "no-order"](), location, matches }),
  { name: "robots", content: "noindex" },
];

function Support() {
  return (
    <p className="mt-8 flex flex-wrap items-center justify-center gap-2 text-sm text-muted">
      <Mail aria-hidden="true" className="size-4" />{" "}
      <WithParts
        text={m.content_bs_support({ email: "{email}" })}
        parts={{
          email: (
            <a href={`mailto:${CONTACT_EMAIL}`} className="text-accent underline">
              {CONTACT_EMAIL}
            </a>
          ),
        }}
      />
    </p>
  );
}

function Paid({ firstName, leadId }: { firstName: string; leadId: string }) {
  return (
    <>
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-accent" />
      <h1 className="mt-6 text-4xl font-bold tracking-tight">{m.content_bs_paid_heading()}</h1>
      <p className="mt-4 text-lg text-muted">{m.content_bs_paid_text({ firstName })}</p>
      <Link to={`/blueprint-details?lead_id=${encodeURIComponent(leadId)}`} className={buttonClass("primary", "mt-8")}>
        {m.content_bs_start_now()}
      </Link>
      <Card className="mt-12 p-6 text-left">
        <h2 className="text-xl font-semibold">{m.content_bs_next_title()}</h2>
        <ol className="mt-4 list-decimal space-y-2 pl-5 text-muted">
          {nextSteps().map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Card>
    </>
  );
}

function Confirming({ firstName }: { firstName: string }) {
  return (
    <div role="status">
      <Clock aria-hidden="true" className="mx-auto size-14 text-accent" />
      <h1 className="mt-6 text-4xl font-bold tracking-tight">{m.content_bs_confirming_heading()}</h1>
      <p className="mt-4 text-lg text-muted">{m.content_bs_confirming_text({ firstName })}</p>
    </div>
  );
}

function NoOrder({ unavailable }: { unavailable: boolean }) {
  return (
    <>
      <Info aria-hidden="true" className="mx-auto size-14 text-accent" />
      <h1 className="mt-6 text-4xl font-bold tracking-tight">{BLUEPRINT.name()}</h1>
      <p className="mt-4 text-lg text-muted">
        {unavailable ? m.content_bs_unavailable() : m.content_bs_no_order()}
      </p>
      <Link to={BLUEPRINT.path} className={buttonClass("primary", "mt-8")}>
        {m.content_bs_about({ name: BLUEPRINT.name() })}
      </Link>
    </>
  );
}

export default function BlueprintSuccessPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      {loaderData.state === "paid" ? (
        <Paid firstName={loaderData.firstName} leadId={loaderData.leadId} />
      ) : loaderData.state === "confirming" ? (
        <Confirming firstName={loaderData.firstName} />
      ) : (
        <NoOrder unavailable={loaderData.state === "unavailable"} />
      )}
      <Support />
    </section>
  );
}
