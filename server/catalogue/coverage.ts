/**
 * How much of the catalogue's deciding facts is known, and from whom: for every tool, and for the
 * most notable (the order /tools opens with on a fresh install: each category's leaders by their
 * place, then the rest by name). Each fact counts as read on the maker's own page, reported by a
 * third party, or unknown. Read by `npm run catalogue:coverage`.
 */
import type { FactSourceGroup, SourceKind } from "~/lib/fact-sources";
import type { Catalogue, CatalogueTool } from "./file";

/** How many of the most notable tools the report looks at besides all of them. */
export const NOTABLE_COUNT = 300;

interface FactCoverage {
  fact: string;
  group: FactSourceGroup;
  known: (tool: CatalogueTool) => boolean;
}

const FACTS: FactCoverage[] = [
  { fact: "Starting price (or free)", group: "price", known: (tool) => tool.startingPrice !== null || (tool.pricing === "Free" && tool.freeTier === true) },
  { fact: "Free plan: yes or no", group: "price", known: (tool) => typeof tool.freeTier === "boolean" },
  { fact: "Commercial use, paid plans", group: "commercialUse", known: (tool) => tool.commercialUse.paidPlans !== "unknown" },
  { fact: "Commercial use, free plan (or none)", group: "commercialUse", known: (tool) => tool.commercialUse.freePlan !== "unknown" },
  { fact: "Training on your content", group: "training", known: (tool) => tool.commercialUse.trainsOnUserContent !== "unknown" },
  {
    fact: "Free-plan limits",
    group: "freePlanLimits",
    known: (tool) => tool.freePlanLimits.watermark !== "unknown" || tool.freePlanLimits.cardRequired !== "unknown" || tool.freePlanLimits.allowance !== null,
  },
];

export type SourceCounts = Record<SourceKind | "unknown", number>;

export interface CoverageRow {
  fact: string;
  all: SourceCounts;
  notable: SourceCounts;
}

export interface CatalogueCoverage {
  tools: number;
  notable: number;
  rows: CoverageRow[];
  /** Tools that show the maker's own mark rather than initials. */
  logos: { all: number; notable: number };
}

/** The tools in the order a fresh install lists them: leaders by their place in their category, then by name. */
export function notableOrder(catalogue: Pick<Catalogue, "tools" | "showcase">): CatalogueTool[] {
  const category = new Map(catalogue.tools.map((tool) => [tool.slug, tool.category]));
  const place = new Map<string, number>();
  const seen = new Map<string, number>();
  for (const slug of catalogue.showcase.leaders) {
    const of = category.get(slug);
    if (of === undefined) continue;
    seen.set(of, (seen.get(of) ?? 0) + 1);
    place.set(slug, seen.get(of)!);
  }
  const byName = (a: CatalogueTool, b: CatalogueTool) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0);
  return [...catalogue.tools].sort((a, b) => (place.get(a.slug) ?? 100) - (place.get(b.slug) ?? 100) || byName(a, b));
}

function count(tools: CatalogueTool[], { group, known }: FactCoverage): SourceCounts {
  const counts: SourceCounts = { maker: 0, report: 0, unknown: 0 };
  for (const tool of tools) {
    const source = tool.sources[group];
    counts[known(tool) && source ? source.kind : "unknown"]++;
  }
  return counts;
}

export function catalogueCoverage(catalogue: Pick<Catalogue, "tools" | "showcase">): CatalogueCoverage {
  const notable = notableOrder(catalogue).slice(0, NOTABLE_COUNT);
  return {
    tools: catalogue.tools.length,
    notable: notable.length,
    rows: FACTS.map((fact) => ({ fact: fact.fact, all: count(catalogue.tools, fact), notable: count(notable, fact) })),
    logos: { all: catalogue.tools.filter((tool) => tool.logo !== null).length, notable: notable.filter((tool) => tool.logo !== null).length },
  };
}

const cells = (counts: SourceCounts) => [counts.maker, counts.report, counts.unknown].map((n) => String(n).padStart(8)).join("");

/** The coverage as a plain-text table. */
export function formatCoverage({ tools, notable, rows, logos }: CatalogueCoverage): string {
  const width = Math.max(...rows.map((row) => row.fact.length), 16);
  const heads = ["maker", "report", "unknown"].map((head) => head.padStart(8)).join("");
  return [
    `${"".padEnd(width)}  ${`All ${tools} tools`.padEnd(24)}  The ${notable} most notable`,
    `${"Fact".padEnd(width)}  ${heads}  ${heads}`,
    ...rows.map((row) => `${row.fact.padEnd(width)}  ${cells(row.all)}  ${cells(row.notable)}`),
    `${"Maker's logo".padEnd(width)}  ${String(logos.all).padStart(24)}  ${String(logos.notable).padStart(24)}`,
  ].join("\n");
}
