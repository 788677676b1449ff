import { CheckCircle2, Mail } from "~/components/icons";
import { Link } from "react-router";
import { db } from "@server/db/index";
import { findPaidLeadFirstName } from "@server/leads/blueprint";
import { log } from "@server/log/index";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import { CONTACT_EMAIL } from "~/lib/site";
import type { Route } from "./+types/blueprint-success";

const NEXT_STEPS = [
  "Take the assessment: 15-20 questions, about 10 minutes.",
  "We analyse your answers with AI to find the gaps in your workflow.",
  "You receive your personalised Business Automation Blueprint.",
  "We match you with vetted tools for each step.",
  "You get a 90-day roadmap to put it in place.",
];

export async function loader({ request }: Route.LoaderArgs) {
  const leadId = new URL(request.url).searchParams.get("lead_id") ?? "";
  let firstName: string | undefined;
  try {
    firstName = leadId ? await findPaidLeadFirstName(await db(), leadId) : undefined;
  } catch (error) {
    log.error({ err: error }, "The lead of a payment page could not be read");
  }
  return { firstName, leadId: /^[A-Za-z0-9_-]{16,64}$/.test(leadId) ? leadId : "" };
}

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Payment Successful", location, matches }),
  { name: "robots", content: "noindex" },
];

export default function BlueprintSuccessPage({ loaderData }: Route.ComponentProps) {
  const { firstName, leadId } = loaderData;
  const assessment = leadId ? `/blueprint-details?lead_id=${encodeURIComponent(leadId)}` : "/blueprint-details";
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-accent" />
      <h1 className="mt-6 text-4xl font-bold tracking-tight">Payment Successful!</h1>
      <p className="mt-4 text-lg text-muted">
        {firstName ? `Thank you, ${firstName}!` : "Thank you!"} Check your email for the link to your assessment, or start it now.
      </p>
      <Link to={assessment} className={buttonClass("primary", "mt-8")}>
        Start Assessment Now
      </Link>
      <div className="mt-12 rounded-2xl border border-border bg-surface p-6 text-left">
        <h2 className="text-xl font-semibold">What happens next</h2>
        <ol className="mt-4 list-decimal space-y-2 pl-5 text-muted">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <p className="mt-8 flex items-center justify-center gap-2 text-sm text-muted">
        <Mail aria-hidden="true" className="size-4" /> Questions? Write to{" "}
        <a href={`mailto:${CONTACT_EMAIL}`} className="text-accent underline">
          {CONTACT_EMAIL}
        </a>
      </p>
    </section>
  );
}
