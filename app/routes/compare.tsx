import { Columns3 } from "~/components/icons";
import { Link } from "react-router";
import { db } from "@server/db/index";
import { findLinksVerifiedAt } from "@server/links/checker";
import { findToolsToCompare } from "@server/tools/queries";
import { AddToComparison, RemoveFromComparison, useComparisonEditor } from "~/components/compare-editor";
import { OutboundLink } from "~/components/outbound-link";
import { ToolLogo } from "~/components/tool-logo";
import { buttonClass } from "~/components/ui/button";
import { readCompareParam } from "~/lib/compare";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { toolFact, type ToolFactKey } from "~/lib/tool-facts";
import { sourceGroupOf, sourceHost, wholeSources } from "~/lib/fact-sources";
import { factLabel, factText, originalLang, platformName, pricingLabel, taskLabel } from "~/lib/catalogue-labels";
import * as m from "~/paraglide/messages";
import { cacheablePage } from "~/lib/page-cache";
import type { Route } from "./+types/compare";
import { CategoryNameText } from "~/components/category-name";

export const handle = cacheablePage;

export async function loader({ request }: Route.LoaderArgs) {
  const database = await db();
  const tools = await findToolsToCompare(database, readCompareParam(new URL(request.url).searchParams.get("tools")));
  const links = await Promise.all(tools.map((tool) => findLinksVerifiedAt(database, tool.id)));
  return { tools: tools.map((tool, index) => ({ ...tool, linksVerifiedAt: links[index]!.verifiedAt })) };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => [
  ...pageMeta({
    title: loaderData?.tools.length ? m.catalogue_compare_meta_title({ names: loaderData.tools.map((tool) => tool.name).join(", ") }) : m.catalogue_compare_title(),
    description: m.catalogue_compare_meta_description(),
    location,
    matches,
  }),
  // Every combination is its own address: none of them is a page for search engines.
  { name: "robots", content: "noindex" },
];

/** The first column, the fact names: it keeps its place while the tools scroll sideways. */
const STICKY = "sticky left-0 z-10 border-r border-border bg-surface";

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { tools } = loaderData;
  const editor = useComparisonEditor(tools);
  type Row = { label: string; cell: (tool: (typeof tools)[number]) => React.ReactNode };
  // A reported fact says by whom; a free plan's limits only where there is a free plan.
  const factRow = (key: ToolFactKey): Row => {
    const definition = toolFact(key);
    const group = sourceGroupOf(key);
    return {
      label: factLabel(definition),
      cell: (tool) => {
        const sources = wholeSources(tool.factSources);
        if (group === "freePlanLimits" && tool.freeTier !== true) return tool.freeTier === false ? m.catalogue_fact_no_free_plan() : m.catalogue_unknown();
        const source = group ? sources[group] : null;
        return (
          <>
            {factText(definition, tool)}
            {source?.kind === "report" && <span className="block text-xs text-muted">{m.catalogue_compare_reported({ host: sourceHost(source.url) })}</span>}
          </>
        );
      },
    };
  };
  const rows: Row[] = [
    { label: m.catalogue_compare_category(), cell: (tool) => (tool.categorySlug ? <Link to={`/category/${tool.categorySlug}`} className="text-accent hover:underline"><CategoryNameText slug={tool.categorySlug} name={tool.categoryName ?? ""} /></Link> : m.catalogue_compare_none()) },
    { label: m.catalogue_compare_pricing(), cell: (tool) => pricingLabel(tool.pricing) },
    { label: m.catalogue_compare_what_it_does(), cell: (tool) => (originalLang() ? <span lang={originalLang()}>{tool.description}</span> : tool.description) },
    factRow("freeTier"),
    factRow("startingPrice"),
    factRow("freeWatermark"),
    factRow("freeCardRequired"),
    factRow("freeAllowance"),
    { label: m.catalogue_compare_runs_on(), cell: (tool) => (tool.platforms.length ? tool.platforms.map(platformName).join(", ") : m.catalogue_unknown()) },
    { label: m.catalogue_compare_use_it_to(), cell: (tool) => (tool.useCases.length ? tool.useCases.map(taskLabel).join("; ") : m.catalogue_unknown()) },
    factRow("openSource"),
    factRow("commercialFree"),
    factRow("commercialPaid"),
    factRow("trainsOnContent"),
    { label: m.catalogue_compare_status(), cell: (tool) => (tool.status === "discontinued" ? m.catalogue_compare_discontinued() : m.catalogue_compare_available()) },
    { label: m.catalogue_compare_website(), cell: (tool) => <OutboundLink href={tool.exploreNowLink} visitOf={tool.slug} className="text-accent underline">{m.catalogue_compare_visit()}</OutboundLink> },
    { label: m.catalogue_compare_pricing_page(), cell: (tool) => (tool.seePricingLink ? <OutboundLink href={tool.seePricingLink} className="text-accent underline">{m.catalogue_compare_see_pricing()}</OutboundLink> : m.catalogue_compare_not_known()) },
    { label: m.catalogue_compare_links_checked(), cell: (tool) => (tool.linksVerifiedAt ? formatDate(tool.linksVerifiedAt) : m.catalogue_compare_not_yet()) },
  ];
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-4xl font-bold tracking-tight">
        <Columns3 aria-hidden="true" className="size-8 text-accent" /> {m.catalogue_compare_title()}
      </h1>
      <div className="mt-8">
        <AddToComparison editor={editor} />
      </div>
      {tools.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-border p-10 text-center">
          <p className="text-lg font-medium">{m.catalogue_compare_empty()}</p>
          <p className="mt-2 text-muted">{m.catalogue_compare_empty_hint()}</p>
          <Link to="/tools" className={buttonClass("primary", "mt-6")}>
            {m.catalogue_compare_browse()}
          </Link>
        </div>
      ) : (
        // Positioned, so that what is drawn outside the flow (screen-reader-only text) stays inside the scrolling box too.
        // Its own scrolling box, as high as the screen below the header: the tools' names stay on top while the facts scroll up under them.
        <div role="region" aria-label={m.catalogue_compare_table()} tabIndex={0} className="relative mt-6 max-h-[calc(100dvh-6rem)] overflow-auto rounded-2xl border border-border">
          {/* The fact names stay in view while the tools' columns scroll sideways under them. */}
          <table className="w-full table-fixed text-left text-sm" style={{ minWidth: `${8 + tools.length * 11}rem` }}>
            <caption className="sr-only">{m.catalogue_compare_caption()}</caption>
            <colgroup>
              <col className="w-32 sm:w-44" />
              {tools.map((tool) => (
                <col key={tool.id} />
              ))}
            </colgroup>
            <thead className="sticky top-0 z-20 border-b border-border bg-surface shadow-[0_1px_0_var(--border)]">
              <tr>
                <th scope="col" className={`${STICKY} p-3 sm:p-4`}>
                  <span className="sr-only">{m.catalogue_compare_detail()}</span>
                </th>
                {tools.map((tool) => (
                  <th key={tool.id} scope="col" className="px-3 pt-4 align-top sm:px-4">
                    <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-3">
                      <ToolLogo src={tool.logoUrl} name={tool.name} categoryIcon={tool.categoryIcon} colour={tool.categoryColour} size={40} />
                      <Link to={`/tools/${tool.slug}`} className="text-base font-semibold hover:underline [overflow-wrap:anywhere]">
                        {tool.name}
                      </Link>
                    </div>
                  </th>
                ))}
              </tr>
              <tr>
                <td className={STICKY} />
                {tools.map((tool) => (
                  <td key={tool.id} className="px-3 pb-2 sm:px-4">
                    <RemoveFromComparison tool={tool} editor={editor} />
                  </td>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className={`${STICKY} p-3 align-top font-medium text-muted sm:p-4`}>
                    {row.label}
                  </th>
                  {tools.map((tool) => (
                    <td key={tool.id} className="p-3 align-top [overflow-wrap:anywhere] sm:p-4">
                      {row.cell(tool)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
