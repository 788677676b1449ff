// Popularity: visits counted once per visitor, tool and day with only a keyed hash kept for the day,
// saves by accounts old enough, and the damped order both give the tools people mean after the leaders.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { aiTools, toolVisitDays, toolVisitMarks, userFavorites, users } from "../db/schema";
import { countVisit, DAY_WEIGHT_CAP, MIN_SIGNAL, POPULARITY_WINDOW_DAYS, refreshPopularity } from "./popularity";
import { searchTools } from "./search";

describe.each(testDatabaseKinds)("tool popularity on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "seeded");

  const popularityOf = async (slug: string) => (await handle.db.select({ popularity: aiTools.popularity }).from(aiTools).where(eq(aiTools.slug, slug)))[0]!.popularity;
  const idOf = async (slug: string) => (await handle.db.select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.slug, slug)))[0]!.id;

  const today = sql`(now() at time zone 'utc')::date` as unknown as string;
  const daysAgo = (days: number) => sql`(now() at time zone 'utc')::date - ${days}::int` as unknown as string;
  const oldAccounts = async (prefix: string, n: number, ageDays = 30) => {
    const ids = Array.from({ length: n }, (_, i) => `${prefix}-${i}`);
    await handle.db.insert(users).values(ids.map((id) => ({ id, email: `${id}@example.com`, emailVerified: true, createdAt: new Date(Date.now() - ageDays * 24 * 3600_000) })));
    return ids;
  };

  it("counts a visitor once per tool and day, keeps only a keyed hash of them for the day, and refuses an unknown or unlisted tool", async () => {
    expect(await countVisit(handle.db, "photopea", "203.0.113.7")).toBe("counted");
    expect(await countVisit(handle.db, "photopea", "203.0.113.7")).toBe("already");
    expect(await countVisit(handle.db, "photopea", "198.51.100.2")).toBe("counted");
    expect(await countVisit(handle.db, "pixlr", "203.0.113.7")).toBe("counted");
    expect(await countVisit(handle.db, "no-such-tool", "203.0.113.7")).toBe("missing");
    await handle.db.update(aiTools).set({ status: "draft" }).where(eq(aiTools.slug, "canva"));
    expect(await countVisit(handle.db, "canva", "203.0.113.7")).toBe("missing");
    const rows = await handle.db.select().from(toolVisitDays).where(eq(toolVisitDays.toolId, await idOf("photopea")));
    expect(rows).toEqual([{ toolId: await idOf("photopea"), day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), visits: 2 }]);
    const marks = await handle.db.select().from(toolVisitMarks);
    expect(marks).toHaveLength(3);
    for (const { mark } of marks) expect(mark).not.toMatch(/203|198|photopea/);
    // No cap: the thousandth visitor of a day is counted like the first.
    await handle.db.update(toolVisitDays).set({ visits: 1000 });
    expect(await countVisit(handle.db, "photopea", "192.0.2.200")).toBe("counted");
    expect((await handle.db.select().from(toolVisitDays).where(eq(toolVisitDays.toolId, await idOf("photopea"))))[0]!.visits).toBe(1001);
    // Marks of a day that is over are forgotten at the next refresh.
    await handle.db.update(toolVisitMarks).set({ day: daysAgo(1) });
    await refreshPopularity(handle.db);
    expect(await handle.db.$count(toolVisitMarks)).toBe(0);
  });

  it("weighs visits of the window, a day at most DAY_WEIGHT_CAP, and saves of accounts a week old; forgets older visits; writes nothing when nothing changed", async () => {
    const photopea = await idOf("photopea");
    const fans = await oldAccounts("fan", 3);
    const [newcomer] = await oldAccounts("newcomer", 1, 1);
    await handle.db.insert(userFavorites).values([...fans, newcomer!].map((userId) => ({ userId, toolId: photopea })));
    await handle.db.insert(toolVisitDays).values([
      { toolId: photopea, day: today, visits: 500 },
      { toolId: photopea, day: daysAgo(1), visits: 4 },
      { toolId: photopea, day: daysAgo(POPULARITY_WINDOW_DAYS + 1), visits: 50 },
    ]);
    expect(await refreshPopularity(handle.db)).toBe(1);
    // 3 saves × 2 + min(500, 10) + 4 = 20: round(10 × log10(20)) = 13. The new account's save weighs nothing yet.
    expect(DAY_WEIGHT_CAP).toBe(10);
    expect(await popularityOf("photopea")).toBe(13);
    expect(await handle.db.select().from(toolVisitDays)).toHaveLength(2);
    expect(await refreshPopularity(handle.db)).toBe(0);
  });

  it("below MIN_SIGNAL there is no signal: one day's visits or a handful of saves lift no tool", async () => {
    const photopea = await idOf("photopea");
    const fans = await oldAccounts("fan", 3);
    await handle.db.insert(userFavorites).values(fans.map((userId) => ({ userId, toolId: photopea })));
    await handle.db.insert(toolVisitDays).values({ toolId: await idOf("pixlr"), day: today, visits: 2000 });
    expect(MIN_SIGNAL).toBeGreaterThan(DAY_WEIGHT_CAP);
    await refreshPopularity(handle.db);
    expect(await popularityOf("photopea")).toBe(0);
    expect(await popularityOf("pixlr")).toBe(0);
  });

  it("2,000 scripted visits, from one address or from 2,000, and three saves from a new account move a tool by at most a few places", async () => {
    const rank = async (slug: string, search: Parameters<typeof searchTools>[1]) => (await searchTools(handle.db, { ...search, pageSize: 2000 })).tools.findIndex((tool) => tool.slug === slug);
    const orders = [{}, { categorySlugs: ["photo-editing"] }, { query: "photo editor" }];
    // An ordinary tool, far down every order.
    const target = "pixlr";
    const before = await Promise.all(orders.map((order) => rank(target, order)));
    const scripted = [];
    for (let i = 0; i < 2000; i++) scripted.push(await countVisit(handle.db, target, "203.0.113.9"));
    expect(scripted.filter((result) => result === "counted")).toHaveLength(1);
    const [botAccount] = await oldAccounts("bot", 1, 0);
    for (const slug of [target, "capcut", "remove-bg"]) await handle.db.insert(userFavorites).values({ userId: botAccount!, toolId: await idOf(slug) });
    await refreshPopularity(handle.db);
    const afterOneAddress = await Promise.all(orders.map((order) => rank(target, order)));
    for (const [i, place] of afterOneAddress.entries()) expect(Math.abs(place - before[i]!), JSON.stringify(orders[i])).toBeLessThanOrEqual(3);
    // A script rotating 2,000 addresses in a day: every visit counts, but one day weighs at most DAY_WEIGHT_CAP.
    await handle.db.update(toolVisitDays).set({ visits: 2000 }).where(eq(toolVisitDays.toolId, await idOf(target)));
    await refreshPopularity(handle.db);
    const afterManyAddresses = await Promise.all(orders.map((order) => rank(target, order)));
    for (const [i, place] of afterManyAddresses.entries()) expect(Math.abs(place - before[i]!), JSON.stringify(orders[i])).toBeLessThanOrEqual(3);
    expect(await popularityOf("capcut")).toBe(0);
  });

  it("lists the more wanted of two ordinary tools first when browsing, and ranks it higher in a search", async () => {
    const ordinary = (await searchTools(handle.db, { categorySlugs: ["photo-editing"], pageSize: 100 })).tools.filter((tool) => !["adobe-photoshop", "adobe-lightroom", "capture-one", "luminar-neo", "picsart", "photopea"].includes(tool.slug));
    const last = ordinary.at(-1)!;
    await handle.db.update(aiTools).set({ popularity: 40 }).where(eq(aiTools.slug, last.slug));
    const browsed = (await searchTools(handle.db, { categorySlugs: ["photo-editing"], pageSize: 100 })).tools.map((tool) => tool.slug);
    expect(browsed.indexOf(last.slug)).toBe(6);
    const before = (await searchTools(handle.db, { query: "photo", pageSize: 200 })).tools.map((tool) => tool.slug);
    await handle.db.update(aiTools).set({ popularity: 0 }).where(eq(aiTools.slug, last.slug));
    const after = (await searchTools(handle.db, { query: "photo", pageSize: 200 })).tools.map((tool) => tool.slug);
    expect(before.indexOf(last.slug)).toBeLessThan(after.indexOf(last.slug));
  });
});
