import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { defaultCatalogueDir, loadCatalogue, toolSchema } from "./file";
import type { DatabaseHandle } from "../db/client";
import { aiTools, blogPosts, categories } from "../db/schema";
import { catalogueLogoUrl, monogramUrl as toolLogoUrl } from "./tool-entry";
import { CatalogueImportError, exportCatalogue, importCatalogue, type CatalogueData } from "./transfer";

const catalogue = loadCatalogue();

const bySlug = (a: { slug: string }, b: { slug: string }) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
const jsonFile = (name: string) =>
  (JSON.parse(readFileSync(path.join(defaultCatalogueDir, name), "utf8")) as { slug: string }[]).sort(bySlug);

const nothingChanged = {
  created: { categories: [], tools: [], courses: [] },
  updated: { categories: [], tools: [], courses: [] },
};

async function featuredSlugs(handle: DatabaseHandle) {
  const rows = await handle.db.select({ slug: aiTools.slug }).from(aiTools).where(eq(aiTools.featured, true));
  return rows.map((r) => r.slug).sort();
}

describe.each(testDatabaseKinds)("catalogue export and import on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "seeded");
  let exported: CatalogueData;
  beforeEach(async () => {
    exported = await exportCatalogue(handle.db);
  });

  it("exports the seed files and restores them into an empty database", async () => {
    expect(exported).toEqual({
      categories: jsonFile("categories.json"),
      tools: jsonFile("tools.json"),
      courses: jsonFile("courses.json"),
    });
    expect(exported.tools.map((t) => t.slug)).toEqual(exported.tools.map((t) => t.slug).sort());

    const empty = await kind.open();
    try {
      const report = await importCatalogue(empty.db, exported);
      expect(report.created.tools).toHaveLength(catalogue.tools.length);
      expect(report.created.categories).toHaveLength(catalogue.categories.length);
      expect(report.created.courses).toHaveLength(catalogue.courses.length);
      expect(report.updated).toEqual(nothingChanged.updated);
      expect(report.unchanged).toEqual({ categories: 0, tools: 0, courses: 0 });
      expect(await exportCatalogue(empty.db)).toEqual(exported);
      // Each group's source travels with its facts, as the files hold it.
      const runway = (await exportCatalogue(empty.db)).tools.find((t) => t.slug === "runway")!;
      expect(runway.sources).toEqual(catalogue.tools.find((t) => t.slug === "runway")!.sources);
      expect(runway.sources.price).toMatchObject({ kind: "report", asOf: "2026-05", checkedOn: "2026-12-02" });

      // Import does not invent what the catalogue files do not hold.
      expect(await featuredSlugs(empty)).toEqual([]);
      expect(await empty.db.select().from(blogPosts)).toEqual([]);
      const [logo] = await empty.db.select({ logoUrl: aiTools.logoUrl }).from(aiTools).where(eq(aiTools.slug, "midjourney"));
      expect(logo!.logoUrl).toBe("/brand-logos/lobehub/midjourney.svg");
    } finally {
      await empty.close();
    }
  });

  it("reports nothing when the same data is imported again", async () => {
    const counts = { categories: catalogue.categories.length, tools: catalogue.tools.length, courses: catalogue.courses.length };
    expect(await importCatalogue(handle.db, exported)).toEqual({ ...nothingChanged, unchanged: counts });
    // The seed catalogue as loaded (with posts and showcase besides) maps to the same rows.
    expect(await importCatalogue(handle.db, catalogue)).toEqual({ ...nothingChanged, unchanged: counts });
  });

  it("reports and applies one changed tool and one new tool, and leaves the rest alone", async () => {
    const featuredBefore = await featuredSlugs(handle);
    expect(featuredBefore.length).toBeGreaterThan(0);
    const target = exported.tools.find((t) => t.slug === "midjourney")!;
    const pricing = target.pricing === "Paid" ? "Subscription" : "Paid";
    const description = "A changed description, long enough for the catalogue schema to accept it.";
    // Written as an older export would be, without the facts: they come in as "unknown".
    const newTool = toolSchema.parse({
      name: "Transfer Test Tool",
      slug: "transfer-test-tool",
      category: target.category,
      pricing: "Free" as const,
      website: "https://transfer-test.example.com",
      pricingUrl: null,
      description: "A tool that exists only in this test, to see that import creates it.",
    });
    expect(newTool).toMatchObject({ useCases: [], freeTier: "unknown", startingPrice: null, commercialUse: { freePlan: "unknown", source: null }, logo: null });
    const data = {
      ...exported,
      tools: [...exported.tools.map((t) => (t.slug === target.slug ? { ...t, pricing, description } : t)), newTool],
    };

    const report = await importCatalogue(handle.db, data);
    expect(report.created).toEqual({ categories: [], tools: [newTool.slug], courses: [] });
    expect(report.updated.categories).toEqual([]);
    expect(report.updated.courses).toEqual([]);
    expect(report.updated.tools).toHaveLength(1);
    expect(report.updated.tools[0]!.slug).toBe(target.slug);
    expect([...report.updated.tools[0]!.fields].sort()).toEqual(["description", "pricing"]);
    expect(report.unchanged).toEqual({
      categories: catalogue.categories.length,
      tools: catalogue.tools.length - 1,
      courses: catalogue.courses.length,
    });

    const [changed] = await handle.db.select().from(aiTools).where(eq(aiTools.slug, target.slug));
    expect(changed).toMatchObject({ pricing, description, exploreNowLink: target.website, logoUrl: catalogueLogoUrl(target) });
    const [created] = await handle.db
      .select({ tool: aiTools, category: categories })
      .from(aiTools)
      .innerJoin(categories, eq(aiTools.categoryId, categories.id))
      .where(eq(aiTools.slug, newTool.slug));
    expect(created!.tool).toMatchObject({
      name: newTool.name,
      pricing: "Free",
      exploreNowLink: newTool.website,
      seePricingLink: null,
      logoUrl: toolLogoUrl(newTool.slug),
      categoryName: created!.category.name,
      featured: false,
    });
    expect(created!.category.slug).toBe(newTool.category);

    // An entry without its day of entry entered the directory with this import.
    const enteredToday = { ...newTool, added: created!.tool.createdAt.toISOString().slice(0, 10) };
    expect(created!.tool.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await exportCatalogue(handle.db)).toEqual({ ...data, tools: data.tools.map((tool) => (tool === newTool ? enteredToday : tool)).sort(bySlug) });
    expect(await featuredSlugs(handle)).toEqual(featuredBefore);
  });

  it("refuses a tool with an unknown category, naming it, and writes nothing", async () => {
    const data = {
      ...exported,
      categories: [
        ...exported.categories,
        { ...exported.categories[0]!, name: "Brand New", displayName: "Brand New", slug: "brand-new" },
      ],
      tools: [
        ...exported.tools.map((t, i) => (i === 0 ? { ...t, description: `${t.description} Changed.` } : t)),
        { ...exported.tools[0]!, name: "Lost Tool", slug: "lost-tool", website: "https://lost.example.com", category: "no-such-category" },
      ],
    };
    const attempt = importCatalogue(handle.db, data);
    await expect(attempt).rejects.toBeInstanceOf(CatalogueImportError);
    await expect(attempt).rejects.toThrow(/lost-tool.*no-such-category/);
    expect(await exportCatalogue(handle.db)).toEqual(exported);
  });

  it("refuses invalid entries with the entry's place and slug", async () => {
    const data = { ...exported, tools: exported.tools.map((t, i) => (i === 2 ? { ...t, pricing: "Cheap" } : t)) };
    await expect(importCatalogue(handle.db, data)).rejects.toThrow(`tools[2] (${exported.tools[2]!.slug}) pricing:`);
    const twice = { ...exported, courses: [...exported.courses, exported.courses[0]!] };
    await expect(importCatalogue(handle.db, twice)).rejects.toThrow(/appears twice/);
    expect(await exportCatalogue(handle.db)).toEqual(exported);
  });
});
