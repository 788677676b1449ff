import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { loadCatalogue } from "../catalogue/file";
import { findToolsByCategory } from "../tools/queries";
import { findCategoriesWithCounts, findFooterCategories, resolveCategorySlug } from "./queries";

const catalogue = loadCatalogue();

describe.each(testDatabaseKinds)("category queries on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "seeded");
  beforeAll(async () => {
  });
  afterAll(async () => {
  });

  it("counts each category's tools", async () => {
    const rows = await findCategoriesWithCounts(handle.db);
    expect(rows).toHaveLength(40);
    for (const row of rows) {
      expect(row.toolCount, row.name).toBe(catalogue.tools.filter((t) => t.category === row.slug).length);
    }
  });

  it("lists a category's tools by sort order (its leaders, in the catalogue's order), then name", async () => {
    const [category] = (await findCategoriesWithCounts(handle.db)).filter((c) => c.slug === "llms");
    const tools = await findToolsByCategory(handle.db, category!.id);
    const leaders = catalogue.showcase.leaders.filter((slug) => tools.some((t) => t.slug === slug));
    expect(leaders.length).toBeGreaterThan(0);
    const others = tools.filter((t) => !leaders.includes(t.slug)).map((t) => t.name);
    expect(tools.map((t) => t.slug).slice(0, leaders.length)).toEqual(leaders);
    expect(tools.slice(leaders.length).map((t) => t.name)).toEqual([...others].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), "en")));
    expect(tools.every((t) => t.categorySlug === "llms")).toBe(true);
  });

  it("accepts the 'and' and '&' spellings and the display name", async () => {
    for (const spelling of ["audio-and-music", "audio-&-music", "audio-%26-music", "audio-music", "Audio & Music"]) {
      expect(await resolveCategorySlug(handle.db, spelling), spelling).toBe("audio-and-music");
    }
    expect(await resolveCategorySlug(handle.db, "lead-generation-tools")).toBe("lead-magnet-tools");
    expect(await resolveCategorySlug(handle.db, "ui-ux-design")).toBe("ui-and-ux-design");
    expect(await resolveCategorySlug(handle.db, "no-such-category")).toBeUndefined();
  });

  it("prefers the four named categories in the footer", async () => {
    expect((await findFooterCategories(handle.db)).map((c) => c.displayName)).toEqual([
      "Website Builder Tools",
      "Lead Generation Tools",
      "LLMs",
      "AI Agents",
    ]);
  });
});
