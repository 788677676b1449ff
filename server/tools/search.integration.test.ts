import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { aiTools, reviews, userFavorites, users } from "../db/schema";
import { searchTools, suggestTools } from "./search";

describe.each(testDatabaseKinds)("tool search on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "seeded");
  beforeAll(async () => {
  });
  afterAll(async () => {
  });

  const names = (result: { tools: { name: string }[] }) => result.tools.map((t) => t.name);

  it("sorts by name as people read it, and by how many people saved a tool", async () => {
    const byName = names(await searchTools(handle.db, { sort: "name", pageSize: 100 }));
    expect(byName).toEqual([...byName].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), "en")));
    const video = await searchTools(handle.db, { query: "video", sort: "name", pageSize: 100 });
    expect(names(video)).toEqual([...names(video)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), "en")));

    const [canva] = (await searchTools(handle.db, { query: "Canva" })).tools;
    await handle.db.insert(users).values([1, 2].map((n) => ({ id: `fan-${n}`, name: "Fan", email: `fan-${n}@example.com`, emailVerified: true })));
    await handle.db.insert(userFavorites).values([1, 2].map((n) => ({ userId: `fan-${n}`, toolId: canva!.id })));
    expect(names(await searchTools(handle.db, { sort: "favourites" }))[0]).toBe("Canva");
  });

  it("sorts by rating: tools with three published reviews or more by average, then by count, then the rest in the notable order", async () => {
    const ids = new Map((await handle.db.select({ id: aiTools.id, slug: aiTools.slug }).from(aiTools)).map((row) => [row.slug, row.id]));
    const review = (slug: string, rating: number, status = "published") => ({
      toolId: ids.get(slug)!,
      authorName: "Former member",
      rating,
      title: "Used it",
      body: "Used it for a season of client work; it did what it says on the page.",
      useCase: "Client work",
      plan: "paid",
      usedFor: "1-6-months",
      status,
      publishedAt: status === "published" ? new Date() : null,
    });
    // Krea 5.0 from 3; Runway 4.67 from 6 before Photoroom 4.67 from 3; Canva's two reviews (and a pending one) give it no score.
    await handle.db.insert(reviews).values([
      ...[5, 5, 5].map((r) => review("krea", r)),
      ...[5, 5, 4, 5, 4, 5].map((r) => review("runway", r)),
      ...[5, 5, 4].map((r) => review("photoroom", r)),
      ...[5, 5].map((r) => review("canva", r)),
      review("canva", 5, "pending"),
    ]);
    const notable = names(await searchTools(handle.db, { sort: "notable", pageSize: 100 }));
    const rated = ["Krea", "Runway", "Photoroom"];
    const byRating = await searchTools(handle.db, { sort: "rating", pageSize: 100 });
    expect(names(byRating)).toEqual([...rated, ...notable.filter((name) => !rated.includes(name))].slice(0, 100));
    expect(byRating.tools[0]).toMatchObject({ reviewCount: 3, ratingSum: 15 });
    // Below the threshold a card's data carries no figures: nothing a page does not show reaches the browser.
    expect((await searchTools(handle.db, { query: "Canva" })).tools[0]).toMatchObject({ name: "Canva", reviewCount: 0, ratingSum: 0 });

    // Pages are slices of the one order, across the scored tools' end.
    const pages = await Promise.all([1, 2, 3].map((page) => searchTools(handle.db, { sort: "rating", pageSize: 2, page })));
    expect(pages.flatMap(names)).toEqual(names(byRating).slice(0, 6));
    expect(pages[0]!.total).toBe(byRating.total);

    // Under filters (sorted after filtering) and with a query, the same order.
    const filtered = await searchTools(handle.db, { sort: "rating", pricing: ["Freemium", "Free", "Paid", "Subscription"], pageSize: 100 });
    const filteredNotable = names(await searchTools(handle.db, { sort: "notable", pricing: ["Freemium", "Free", "Paid", "Subscription"], pageSize: 100 }));
    expect(names(filtered)).toEqual([...rated, ...filteredNotable.filter((name) => !rated.includes(name))].slice(0, 100));
    const searched = names(await searchTools(handle.db, { query: "image", sort: "rating", pageSize: 100 }));
    const scoredFound = searched.filter((name) => rated.includes(name));
    expect(searched.slice(0, scoredFound.length)).toEqual(rated.filter((name) => scoredFound.includes(name)));
    await handle.db.delete(reviews);
  });

  it("finds free plans without a watermark, or without a card, and only those", async () => {
    const facts = (await handle.db.select({ slug: aiTools.slug, freeTier: aiTools.freeTier, freeWatermark: aiTools.freeWatermark, freeCardRequired: aiTools.freeCardRequired }).from(aiTools)).filter((t) => t.freeTier === true);
    const slugs = async (search: Parameters<typeof searchTools>[1]) => (await searchTools(handle.db, { ...search, pageSize: 2000 })).tools.map((tool) => tool.slug).sort();
    const noWatermark = facts.filter((t) => t.freeWatermark === "no").map((t) => t.slug).sort();
    const noCard = facts.filter((t) => t.freeCardRequired === "no").map((t) => t.slug).sort();
    expect(noWatermark.length).toBeGreaterThan(0);
    expect(noCard.length).toBeGreaterThan(0);
    expect(await slugs({ noWatermark: true })).toEqual(noWatermark);
    expect(await slugs({ noCard: true })).toEqual(noCard);
    // A free plan's limits say nothing once the tool is not known to have one.
    await handle.db.update(aiTools).set({ freeTier: null }).where(eq(aiTools.slug, noWatermark[0]!));
    expect(await slugs({ noWatermark: true })).not.toContain(noWatermark[0]);
  });

  it("filters commercial use per plan: a paid plan's terms never pass a free plan", async () => {
    const facts = await handle.db.select({ slug: aiTools.slug, freeTier: aiTools.freeTier, commercialFree: aiTools.commercialFree, commercialPaid: aiTools.commercialPaid }).from(aiTools);
    const slugs = async (search: Parameters<typeof searchTools>[1]) => (await searchTools(handle.db, { ...search, pageSize: 100 })).tools.map((tool) => tool.slug).sort();
    const freePlan = facts.filter((t) => t.freeTier === true && t.commercialFree === "allowed").map((t) => t.slug).sort();
    const paidPlans = facts.filter((t) => t.commercialPaid === "allowed").map((t) => t.slug).sort();
    expect(freePlan.length).toBeGreaterThan(0);
    expect(paidPlans.length).toBeGreaterThan(0);
    expect(await slugs({ commercialFreePlan: true })).toEqual(freePlan);
    expect(await slugs({ commercialPaidPlans: true })).toEqual(paidPlans);
    expect(await slugs({ commercialFreePlan: true, commercialPaidPlans: true })).toEqual(freePlan.filter((slug) => paidPlans.includes(slug)));
    // A tool whose paid plans allow it and whose free plan does not is a paid-plan answer only.
    const paidOnly = facts.find((t) => t.freeTier === true && t.commercialPaid === "allowed" && t.commercialFree === "not-allowed");
    expect(paidOnly).toBeDefined();
    expect(await slugs({ freeTier: true, commercialFreePlan: true })).not.toContain(paidOnly!.slug);
    expect(await slugs({ freeTier: true, commercialPaidPlans: true })).toContain(paidOnly!.slug);
  });

  it("reads a monthly dollar price from the starting price, filters by a ceiling and sorts cheapest first, unknown last", async () => {
    const set = (slug: string, startingPrice: string | null, pricing = "Subscription") => handle.db.update(aiTools).set({ startingPrice, pricing }).where(eq(aiTools.slug, slug));
    await set("photopea", "$5/month");
    await set("pixlr", "$120/year");
    await set("canva", "€9/month");
    await set("fotor", "$29 one-time");
    const prices = Object.fromEntries(
      (await handle.db.select({ slug: aiTools.slug, price: aiTools.monthlyPriceUsd }).from(aiTools).where(inArray(aiTools.slug, ["photopea", "pixlr", "canva", "fotor"]))).map((row) => [row.slug, row.price]),
    );
    expect(prices).toEqual({ photopea: 5, pixlr: 10, canva: null, fotor: null });
    const under = await searchTools(handle.db, { maxMonthlyPrice: 10, pageSize: 100 });
    const known = await handle.db.select({ slug: aiTools.slug, price: aiTools.monthlyPriceUsd }).from(aiTools);
    expect(under.tools.map((tool) => tool.slug).sort()).toEqual(known.filter((row) => row.price !== null && row.price <= 10).map((row) => row.slug).sort());
    expect(under.tools.map((tool) => tool.slug)).toEqual(expect.arrayContaining(["photopea", "pixlr"]));
    expect(under.tools.map((tool) => tool.slug)).not.toContain("canva");
    // Sorted by price, with a search: every known price before the first unknown, in order.
    const sorted = await searchTools(handle.db, { query: "photo", sort: "price", pageSize: 100 });
    const order = sorted.tools.map((tool) => known.find((row) => row.slug === tool.slug)!.price);
    const firstUnknown = order.indexOf(null);
    expect(firstUnknown).toBeGreaterThan(1);
    expect(order.slice(firstUnknown).every((price) => price === null)).toBe(true);
    const knownPrices = order.slice(0, firstUnknown) as number[];
    expect(knownPrices).toEqual([...knownPrices].sort((a, b) => a - b));
    // And browsing, without words.
    const browsed = await searchTools(handle.db, { sort: "price", pageSize: 5 });
    const browsedPrices = browsed.tools.map((tool) => known.find((row) => row.slug === tool.slug)!.price);
    expect(browsedPrices.every((price) => price !== null)).toBe(true);
    expect(browsedPrices).toEqual([...(browsedPrices as number[])].sort((a, b) => a - b));
  });

  it("puts an exact name first", async () => {
    const result = await searchTools(handle.db, { query: "Midjourney" });
    expect(names(result)[0]).toBe("Midjourney");
  });

  it("finds a tool despite a typo", async () => {
    expect(names(await searchTools(handle.db, { query: "midjurney" }))[0]).toBe("Midjourney");
    expect(names(await searchTools(handle.db, { query: "elevenlab" }))[0]).toBe("ElevenLabs");
    expect(names(await searchTools(handle.db, { query: "adobe firfly" }))[0]).toBe("Adobe Firefly");
  });

  it("ranks a name match above a description match", async () => {
    const result = await searchTools(handle.db, { query: "canva" });
    expect(names(result)[0]).toBe("Canva");
    expect(result.total).toBeGreaterThanOrEqual(1);
  });

  it("matches words in descriptions, with stemming", async () => {
    const result = await searchTools(handle.db, { query: "podcasts" });
    expect(result.total).toBeGreaterThan(3);
    expect(result.tools.some((t) => /podcast/i.test(t.description))).toBe(true);
  });

  it("combines the query with category and pricing filters", async () => {
    const result = await searchTools(handle.db, {
      categorySlugs: ["image-generation", "video-creation"],
      pricing: ["Freemium"],
      pageSize: 100,
    });
    expect(result.total).toBe(result.tools.length);
    expect(result.total).toBeGreaterThan(0);
    for (const tool of result.tools) {
      expect(["image-generation", "video-creation"]).toContain(tool.categorySlug);
      expect(tool.pricing).toBe("Freemium");
    }
    const narrowed = await searchTools(handle.db, { query: "video", categorySlugs: ["video-creation"] });
    expect(narrowed.tools.every((t) => t.categorySlug === "video-creation")).toBe(true);
  });

  it("pages through results and counts all of them", async () => {
    const first = await searchTools(handle.db, { page: 1, pageSize: 10 });
    const second = await searchTools(handle.db, { page: 2, pageSize: 10 });
    expect(first.total).toBeGreaterThanOrEqual(300);
    expect(second.total).toBe(first.total);
    expect(first.tools).toHaveLength(10);
    const overlap = first.tools.filter((t) => second.tools.some((s) => s.id === t.id));
    expect(overlap).toHaveLength(0);
  });

  it("neither counts nor shows draft and discontinued tools, with or without filters, strict or relaxed", async () => {
    const searches = [{ query: "video" }, { query: "video", pricing: ["Freemium", "Paid", "Free", "Subscription"] }, { query: "video qqqzzzxxx" }];
    const before = await Promise.all(searches.map((search) => searchTools(handle.db, { ...search, pageSize: 100 })));
    expect(before[2]!.relaxed).toBe(true);
    const [hidden, gone] = before[0]!.tools.filter((tool) => tool.name !== "Video").slice(0, 2);
    await handle.db.update(aiTools).set({ status: "draft" }).where(eq(aiTools.id, hidden!.id));
    await handle.db.update(aiTools).set({ status: "discontinued" }).where(eq(aiTools.id, gone!.id));
    try {
      for (const [index, search] of searches.entries()) {
        const after = await searchTools(handle.db, { ...search, pageSize: 100 });
        const unlisted = before[index]!.tools.filter((tool) => tool.id === hidden!.id || tool.id === gone!.id).length;
        expect(unlisted).toBeGreaterThan(0);
        expect(after.total).toBe(before[index]!.total - unlisted);
        expect(after.tools.map((tool) => tool.id)).not.toContain(hidden!.id);
        expect(after.tools.map((tool) => tool.id)).not.toContain(gone!.id);
      }
    } finally {
      await handle.db.update(aiTools).set({ status: "published" }).where(inArray(aiTools.id, [hidden!.id, gone!.id]));
    }
  });

  it("treats LIKE wildcards in the query as plain text", async () => {
    expect((await searchTools(handle.db, { query: "%" })).total).toBe(0);
    expect((await searchTools(handle.db, { query: "_" })).total).toBe(0);
  });

  it("finds nothing for nonsense", async () => {
    expect((await searchTools(handle.db, { query: "qqqzzzxxx" })).total).toBe(0);
  });

  it("suggests names from two characters, prefix matches first, at most 10", async () => {
    expect(await suggestTools(handle.db, "f")).toEqual([]);
    const suggestions = await suggestTools(handle.db, "fi");
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(10);
    expect(suggestions[0]!.name.toLowerCase().startsWith("fi")).toBe(true);
    const many = await suggestTools(handle.db, "ai");
    expect(many).toHaveLength(10);
    expect((await suggestTools(handle.db, "midj"))[0]!.name).toBe("Midjourney");
    // Two characters match the start of any word in a name: "Il" is Adobe Illustrator's second word.
    expect((await suggestTools(handle.db, "il")).map((s) => s.name)).toContain("Adobe Illustrator");
  });

  it("treats regular-expression characters in autocomplete as plain text", async () => {
    for (const text of ["(.", "a*", "[]", "\\", "?+"]) {
      await expect(suggestTools(handle.db, text)).resolves.toBeInstanceOf(Array);
    }
  });
});
