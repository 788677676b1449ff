import { Link } from "react-router";
import { monthYear, TOOL_FACTS, type ToolFactValues } from "~/lib/tool-facts";
import { FACT_SOURCE_GROUPS, sourceGroupOf, sourceHost, wholeSources, type FactSource, type FactSourceGroup, type FactSources } from "~/lib/fact-sources";
import { factLabel, factText, linkName, originalLang, platformName, pricingLabel, slot, taskLabel, withSlots } from "~/lib/catalogue-labels";
import * as m from "~/paraglide/messages";
import { formatDate } from "~/lib/dates";
import { OutboundLink } from "./outbound-link";

/** What the panel shows: the tool's facts as stored, where they were read, and the few listing fields it names. */
export type ToolFacts = ToolFactValues & { name: string; pricing: string; seePricingLink: string | null; factSources: Partial<FactSources> };

/** One row; a fact not on record reads as such, not in an answer's weight. */
function Fact({ term, unknown = false, children }: { term: string; unknown?: boolean; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-border py-3 last:border-b-0 sm:flex-row sm:gap-4">
      <dt className="shrink-0 text-sm text-muted sm:w-48">{term}</dt>
      <dd className={unknown ? "text-sm italic text-muted" : "text-sm font-medium"} data-unknown={unknown || undefined}>
        {children}
      </dd>
    </div>
  );
}

/** A source page that changed since the facts were checked against it, until an admin has checked them again. */
export interface ChangedSource {
  kind: "pricing" | "terms";
  detectedAt: Date | string;
}

const ROWS = TOOL_FACTS.filter((definition) => "row" in definition && definition.row);

const GROUP_NAMES: Record<FactSourceGroup, () => string> = {
  price: m.catalogue_source_group_price,
  commercialUse: m.catalogue_source_group_commercial_use,
  training: m.catalogue_source_group_training,
  freePlanLimits: m.catalogue_source_group_free_plan_limits,
};

/** One group's source: whose page, which month, when read, and the sentence a click away. */
function SourceLine({ group, source, name }: { group: FactSourceGroup; source: FactSource; name: string }) {
  const words = { group: GROUP_NAMES[group](), host: slot("host"), name, month: monthYear(source.asOf) ?? m.catalogue_source_undated(), read: monthYear(source.checkedOn.slice(0, 7)) ?? source.checkedOn };
  return (
    <li className="text-xs text-muted" data-source-group={group} data-source-kind={source.kind}>
      {withSlots(source.kind === "maker" ? m.catalogue_source_maker(words) : m.catalogue_source_report(words), {
        host: (
          <a href={source.url} target="_blank" rel="noopener noreferrer external" className="text-accent underline">
            {sourceHost(source.url)}
          </a>
        ),
      })}
      <details className="mt-1">
        <summary className="cursor-pointer text-accent">{m.catalogue_source_quote()}</summary>
        <blockquote lang="en" cite={source.url} className="mt-1 border-l-2 border-border pl-3 italic">
          {source.quote}
        </blockquote>
      </details>
    </li>
  );
}

/**
 * What a creative professional asks before trying a tool: what it is good
 * for, what it costs, where it runs, and whether its outputs may go into
 * client work. Anything not on record says "Unknown".
 */
/** `suggestPath`: where a reader suggests a value, with its source, for a deciding fact not on record. */
export function ToolFactsPanel({ tool, changedSources = [], suggestPath }: { tool: ToolFacts; changedSources?: ChangedSource[]; suggestPath?: string }) {
  const sources = wholeSources(tool.factSources);
  const rows = ROWS.filter((definition) => sourceGroupOf(definition.key) !== "freePlanLimits" || tool.freeTier === true);
  const cited = FACT_SOURCE_GROUPS.filter((group) => sources[group] && (group !== "freePlanLimits" || tool.freeTier === true));
  const termsMonth = monthYear(tool.termsAsOf);
  // A changed page's note names the month the summary read from it describes.
  const describes = (kind: ChangedSource["kind"]) => monthYear((kind === "pricing" ? sources.price : (sources.commercialUse ?? sources.training))?.asOf ?? (kind === "terms" ? tool.termsAsOf : null));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="features-heading" className="rounded-3xl border border-border bg-surface p-6">
        <h2 id="features-heading" className="text-xl font-semibold">
          {m.catalogue_facts_features()}
        </h2>
        {tool.features.length > 0 ? (
          <ul lang={originalLang()} className="mt-4 list-disc space-y-2 pl-5 text-sm">
            {tool.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-muted">{m.catalogue_facts_not_on_record()}</p>
        )}
        <h3 className="mt-6 text-base font-semibold">{m.catalogue_facts_use_it_to()}</h3>
        {tool.useCases.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={m.catalogue_facts_use_cases()}>
            {tool.useCases.map((slug) => (
              <li key={slug}>
                <Link to={`/tools?task=${slug}`} className="inline-flex min-h-9 items-center rounded-full border border-border px-3 text-sm hover:border-accent">
                  {taskLabel(slug)}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-muted">{m.catalogue_facts_not_on_record()}</p>
        )}
        <h3 className="mt-6 text-base font-semibold">{m.catalogue_facts_runs_on()}</h3>
        <p className="mt-2 text-sm">{tool.platforms.length > 0 ? tool.platforms.map(platformName).join(", ") : m.catalogue_unknown()}</p>
      </section>

      <section aria-labelledby="terms-heading" className="rounded-3xl border border-border bg-surface p-6">
        <h2 id="terms-heading" className="text-xl font-semibold">
          {m.catalogue_facts_pricing_terms()}
        </h2>
        <dl className="mt-2">
          <Fact term={m.catalogue_facts_pricing_model()}>{pricingLabel(tool.pricing)}</Fact>
          {rows.map((definition) => {
            const text = factText(definition, tool);
            const unknown = text === m.catalogue_unknown();
            return (
              <Fact key={definition.key} term={factLabel(definition)} unknown={unknown}>
                {text}
                {/* The deciding facts, which stand on a source, are the ones a reader can suggest (app/lib/editable-facts.ts). */}
                {unknown && suggestPath && sourceGroupOf(definition.key) && definition.key !== "termsNote" && (
                  <>
                    {" · "}
                    <Link to={suggestPath} className="not-italic text-accent underline underline-offset-2">
                      {m.makers_unknown_suggest()}
                    </Link>
                  </>
                )}
              </Fact>
            );
          })}
        </dl>
        {tool.termsNote && <p lang={originalLang()} className="mt-3 text-sm">{tool.termsNote}</p>}
        {changedSources.map((source) => (
          <p key={source.kind} role="note" className="mt-3 rounded-xl border border-border bg-background p-3 text-sm">
            {withSlots(m.catalogue_facts_source_changed({ name: tool.name, page: linkName(source.kind), date: slot("date") }), {
              date: <time dateTime={new Date(source.detectedAt).toISOString()}>{formatDate(source.detectedAt)}</time>,
            })}
            {describes(source.kind) ? m.catalogue_facts_summary_describes({ month: describes(source.kind)! }) : m.catalogue_facts_check_first()}
          </p>
        ))}
        <h3 className="mt-5 text-sm font-semibold">{m.catalogue_sources_heading()}</h3>
        {cited.length > 0 ? (
          <ul className="mt-2 space-y-2">
            {cited.map((group) => (
              <SourceLine key={group} group={group} source={sources[group]!} name={tool.name} />
            ))}
          </ul>
        ) : null}
        {!sources.commercialUse && !sources.training && tool.termsSource ? (
          // Terms an admin set with the page they were read on, before sources were kept per group.
          <p className="mt-2 text-xs text-muted">
            {withSlots(termsMonth ? m.catalogue_facts_terms_from_as_of({ terms: slot("terms"), month: termsMonth }) : m.catalogue_facts_terms_from({ terms: slot("terms") }), {
              terms: (
                <a href={tool.termsSource} target="_blank" rel="noopener noreferrer external" className="text-accent underline">
                  {m.catalogue_facts_terms_link({ name: tool.name })}
                </a>
              ),
            })}
          </p>
        ) : (
          cited.length === 0 && <p className="mt-2 text-xs text-muted">{m.catalogue_sources_none()}</p>
        )}
        {tool.seePricingLink && (
          <OutboundLink href={tool.seePricingLink} className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline">
            {m.catalogue_facts_current_prices({ name: tool.name })}
          </OutboundLink>
        )}
      </section>
    </div>
  );
}
