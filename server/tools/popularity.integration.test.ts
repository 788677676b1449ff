// Popularity: visits counted per tool and day with nothing about the visitor, favourites, and the
// order both give the tools people mean after the editorial leaders.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { aiTools, toolVisitDays, userFavorites, users } from "../db/schema";
import { countVisit, DAILY_VISIT_CAP, POPULARITY_WINDOW_DAYS, refreshPopularity } from "./popularity";
import { searchTools } from "./search";

describe.each(testDatabaseKinds)("tool popularity on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "seeded");

  const popularityOf = async (slug: string) => (await handle.db.select({ popularity: aiTools.popularity }).from(aiTools).where(eq(aiTools.slug, slug)))[0]!.popularity;
  const idOf = async (slug: string) => (await handle.db.select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.slug, slug)))[0]!.id;

  it("counts visits per tool and day, keeps only the count, and refuses an unknown or unlisted tool", async () => {
    expect(await countVisit(handle.db, "photopea")).toBe(true);
    expect(await countVisit(handle.db, "photopea")).toBe(true);
    expect(await countVisit(handle.db, "no-such-tool")).toBe(false);
    await handle.db.update(aiTools).set({ status: "draft" }).where(eq(aiTools.slug, "pixlr"));
    expect(await countVisit(handle.db, "pixlr")).toBe(false);
    const rows = await handle.db.select().from(toolVisitDays);
    expect(rows).toEqual([{ toolId: await idOf("photopea"), day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), visits: 2 }]);
    // A day's count stops at its cap, however many visits are posted.
    await handle.db.update(toolVisitDays).set({ visits: DAILY_VISIT_CAP });
    await countVisit(handle.db, "photopea");
    expect((await handle.db.select().from(toolVisitDays))[0]!.visits).toBe(DAILY_VISIT_CAP);
  });

  it("adds favourites to the visits of the window, forgets older visits, and writes nothing when nothing changed", async () => {
    const photopea = await idOf("photopea");
    await handle.db.insert(users).values([1, 2, 3].map((n) => ({ id: `fan-${n}`, email: `fan${n}@example.com`, emailVerified: true })));
    await handle.db.insert(userFavorites).values([1, 2, 3].map((n) => ({ userId: `fan-${n}`, toolId: photopea })));
    await handle.db.insert(toolVisitDays).values([
      { toolId: photopea, day: sql`(now() at time zone 'utc')::date` as unknown as string, visits: 5 },
      { toolId: photopea, day: sql`(now() at time zone 'utc')::date - ${POPULARITY_WINDOW_DAYS + 1}::int` as unknown as string, visits: 50 },
    ]);
    expect(await refreshPopularity(handle.db)).toBe(1);
    expect(await popularityOf("photopea")).toBe(8);
    expect(await handle.db.select().from(toolVisitDays)).toHaveLength(1);
    expect(await refreshPopularity(handle.db)).toBe(0);
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
