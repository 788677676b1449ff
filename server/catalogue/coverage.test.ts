import { describe, expect, it } from "vitest";
import type { CatalogueTool } from "../db/catalogue";
import { catalogueCoverage, formatCoverage } from "./coverage";

const tool = (slug: string, changes: Partial<CatalogueTool> = {}): CatalogueTool =>
  ({
    slug,
    pricing: "Freemium",
    startingPrice: null,
    freeTier: "unknown",
    pricingUrl: null,
    logo: null,
    commercialUse: { freePlan: "unknown", paidPlans: "unknown", trainsOnUserContent: "unknown", note: null, source: null, asOf: null },
    ...changes,
  }) as CatalogueTool;

describe("catalogue coverage", () => {
  it("counts each fact that is known, overall and among the leaders", () => {
    const coverage = catalogueCoverage({
      tools: [
        tool("leader", { startingPrice: "$10/month", commercialUse: { freePlan: "no-free-plan", paidPlans: "allowed", trainsOnUserContent: "no", note: null, source: "https://example.com/terms", asOf: "2026-11" } }),
        tool("free-one", { pricing: "Free", freeTier: true }),
        tool("unknown-one"),
      ],
      showcase: { featured: [], ticker: [], leaders: ["leader"] },
    } as never);
    const row = (fact: string) => coverage.rows.find((r) => r.fact === fact);
    expect(coverage).toMatchObject({ tools: 3, leaders: 1 });
    expect(row("Starting price (or free)")).toEqual({ fact: "Starting price (or free)", all: 2, leaders: 1 });
    expect(row("Free plan: yes or no")).toMatchObject({ all: 1, leaders: 0 });
    expect(row("Commercial use, free plan (or none)")).toMatchObject({ all: 1, leaders: 1 });
    expect(row("Training on your content")).toMatchObject({ all: 1, leaders: 1 });
    expect(formatCoverage(coverage)).toContain("Starting price (or free)");
    expect(formatCoverage(coverage)).toMatch(/Starting price \(or free\)\s+2\s+\(67 %\)\s+1\s+\(100 %\)/);
  });
});
