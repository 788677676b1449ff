import { ClipboardCheck, Info } from "~/components/icons";
import { Link } from "react-router";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { findPaidLeadFirstName } from "@server/leads/blueprint";
import { log } from "@server/log/index";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import { WORKFLOW_ASSESSMENT } from "~/lib/offers";
import type { Route } from "./+types/assessment";
import { IconTile } from "~/components/ui/icon-tile";
import { Card } from "~/components/ui/card";
import * as m from "~/paraglide/messages";

const LEAD_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The frame's address: the configured widget, with the lead's id passed through when there is one. */
function frameUrl(base: string, leadId: string | undefined): string {
  const url = new URL(base);
  if (leadId) url.searchParams.set("lead_id", leadId);
  return url.toString();
}

export async function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("lead_id") ?? "";
  const leadId = LEAD_ID.test(requested) ? requested : undefined;
  let firstName: string | undefined;
  if (leadId) {
    try {
      firstName = await findPaidLeadFirstName(await db(), leadId);
    } catch (error) {
      // The assessment still opens; only the greeting is missing.
      log.error({ err: error }, "The lead of an assessment page could not be read");
    }
  }
  const widget = env().ASSESSMENT_URL;
  return { firstName, frameSrc: widget ? frameUrl(widget, leadId) : undefined };
}

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: WORKFLOW_ASSESSMENT.name(), description: m.content_assessment_meta_description(), location, matches }),
  // A page per lead: never indexed.
  { name: "robots", content: "noindex" },
];

export default function AssessmentPage({ loaderData }: Route.ComponentProps) {
  const { firstName, frameSrc } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <IconTile icon={ClipboardCheck} size="md" />
      <h1 className="mt-4 text-4xl font-bold tracking-tight">{firstName ? m.content_assessment_welcome({ firstName }) : WORKFLOW_ASSESSMENT.name()}</h1>
      <p className="mt-3 max-w-2xl text-muted">
        {firstName ? m.content_assessment_paid_intro() : m.content_assessment_intro()}
      </p>
      {frameSrc ? (
        <iframe
          src={frameSrc}
          title={WORKFLOW_ASSESSMENT.name()}
          className="mt-8 h-[80vh] min-h-[600px] w-full rounded-2xl border border-border bg-surface"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
        />
      ) : (
        <Card role="status" className="mt-8 flex gap-3 p-6">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
          <div>
            <p className="font-semibold">{m.content_assessment_unconfigured_title()}</p>
            <p className="mt-1 text-muted">{m.content_assessment_unconfigured_text()}</p>
            <Link to="/contact" className={buttonClass("secondary", "mt-4")}>
              {m.content_assessment_contact()}
            </Link>
          </div>
        </Card>
      )}
    </section>
  );
}
