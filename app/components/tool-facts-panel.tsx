import { Link } from "react-router";
import { monthYear, platformLabel, publicLabel, TOOL_FACTS, labelOfUseCase, visitorFactText, type ToolFactValues } from "~/lib/tool-facts";
import { formatDate } from "~/lib/dates";
import { LINK_NAMES } from "~/lib/public-changes";
import { OutboundLink } from "./outbound-link";

/** What the panel shows: the tool's facts as stored, and the few listing fields it names. */
export type ToolFacts = ToolFactValues & { name: string; pricing: string; seePricingLink: string | null };

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-border py-3 last:border-b-0 sm:flex-row sm:gap-4">
      <dt className="shrink-0 text-sm text-muted sm:w-48">{term}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

/** A source page that changed since the facts were checked against it, until an admin has checked them again. */
export interface ChangedSource {
  kind: "pricing" | "terms";
  detectedAt: Date | string;
}

const ROWS = TOOL_FACTS.filter((definition) => "row" in definition && definition.row);

/**
 * What a creative professional asks before trying a tool: what it is good
 * for, what it costs, where it runs, and whether its outputs may go into
 * client work. Anything not on record says "Unknown".
 */
export function ToolFactsPanel({ tool, changedSources = [] }: { tool: ToolFacts; changedSources?: ChangedSource[] }) {
  const asOf = monthYear(tool.termsAsOf);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="features-heading" className="rounded-3xl border border-border bg-surface p-6">
        <h2 id="features-heading" className="text-xl font-semibold">
          Key features
        </h2>
        {tool.features.length > 0 ? (
          <ul className="mt-4 list-disc space-y-2 pl-5 text-sm">
            {tool.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-muted">Not on record yet.</p>
        )}
        <h3 className="mt-6 text-base font-semibold">Use it to</h3>
        {tool.useCases.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Use cases">
            {tool.useCases.map((slug) => (
              <li key={slug}>
                <Link to={`/tools?task=${slug}`} className="inline-flex min-h-9 items-center rounded-full border border-border px-3 text-sm hover:border-accent">
                  {labelOfUseCase(slug) ?? slug}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-muted">Not on record yet.</p>
        )}
        <h3 className="mt-6 text-base font-semibold">Runs on</h3>
        <p className="mt-2 text-sm">{tool.platforms.length > 0 ? tool.platforms.map((slug) => platformLabel(slug) ?? slug).join(", ") : "Unknown"}</p>
      </section>

      <section aria-labelledby="terms-heading" className="rounded-3xl border border-border bg-surface p-6">
        <h2 id="terms-heading" className="text-xl font-semibold">
          Pricing and terms
        </h2>
        <dl className="mt-2">
          <Fact term="Pricing model">{tool.pricing}</Fact>
          {ROWS.map((definition) => (
            <Fact key={definition.key} term={publicLabel(definition)}>
              {visitorFactText(definition, tool)}
            </Fact>
          ))}
        </dl>
        {tool.termsNote && <p className="mt-3 text-sm">{tool.termsNote}</p>}
        {changedSources.map((source) => (
          <p key={source.kind} role="note" className="mt-3 rounded-xl border border-border bg-background p-3 text-sm">
            {`${tool.name}'s ${LINK_NAMES[source.kind]} changed on `}
            <time dateTime={new Date(source.detectedAt).toISOString()}>{formatDate(source.detectedAt)}</time>
            {asOf ? `; our summary describes ${asOf}.` : "; check it before relying on our summary."}
          </p>
        ))}
        <p className="mt-4 text-xs text-muted">
          {tool.termsSource ? (
            <>
              From{" "}
              <a href={tool.termsSource} target="_blank" rel="noopener noreferrer external" className="text-accent underline">
                {tool.name}'s terms
              </a>
              {asOf ? `, as of ${asOf}` : ""}. Terms change: check them before client work.
            </>
          ) : (
            "We have no record of these terms yet: check the tool's own terms before client work."
          )}
        </p>
        {tool.seePricingLink && (
          <OutboundLink href={tool.seePricingLink} className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline">
            Current prices on {tool.name}'s site
          </OutboundLink>
        )}
      </section>
    </div>
  );
}
