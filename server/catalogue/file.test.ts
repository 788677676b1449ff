import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { factContradiction } from "~/lib/fact-consistency";
import { defaultCatalogueDir, loadCatalogue, unsourcedFacts } from "./file";

const catalogue = loadCatalogue();
const SUGGESTION_FORM_CATEGORIES = [
  "Image Generation",
  "Video Creation",
  "Writing & Content",
  "Audio & Music",
  "Design & Graphics",
  "Productivity",
  "Marketing",
  "Animation",
];

describe("seed catalogue", () => {
  it("is big enough for a real directory", () => {
    expect(catalogue.tools.length).toBeGreaterThanOrEqual(600);
    expect(catalogue.categories).toHaveLength(40);
    expect(catalogue.courses.length).toBeGreaterThanOrEqual(80);
    expect(catalogue.posts.length).toBeGreaterThanOrEqual(6);
    expect(catalogue.showcase.featured).toHaveLength(4);
  });

  it("has the categories the product names, with the spec's display name", () => {
    const names = catalogue.categories.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["Website Builder Tools", "Lead Magnet Tools", "LLMs", "AI Agents", ...SUGGESTION_FORM_CATEGORIES]));
    const leadMagnet = catalogue.categories.find((c) => c.slug === "lead-magnet-tools");
    expect(leadMagnet?.displayName).toBe("Lead Generation Tools");
  });

  it("gives every category several tools", () => {
    for (const category of catalogue.categories) {
      const tools = catalogue.tools.filter((t) => t.category === category.slug);
      expect(tools.length, category.name).toBeGreaterThanOrEqual(5);
    }
  });

  it("lists every tool once, by name and by website", () => {
    const names = catalogue.tools.map((t) => t.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const sites = catalogue.tools.map((t) => t.website.replace(/^https:\/\/(www\.)?/, "").replace(/\/$/, ""));
    expect(new Set(sites).size).toBe(sites.length);
  });

  it("writes category slugs the way the spec does (& as and)", () => {
    for (const category of catalogue.categories) {
      const expected = category.name.toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
      expect(category.slug).toBe(expected);
    }
  });

  // The files as written, before the schema fills in defaults: every field must be there on purpose.
  const rawTools = JSON.parse(readFileSync(path.join(defaultCatalogueDir, "tools.json"), "utf8")) as Record<string, unknown>[];
  const rawCourses = JSON.parse(readFileSync(path.join(defaultCatalogueDir, "courses.json"), "utf8")) as Record<string, unknown>[];
  const FACT_FIELDS = ["useCases", "platforms", "features", "freeTier", "startingPrice", "openSource", "selfHostable", "commercialUse", "logo"];
  const TERMS_FIELDS = ["freePlan", "paidPlans", "trainsOnUserContent", "note", "source", "asOf"];

  it("gives every tool each fact, or says outright that it is unknown", () => {
    for (const tool of rawTools) {
      for (const field of FACT_FIELDS) expect(tool, `${String(tool.slug)}.${field}`).toHaveProperty(field);
      for (const field of TERMS_FIELDS) expect(tool.commercialUse, `${String(tool.slug)}.commercialUse.${field}`).toHaveProperty(field);
    }
    for (const tool of catalogue.tools) {
      expect(tool.useCases.length, `${tool.slug} use cases`).toBeGreaterThanOrEqual(1);
      expect(tool.platforms.length, `${tool.slug} platforms`).toBeGreaterThanOrEqual(1);
      expect(tool.features.length, `${tool.slug} features`).toBeGreaterThanOrEqual(3);
      expect(tool.features.length, `${tool.slug} features`).toBeLessThanOrEqual(5);
    }
  });

  it("says nothing of a tool that contradicts something else it says", () => {
    const contradictions = catalogue.tools.flatMap((tool) => {
      const found = factContradiction({
        pricing: tool.pricing,
        freeTier: typeof tool.freeTier === "boolean" ? tool.freeTier : null,
        startingPrice: tool.startingPrice,
        commercialFree: tool.commercialUse.freePlan,
        commercialPaid: tool.commercialUse.paidPlans,
        freeWatermark: tool.freePlanLimits.watermark,
        freeCardRequired: tool.freePlanLimits.cardRequired,
        freeAllowance: tool.freePlanLimits.allowance,
      });
      return found ? [`${tool.slug}: ${found.message}`] : [];
    });
    expect(contradictions).toEqual([]);
  });

  it("writes each description for its tool: no two alike, no stock second sentence", () => {
    const descriptions = catalogue.tools.map((t) => t.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    const stock = catalogue.tools.filter((t) => /\.\s+(Aimed at|Used by|Suited to|Useful for|Handy for|Popular with|Ideal for|Built for|Great for|Perfect for)\b/.test(t.description));
    expect(stock.map((t) => t.slug)).toEqual([]);
    const courseDescriptions = catalogue.courses.map((c) => c.description);
    expect(new Set(courseDescriptions).size).toBe(courseDescriptions.length);
  });

  it("links only over https: tools, pricing pages, terms and courses", () => {
    for (const tool of catalogue.tools) {
      for (const link of [tool.website, tool.pricingUrl, tool.commercialUse.source]) if (link !== null) expect(link, tool.slug).toMatch(/^https:\/\//);
    }
    for (const course of rawCourses) expect(course.link, String(course.slug)).toMatch(/^https:\/\//);
  });

  it("names a real file in its icon package for every brand mark", () => {
    const packages: Record<string, string> = { lobehub: "node_modules/@lobehub/icons-static-svg/icons", "simple-icons": "node_modules/simple-icons/icons" };
    // Iconify's sets keep every mark in one icons.json.
    const iconify = Object.fromEntries(
      ["logos", "devicon"].map((pack) => [pack, JSON.parse(readFileSync(`node_modules/@iconify-json/${pack}/icons.json`, "utf8")).icons as Record<string, unknown>]),
    );
    const marks = catalogue.tools.filter((t) => t.logo !== null);
    expect(marks.length).toBeGreaterThanOrEqual(220);
    for (const tool of marks) {
      const [pack, file] = tool.logo!.split("/");
      const exists = pack! in iconify ? file!.replace(/\.svg$/, "") in iconify[pack!]! : existsSync(path.join(packages[pack!]!, file!));
      expect(exists, `${tool.slug}: ${tool.logo}`).toBe(true);
    }
  });

  it("gives every known deciding fact the source of its group, read no later than today and dated no later than read", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const tool of catalogue.tools) {
      expect(unsourcedFacts(tool as unknown as Parameters<typeof unsourcedFacts>[0]), tool.slug).toEqual([]);
      for (const source of Object.values(tool.sources)) {
        if (!source) continue;
        expect(source.checkedOn <= today, `${tool.slug}: read in the future`).toBe(true);
        if (source.asOf) expect(source.asOf <= source.checkedOn.slice(0, 7), `${tool.slug}: dated after it was read`).toBe(true);
      }
    }
    // A known fact without its source is refused when the catalogue is read.
    const runway = catalogue.tools.find((tool) => tool.slug === "runway")!;
    expect(unsourcedFacts({ ...runway, sources: { ...runway.sources, price: null } })).toEqual(["price: freeTier", "price: startingPrice"]);
  });

  it("links at least a few dozen courses to the tools they teach", () => {
    expect(catalogue.courses.filter((c) => c.tools.length > 0).length).toBeGreaterThanOrEqual(30);
  });
});
