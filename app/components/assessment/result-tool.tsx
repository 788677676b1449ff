import { Link } from "react-router";
import type { NeedStatus } from "@server/assessment/match";
import type { RecommendedTool } from "@server/assessment/results";
import { FavoriteButton } from "~/components/favorite-button";
import { ToolLogo } from "~/components/tool-logo";
import { requirementLabel } from "~/lib/assessment-labels";
import { factLabel, factText } from "~/lib/catalogue-labels";
import { sourceGroupOf, sourceHost, type FactSource } from "~/lib/fact-sources";
import { monthYear, toolFact } from "~/lib/tool-facts";
import * as m from "~/paraglide/messages";

const STATUS_WORDS: Record<NeedStatus, () => string> = { met: m.assessment_status_met, unmet: m.assessment_status_unmet, unknown: m.assessment_status_unknown };
const STATUS_LOOK: Record<NeedStatus, string> = { met: "font-semibold text-accent", unmet: "font-semibold text-danger", unknown: "italic text-muted" };

function SourceNote({ source }: { source: FactSource | null }) {
  if (!source) return <span className="italic text-muted">{m.assessment_source_none()}</span>;
  const month = monthYear(source.asOf);
  const who = source.kind === "maker" ? m.assessment_source_maker() : m.assessment_source_report({ host: sourceHost(source.url) });
  return (
    <a href={source.url} rel="noopener noreferrer nofollow" target="_blank" className="underline underline-offset-2 hover:text-accent">
      {month ? `${who}, ${month}` : who}
    </a>
  );
}

/** A recommended tool: each need it was checked against, the facts that decided it and where each was read. */
export function ResultTool({ tool }: { tool: RecommendedTool }) {
  return (
    <li className="rounded-2xl border border-border bg-surface p-4">
      <div className="flex items-center gap-3">
        <ToolLogo src={tool.logoUrl} name={tool.name} categoryIcon={null} colour={null} size={40} />
        <h4 className="min-w-0 flex-1 text-lg font-semibold">
          <Link to={`/tools/${tool.slug}`} className="hover:text-accent" aria-label={m.assessment_open_tool({ name: tool.name })}>
            {tool.name}
          </Link>
        </h4>
        <FavoriteButton toolId={tool.id} toolName={tool.name} />
      </div>
      <dl className="mt-3 grid gap-2 text-sm">
        {tool.checks.map((check) => {
          const group = sourceGroupOf(check.facts[0] ?? "freeTier");
          return (
            <div key={check.requirement} className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-3">
              <dt className="font-medium">{requirementLabel(check.requirement)}</dt>
              <dd>
                <span className={STATUS_LOOK[check.status]}>{STATUS_WORDS[check.status]()}</span>
                <span className="text-muted">
                  {" · "}
                  {check.facts.map((key) => `${factLabel(toolFact(key))}: ${factText(toolFact(key), tool)}`).join("; ")}
                </span>
                {group && (
                  <span className="block text-xs text-muted">
                    <SourceNote source={tool.factSources[group]} />
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </li>
  );
}
