/**
 * How much of the catalogue's deciding facts is known: for every tool, and for the tools people
 * mean first (each category's leaders). Read by `npm run catalogue:coverage`.
 */
import type { Catalogue, CatalogueTool } from "../db/catalogue";

interface FactCoverage {
  fact: string;
  known: (tool: CatalogueTool) => boolean;
}

const FACTS: FactCoverage[] = [
  { fact: "Starting price (or free)", known: (tool) => tool.startingPrice !== null || tool.pricing === "Free" },
  { fact: "Free plan: yes or no", known: (tool) => typeof tool.freeTier === "boolean" },
  { fact: "Pricing page on record", known: (tool) => tool.pricingUrl !== null },
  { fact: "Commercial use, paid plans", known: (tool) => tool.commercialUse.paidPlans !== "unknown" },
  { fact: "Commercial use, free plan (or none)", known: (tool) => tool.commercialUse.freePlan !== "unknown" },
  { fact: "Training on your content", known: (tool) => tool.commercialUse.trainsOnUserContent !== "unknown" },
  { fact: "Terms with source and month", known: (tool) => tool.commercialUse.source !== null && tool.commercialUse.asOf !== null },
  { fact: "Maker's logo", known: (tool) => tool.logo !== null },
];

export interface CoverageRow {
  fact: string;
  all: number;
  leaders: number;
}

export interface CatalogueCoverage {
  tools: number;
  leaders: number;
  rows: CoverageRow[];
}

export function catalogueCoverage(catalogue: Pick<Catalogue, "tools" | "showcase">): CatalogueCoverage {
  const leaderSlugs = new Set(catalogue.showcase.leaders);
  const leaders = catalogue.tools.filter((tool) => leaderSlugs.has(tool.slug));
  return {
    tools: catalogue.tools.length,
    leaders: leaders.length,
    rows: FACTS.map(({ fact, known }) => ({ fact, all: catalogue.tools.filter(known).length, leaders: leaders.filter(known).length })),
  };
}

const share = (count: number, of: number) => `${String(count).padStart(5)} ${`(${of === 0 ? 0 : Math.round((count / of) * 100)} %)`.padStart(7)}`;

/** The coverage as a plain-text table. */
export function formatCoverage({ tools, leaders, rows }: CatalogueCoverage): string {
  const width = Math.max(...rows.map((row) => row.fact.length), 4);
  const header = `${"Fact".padEnd(width)}  ${`All ${tools}`.padStart(13)}  ${`Leaders ${leaders}`.padStart(13)}`;
  return [header, ...rows.map((row) => `${row.fact.padEnd(width)}  ${share(row.all, tools)}  ${share(row.leaders, leaders)}`)].join("\n");
}
