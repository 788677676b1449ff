import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import { findCoursesTeachingTool, findToolsTaughtBy } from "../courses/taught-tools";
import type { DatabaseHandle } from "../db/client";
import { aiCourses, aiTools, searchMisses } from "../db/schema";
import { findAlternatives, findToolBySlug } from "../tools/queries";
import { loadToolSearchPage } from "../tools/search-page";
import { searchTools } from "../tools/search";
import { GENERIC_TASK_SET, recallAtFive, SEARCH_QUERY_SET } from "./query-set";
import { PageCache } from "../page-cache/page-cache";
import { suggestAcrossSite } from "./suggest";
import { deleteSynonymGroup, listSynonymGroups, saveSynonymGroup } from "./synonyms";

const EMPTY_STATE = { sort: "" as const, search: "", categories: [], pricing: [], platforms: [], tasks: [], freeTier: false, openSource: false, commercialUse: false, commercialFreePlan: false, commercialPaidPlans: false, maxPrice: null, noWatermark: false, noCard: false, noTraining: false, page: 1 };

describe.each(testDatabaseKinds)("search by intent on $name", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await kind.openSeeded();
  });
  afterAll(async () => {
    await handle.close();
  });

  const slugs = (result: { tools: { slug: string }[] }) => result.tools.map((t) => t.slug);

  it.each(SEARCH_QUERY_SET)("'$query' puts a right tool in the first five", async ({ query, expected }) => {
    const top = slugs(await searchTools(handle.db, { query, pageSize: 5 }));
    expect(top.filter((slug) => expected.includes(slug)), `top five: ${top.join(", ")}`).not.toEqual([]);
  });

  it.each(GENERIC_TASK_SET)("'$query' shows the market leaders in the first three", async ({ query, expected }) => {
    const top = slugs(await searchTools(handle.db, { query, pageSize: 3 }));
    expect(top, `first three: ${top.join(", ")}`).toHaveLength(3);
    expect(top.filter((slug) => !expected.includes(slug)), `first three: ${top.join(", ")}`).toEqual([]);
  });

  it.each(["quitar fondo", "eliminar el fondo de una foto", "supprimer l'arrière-plan", "supprimer l'arriere-plan d'une photo", "Hintergrund entfernen", "kostenloses KI-Tool zum Freistellen"])(
    "'%s' puts the background removers 'remove background' leads with first",
    async (query) => {
      const categoryOf = new Map((await handle.db.select({ slug: aiTools.slug, category: aiTools.categoryName }).from(aiTools)).map((t) => [t.slug, t.category]));
      const english = slugs(await searchTools(handle.db, { query: "remove background", pageSize: 3 }));
      const translated = slugs(await searchTools(handle.db, { query, pageSize: 3 }));
      expect(english.map((slug) => categoryOf.get(slug))).toEqual(["Background Removal", "Background Removal", "Background Removal"]);
      expect(translated.map((slug) => categoryOf.get(slug)), `first three: ${translated.join(", ")}`).toEqual(["Background Removal", "Background Removal", "Background Removal"]);
    },
  );

  it("follows a generic task's leaders with the category's other tools, and keeps a named tool first", async () => {
    const result = await searchTools(handle.db, { query: "remove background from photo", pageSize: 10 });
    const categoryOf = new Map((await handle.db.select({ slug: aiTools.slug, category: aiTools.categoryName, sortOrder: aiTools.sortOrder }).from(aiTools)).map((t) => [t.slug, t]));
    const places = slugs(result).map((slug) => categoryOf.get(slug)!);
    const leaders = places.filter((tool) => tool.sortOrder < 100);
    expect(places.slice(0, leaders.length)).toEqual(leaders);
    expect(places.slice(leaders.length, leaders.length + 3).every((tool) => tool.category === places[0]!.category), JSON.stringify(places)).toBe(true);
    expect(slugs(await searchTools(handle.db, { query: "photoroom", pageSize: 3 }))[0]).toBe("photoroom");
  });

  it("finds most of the right tools across the whole set (recall at 5)", async () => {
    let total = 0;
    for (const { query, expected } of SEARCH_QUERY_SET) total += recallAtFive(expected, slugs(await searchTools(handle.db, { query, pageSize: 5 })));
    expect(total / SEARCH_QUERY_SET.length).toBeGreaterThanOrEqual(0.7);
  });

  it("suggests the category and the task a few words name, before tools, and none for words that name neither", async () => {
    const suggestions = await suggestAcrossSite(handle.db, "remove background");
    expect(suggestions.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: "category", label: "Background Removal", href: "/category/background-removal" }),
      expect.objectContaining({ kind: "task", label: "Remove backgrounds", href: "/tools?task=remove-backgrounds" }),
    ]);
    expect((await suggestAcrossSite(handle.db, "midjourney")).filter((s) => s.kind === "category" || s.kind === "task")).toEqual([]);
  });

  it("says when no tool answers every word, and offers another query when nothing matches", async () => {
    const partial = await searchTools(handle.db, { query: "logo for my bakery" });
    expect(partial.relaxed).toBe(true);
    expect(partial.total).toBeGreaterThan(0);

    const misspelt = await searchTools(handle.db, { query: "trnscrbe" });
    expect(misspelt.total).toBe(0);
    expect(misspelt.didYouMean).toBe("transcribe");
    expect((await searchTools(handle.db, { query: misspelt.didYouMean })).total).toBeGreaterThan(0);
    expect((await searchTools(handle.db, { query: "elevnlbas" })).didYouMean).toBe("ElevenLabs");
    expect((await searchTools(handle.db, { query: "qqqq" })).didYouMean).toBeUndefined();
  });

  it("reads price words as filters: 'free' keeps the free plans of the whole category, 'cheap' finds the editors and not what mentions low prices", async () => {
    const free = await loadToolSearchPage(handle.db, { ...EMPTY_STATE, search: "free background remover" });
    expect(free.priceWords).toEqual({ freePlan: true, maxPrice: null, affordable: false });
    const category = await handle.db.select({ slug: aiTools.slug, freeTier: aiTools.freeTier, categoryId: aiTools.categoryId }).from(aiTools);
    const [{ categoryId: bgId }] = (await handle.db.select({ categoryId: aiTools.categoryId }).from(aiTools).where(eq(aiTools.slug, "remove-bg"))) as [{ categoryId: number | null }];
    const freeRemovers = category.filter((t) => t.categoryId === bgId && t.freeTier === true).map((t) => t.slug);
    expect(freeRemovers.length).toBeGreaterThan(3);
    const shown = slugs(free);
    for (const slug of freeRemovers) expect(shown, slug).toContain(slug);
    for (const tool of free.tools) expect(category.find((t) => t.slug === tool.slug)!.freeTier).toBe(true);

    // The category the words name is offered, with all its tools, unless the search already keeps to it.
    expect(free.namedCategory).toMatchObject({ slug: "background-removal" });
    expect((await loadToolSearchPage(handle.db, { ...EMPTY_STATE, search: "quitar fondo" })).namedCategory).toMatchObject({ slug: "background-removal" });
    expect((await loadToolSearchPage(handle.db, { ...EMPTY_STATE, search: "remove background", categories: ["background-removal"] })).namedCategory).toBeNull();
    expect((await loadToolSearchPage(handle.db, { ...EMPTY_STATE, search: "photopea" })).namedCategory).toBeNull();

    // "cheap" is about price, not a word to match: the editors come first, and the page points to the price filter.
    const cheap = await loadToolSearchPage(handle.db, { ...EMPTY_STATE, search: "cheap AI video editor" });
    expect(cheap.priceWords).toEqual({ freePlan: false, maxPrice: null, affordable: true });
    expect(slugs(cheap).slice(0, 5), slugs(cheap).join(" ")).toContain("capcut");
    expect(slugs(cheap)).not.toContain("jenni-ai");
  });

  it("keeps the words of a search that found nothing, once per wording, and nothing personal", async () => {
    await loadToolSearchPage(handle.db, { ...EMPTY_STATE, search: "Qqqq  Wwww" });
    await loadToolSearchPage(handle.db, { ...EMPTY_STATE, search: "qqqq wwww" });
    await loadToolSearchPage(handle.db, { ...EMPTY_STATE, search: "jane.doe@example.com" });
    // A filter narrowing to nothing is the visitor's choice, not a gap in the directory.
    await loadToolSearchPage(handle.db, { ...EMPTY_STATE, search: "zzzz yyyy", pricing: ["Free"] });
    const rows = await handle.db.select().from(searchMisses);
    expect(rows.map((row) => [row.query, row.times])).toEqual([["qqqq wwww", 2]]);
  });

  it("filters by platform, free plan, open source and commercial use, alone and with a search", async () => {
    const mac = await searchTools(handle.db, { platforms: ["mac"], pageSize: 100 });
    expect(mac.total).toBeGreaterThan(0);
    const rows = await handle.db.select({ slug: aiTools.slug, platforms: aiTools.platforms, freeTier: aiTools.freeTier, openSource: aiTools.openSource, commercialFree: aiTools.commercialFree, commercialPaid: aiTools.commercialPaid }).from(aiTools);
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    expect(mac.total).toBe(rows.filter((row) => row.platforms.includes("mac")).length);
    for (const slug of slugs(mac)) expect(bySlug.get(slug)!.platforms).toContain("mac");

    const openFree = await searchTools(handle.db, { openSource: true, freeTier: true, pageSize: 100 });
    expect(openFree.total).toBe(rows.filter((row) => row.openSource === true && row.freeTier === true).length);
    expect(openFree.total).toBeGreaterThan(0);

    const commercial = await searchTools(handle.db, { commercialUse: true, pageSize: 100 });
    expect(commercial.total).toBe(rows.filter((row) => row.commercialPaid === "allowed" || row.commercialFree === "allowed").length);
    expect(commercial.total).toBeGreaterThan(0);
    // Asked together, a free plan and commercial use mean the free plan's own terms allow it.
    const freeCommercial = await searchTools(handle.db, { commercialUse: true, freeTier: true, pageSize: 100 });
    expect(freeCommercial.total).toBe(rows.filter((row) => row.freeTier === true && row.commercialFree === "allowed").length);
    expect(freeCommercial.total).toBeGreaterThan(0);
    expect(rows.some((row) => row.freeTier === true && row.commercialFree !== "allowed" && row.commercialPaid === "allowed")).toBe(true);
    for (const slug of slugs(freeCommercial)) expect(bySlug.get(slug)!.commercialFree).toBe("allowed");

    const rowsWithTraining = await handle.db.select({ slug: aiTools.slug, trainsOnContent: aiTools.trainsOnContent, status: aiTools.status }).from(aiTools);
    const noTraining = await searchTools(handle.db, { noTraining: true, pageSize: 100 });
    expect(noTraining.total).toBe(rowsWithTraining.filter((row) => row.trainsOnContent === "no" && row.status === "published").length);
    expect(noTraining.total).toBeGreaterThan(0);
    for (const slug of slugs(noTraining)) expect(rowsWithTraining.find((row) => row.slug === slug)!.trainsOnContent).toBe("no");

    const transcribeOnMac = await searchTools(handle.db, { query: "transcribe", platforms: ["mac"], pageSize: 100 });
    expect(transcribeOnMac.total).toBeGreaterThan(0);
    expect(transcribeOnMac.total).toBeLessThan((await searchTools(handle.db, { query: "transcribe" })).total);
    for (const slug of slugs(transcribeOnMac)) expect(bySlug.get(slug)!.platforms).toContain("mac");

    const task = await searchTools(handle.db, { useCases: ["floor-plans"], pageSize: 100 });
    expect(slugs(task)).toContain("maket");
  });

  it("uses the synonyms admins add, and forgets the ones they delete, once their change notices arrive", async () => {
    // As on the server: a write request settles, and the database's notices drop what was kept.
    const cache = new PageCache(1024 * 1024);
    await cache.start(handle);
    try {
      const before = await searchTools(handle.db, { query: "kerning" });
      expect(slugs(before)).not.toContain("looka");
      await saveSynonymGroup(handle.db, null, ["kerning", "logo maker"]);
      await cache.settle();
      const withGroup = await searchTools(handle.db, { query: "kerning", pageSize: 50 });
      expect(slugs(withGroup)).toContain("looka");
      const group = (await listSynonymGroups(handle.db)).find((g) => g.terms.includes("kerning"))!;
      await deleteSynonymGroup(handle.db, group.id);
      expect(await saveSynonymGroup(handle.db, group.id, ["kerning", "logo maker"])).toBe(false);
      await cache.settle();
      expect(slugs(await searchTools(handle.db, { query: "kerning", pageSize: 50 }))).not.toContain("looka");
    } finally {
      await cache.stop();
    }
  });

  it("ranks alternatives by shared tasks first, and never lists the tool itself or an unlisted one", async () => {
    const otter = (await findToolBySlug(handle.db, "otter-ai"))!;
    const alternatives = await findAlternatives(handle.db, otter);
    expect(alternatives.map((t) => t.slug)).not.toContain("otter-ai");
    expect(alternatives).toHaveLength(8);
    const rows = await handle.db.select({ slug: aiTools.slug, useCases: aiTools.useCases }).from(aiTools);
    const overlap = (slug: string) => rows.find((r) => r.slug === slug)!.useCases.filter((u) => otter.useCases.includes(u)).length;
    expect(overlap(alternatives[0]!.slug)).toBeGreaterThanOrEqual(overlap(alternatives.at(-1)!.slug));
    expect(overlap(alternatives[0]!.slug)).toBeGreaterThan(0);

    await handle.db.update(aiTools).set({ status: "draft" }).where(eq(aiTools.slug, alternatives[0]!.slug));
    expect((await findAlternatives(handle.db, otter)).map((t) => t.slug)).not.toContain(alternatives[0]!.slug);
    await handle.db.update(aiTools).set({ status: "published" }).where(eq(aiTools.slug, alternatives[0]!.slug));
  });

  it("links tools and the courses that teach them, both ways", async () => {
    const figma = (await findToolBySlug(handle.db, "figma"))!;
    const courses = await findCoursesTeachingTool(handle.db, figma.id);
    expect(courses.length).toBeGreaterThan(0);
    const taught = await findToolsTaughtBy(handle.db, courses.map((c) => c.id));
    for (const course of courses) expect(taught[course.id]!.map((t) => t.slug)).toContain("figma");
    const [general] = await handle.db.select({ id: aiCourses.id }).from(aiCourses).where(eq(aiCourses.slug, "ai-for-everyone"));
    expect((await findToolsTaughtBy(handle.db, [general!.id]))[general!.id]).toBeUndefined();
  });
});
