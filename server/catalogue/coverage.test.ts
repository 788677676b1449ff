import { describe, expect, it } from "vitest";
import type { FactSource } from "~/lib/fact-sources";
import type { CatalogueTool } from "./file";
import { catalogueCoverage, formatCoverage, notableOrder } from "./coverage";

const source = (kind: FactSource["kind"]): FactSource => ({ url: "https://example.com/page", kind, asOf: null, checkedOn: "2026-12-02", quote: "The sentence that says it." });

const tool = (slug: string, changes: Partial<CatalogueTool> = {}): CatalogueTool =>
  ({
    slug,
    name: slug,
    category: "animation",
    pricing: "Freemium",
    startingPrice: null,
    freeTier: "unknown",
    pricingUrl: null,
    logo: null,
    commercialUse: { freePlan: "unknown", paidPlans: "unknown", trainsOnUserContent: "unknown", note: null, source: null, asOf: null },
    freePlanLimits: { watermark: "unknown", cardRequired: "unknown", allowance: null },
    sources: { price: null, commercialUse: null, training: null, freePlanLimits: null },
    ...changes,
  }) as CatalogueTool;

describe("catalogue coverage", () => {
  const catalogue = {
    tools: [
      tool("zeta-leader", {
        startingPrice: "$10/month",
        commercialUse: { freePlan: "no-free-plan", paidPlans: "allowed", trainsOnUserContent: "no", note: null, source: null, asOf: null },
        sources: { price: source("report"), commercialUse: source("maker"), training: source("maker"), freePlanLimits: null },
      }),
      tool("free-one", { pricing: "Free", freeTier: true, freePlanLimits: { watermark: "no", cardRequired: "unknown", allowance: null }, sources: { price: source("maker"), commercialUse: null, training: null, freePlanLimits: source("report") } }),
      tool("alpha-unknown"),
    ],
    showcase: { featured: [], ticker: [], leaders: ["zeta-leader"] },
  } as never;

  it("lists the leaders first, then the rest by name", () => {
    expect(notableOrder(catalogue).map((t) => t.slug)).toEqual(["zeta-leader", "alpha-unknown", "free-one"]);
  });

  it("counts each fact as the maker's, reported or unknown, overall and among the most notable", () => {
    const coverage = catalogueCoverage(catalogue);
    const row = (fact: string) => coverage.rows.find((r) => r.fact === fact)!;
    expect(coverage).toMatchObject({ tools: 3, notable: 3 });
    expect(row("Starting price (or free)").all).toEqual({ maker: 1, report: 1, unknown: 1 });
    expect(row("Commercial use, paid plans").all).toEqual({ maker: 1, report: 0, unknown: 2 });
    expect(row("Training on your content").notable).toEqual({ maker: 1, report: 0, unknown: 2 });
    expect(row("Free-plan limits").all).toEqual({ maker: 0, report: 1, unknown: 2 });
    expect(formatCoverage(coverage)).toMatch(/Starting price \(or free\)\s+1\s+1\s+1\s+1\s+1\s+1/);
  });
});
