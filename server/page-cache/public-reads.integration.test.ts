import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import { countCategories, findCategoryBySlug, findFooterCategories } from "../categories/queries";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { aiCourses, aiToolLogosTicker, aiTools, categories, courseTools, linkChecks, logoCandidates, searchSynonyms, sourceChanges, users } from "../db/schema";
import { reviewLogoCandidate } from "../logos/candidates";
import { localStorage } from "../storage/local";
import { listSynonymGroups } from "../search/synonyms";
import { countTools, findFeaturedTools, findFilterOptions, findTickerLogos, findToolsByCategory } from "../tools/queries";
import { loadToolSearchPage } from "../tools/search-page";
import { findToolPage } from "../tools/tool-page";
import { readToolSearch } from "~/lib/tool-search-params";
import { PageCache } from "./page-cache";

/**
 * The public reads kept in memory (server/cache.ts) follow the page cache's
 * contract: each kind of public write empties them once its notice arrived
 * (settle()), on this instance and on every other one.
 */
describe.each(testDatabaseKinds)("public reads kept in memory on $name", (kind) => {
  let handle: DatabaseHandle;
  let cache: PageCache;
  let figma: { id: string; categoryId: number; categorySlug: string };

  beforeAll(async () => {
    handle = await kind.openSeeded();
    cache = new PageCache(1024 * 1024);
    await cache.start(handle);
    const [row] = await handle.db
      .select({ id: aiTools.id, categoryId: aiTools.categoryId, categorySlug: categories.slug })
      .from(aiTools)
      .innerJoin(categories, eq(aiTools.categoryId, categories.id))
      .where(eq(aiTools.slug, "figma"));
    figma = { id: row!.id, categoryId: row!.categoryId!, categorySlug: row!.categorySlug };
  });
  afterAll(async () => {
    await cache.stop();
    await handle.close();
  });

  /** A write, then what the writer's next page reads once settled. */
  async function afterWrite<T>(write: () => Promise<unknown>, read: () => Promise<T>): Promise<T> {
    await read(); // kept
    await write();
    await cache.settle();
    return read();
  }

  it("reads the database once while nothing changes", async () => {
    expect(await findToolPage(handle.db, "figma").then((page) => page!.tool)).toBe(await findToolPage(handle.db, "figma").then((page) => page!.tool));
    expect(await findToolsByCategory(handle.db, figma.categoryId)).toBe(await findToolsByCategory(handle.db, figma.categoryId));
    expect(await findFeaturedTools(handle.db)).toBe(await findFeaturedTools(handle.db));
    expect(await findCategoryBySlug(handle.db, figma.categorySlug)).toBe(await findCategoryBySlug(handle.db, figma.categorySlug));
  });

  it("drops a tool's page data, its category's list and the counts when a tool changes", async () => {
    const page = await afterWrite(
      () => handle.db.update(aiTools).set({ name: "Figma Renamed" }).where(eq(aiTools.id, figma.id)),
      () => findToolPage(handle.db, "figma"),
    );
    expect(page!.tool.name).toBe("Figma Renamed");
    const listed = await afterWrite(
      () => handle.db.update(aiTools).set({ name: "Figma Again" }).where(eq(aiTools.id, figma.id)),
      () => findToolsByCategory(handle.db, figma.categoryId),
    );
    expect(listed.map((tool) => tool.name)).toContain("Figma Again");

    const before = await countTools(handle.db);
    const count = await afterWrite(() => handle.db.update(aiTools).set({ status: "draft" }).where(eq(aiTools.id, figma.id)), () => countTools(handle.db));
    expect(count).toBe(before - 1);
    expect(await findToolPage(handle.db, "figma")).toBeUndefined();
    expect(await afterWrite(() => handle.db.update(aiTools).set({ status: "published" }).where(eq(aiTools.id, figma.id)), () => findToolPage(handle.db, "figma"))).toBeDefined();
  });

  it("drops search results when a tool changes, and never keeps a list ordered by favourites", async () => {
    const search = (query: string) => loadToolSearchPage(handle.db, readToolSearch(new URLSearchParams(query)));
    expect((await search("search=design")).tools).toBe((await search("search=design")).tools);
    const found = await afterWrite(
      () => handle.db.update(aiTools).set({ description: "Now also a zyxwordsearch tool." }).where(eq(aiTools.id, figma.id)),
      () => search("search=zyxwordsearch"),
    );
    expect(found.tools.map((tool) => tool.slug)).toContain("figma");
    expect((await search("sort=favourites")).tools).not.toBe((await search("sort=favourites")).tools);
  });

  it("drops the featured tools when the featured set changes", async () => {
    const featured = await afterWrite(
      () => handle.db.update(aiTools).set({ featured: true, featuredRank: -1 }).where(eq(aiTools.id, figma.id)),
      () => findFeaturedTools(handle.db),
    );
    expect(featured[0]!.slug).toBe("figma");
    const after = await afterWrite(() => handle.db.update(aiTools).set({ featured: false, featuredRank: null }).where(eq(aiTools.id, figma.id)), () => findFeaturedTools(handle.db));
    expect(after.map((tool) => tool.slug)).not.toContain("figma");
  });

  it("drops categories, their counts and the footer when a category changes", async () => {
    const category = await afterWrite(
      () => handle.db.update(categories).set({ description: "Changed for the test." }).where(eq(categories.id, figma.categoryId)),
      () => findCategoryBySlug(handle.db, figma.categorySlug),
    );
    expect(category!.description).toBe("Changed for the test.");
    const before = await countCategories(handle.db);
    const count = await afterWrite(
      () => handle.db.insert(categories).values({ name: "Cached Count", displayName: "Cached Count", slug: "cached-count", description: "d", icon: "sparkles", colour: "#123456" }),
      () => countCategories(handle.db),
    );
    expect(count).toBe(before + 1);
    const [first] = await findFooterCategories(handle.db);
    const footer = await afterWrite(
      () => handle.db.update(categories).set({ displayName: "Renamed Footer Category" }).where(eq(categories.slug, first!.slug)),
      () => findFooterCategories(handle.db),
    );
    expect(footer.map((item) => item.displayName)).toContain("Renamed Footer Category");
    const options = await afterWrite(
      () => handle.db.update(categories).set({ displayName: "Renamed Filter Category" }).where(eq(categories.id, figma.categoryId)),
      () => findFilterOptions(handle.db),
    );
    expect(options.categories.map((item) => item.name)).toContain("Renamed Filter Category");
  });

  it("drops a tool's courses when a course or what it teaches changes", async () => {
    const [course] = await handle.db.select({ id: aiCourses.id }).from(aiCourses).limit(1);
    const taught = await afterWrite(
      () => handle.db.insert(courseTools).values({ courseId: course!.id, toolId: figma.id }).onConflictDoNothing(),
      () => findToolPage(handle.db, "figma"),
    );
    expect(taught!.courses.map((c) => c.id)).toContain(course!.id);
    const renamed = await afterWrite(() => handle.db.update(aiCourses).set({ name: "Course Renamed" }).where(eq(aiCourses.id, course!.id)), () => findToolPage(handle.db, "figma"));
    expect(renamed!.courses.map((c) => c.name)).toContain("Course Renamed");
  });

  it("drops the ticker and the synonyms when they change", async () => {
    const logos = await afterWrite(() => handle.db.update(aiToolLogosTicker).set({ isActive: false }), () => findTickerLogos(handle.db));
    expect(logos).toEqual([]);
    const groups = await afterWrite(() => handle.db.insert(searchSynonyms).values({ terms: ["moodboard", "mood board"] }), () => listSynonymGroups(handle.db));
    expect(groups.map((group) => group.terms)).toContainEqual(["moodboard", "mood board"]);
  });

  it("drops a tool's page data when its links start failing, or are found working on a new day", async () => {
    const [check] = await handle.db.insert(linkChecks).values({ toolId: figma.id, url: "https://www.figma.com/", kind: "website", consecutiveFailures: 1, lastOkAt: new Date() }).returning({ id: linkChecks.id });
    await cache.settle();
    expect((await findToolPage(handle.db, "figma"))!.links).toEqual({ verifiedAt: null, failing: false });
    const failing = await afterWrite(() => handle.db.update(linkChecks).set({ consecutiveFailures: 2 }).where(eq(linkChecks.id, check!.id)), () => findToolPage(handle.db, "figma"));
    expect(failing!.links.failing).toBe(true);
    const working = await afterWrite(
      () => handle.db.update(linkChecks).set({ consecutiveFailures: 0, lastOkAt: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000) }).where(eq(linkChecks.id, check!.id)),
      () => findToolPage(handle.db, "figma"),
    );
    expect(working!.links).toMatchObject({ failing: false, verifiedAt: expect.any(Date) });
  });

  it("drops a tool's page data when a change of its pricing or terms page opens or is closed", async () => {
    const opened = await afterWrite(
      () => handle.db.insert(sourceChanges).values({ toolId: figma.id, kind: "pricing", url: "https://www.figma.com/pricing/", beforeText: "Pro $12", afterText: "Pro $15" }),
      () => findToolPage(handle.db, "figma"),
    );
    expect(opened!.changedSources).toEqual([{ kind: "pricing", detectedAt: expect.any(Date) }]);
    const closed = await afterWrite(
      () => handle.db.update(sourceChanges).set({ closedAt: new Date(), resolution: "dismissed" }).where(eq(sourceChanges.toolId, figma.id)),
      () => findToolPage(handle.db, "figma"),
    );
    expect(closed!.changedSources).toEqual([]);
  });

  it("drops a tool's page data when an admin approves a logo found on its site", async () => {
    const files = mkdtempSync(path.join(tmpdir(), "public-reads-logo-"));
    try {
      const storage = localStorage(files);
      const admin = { id: "public-reads-admin", email: "public-reads-admin@example.com" };
      await handle.db.insert(users).values({ id: admin.id, email: admin.email, name: "Admin", emailVerified: true });
      await storage.put("logo-candidates/figma.png", Buffer.from("png"), "image/png");
      const [candidate] = await handle.db
        .insert(logoCandidates)
        .values({ toolId: figma.id, fileKey: "logo-candidates/figma.png", sourceUrl: "https://www.figma.com/apple-touch-icon.png", width: 180, height: 180 })
        .returning({ id: logoCandidates.id });
      const page = await afterWrite(() => reviewLogoCandidate(handle.db, storage, admin, candidate!.id, "approved"), () => findToolPage(handle.db, "figma"));
      expect(page!.tool.logoUrl).toMatch(/^\/uploads\/logos\/.+-figma\.png$/);
    } finally {
      rmSync(files, { recursive: true, force: true });
    }
  });

  it("keeps nothing for a database whose change notices this process does not hear", async () => {
    const unheard = await kind.openSeeded();
    try {
      expect(await findToolsByCategory(unheard.db, figma.categoryId)).not.toBe(await findToolsByCategory(unheard.db, figma.categoryId));
      expect(await countTools(unheard.db)).toBeGreaterThan(0);
    } finally {
      await unheard.close();
    }
  });

  it("drops what it keeps after its own write while it hears no notices, though no writer calls the cache", async () => {
    const unheard = await kind.openSeeded();
    const deaf = new PageCache(1024 * 1024); // never started: it hears nothing
    try {
      const [first] = await findFooterCategories(unheard.db);
      expect(await findFooterCategories(unheard.db)).toBe(await findFooterCategories(unheard.db)); // kept for minutes
      await unheard.db.update(categories).set({ displayName: "Renamed While Deaf" }).where(eq(categories.slug, first!.slug));
      await deaf.settle();
      expect((await findFooterCategories(unheard.db)).map((item) => item.displayName)).toContain("Renamed While Deaf");
    } finally {
      await unheard.close();
    }
  });

  it.runIf(kind.name === "postgres")("another instance drops its copies within a second of a write here, and keeps none while its notices are lost", async () => {
    // The driver-neutral Database types a raw answer as unknown; both drivers answer with rows.
    const { rows } = (await handle.db.execute(sql`select current_database() as db`)) as { rows: { db: string }[] };
    const sameDatabase = new URL(process.env.TEST_DATABASE_URL!);
    sameDatabase.pathname = `/${rows[0]!.db}`;
    const other = await openDatabase({ kind: "postgres", url: sameDatabase.toString() });
    const otherCache = new PageCache(1024 * 1024);
    await otherCache.start(other);
    try {
      expect((await findToolPage(other.db, "figma"))!.tool.name).not.toBe("Figma Elsewhere");
      await handle.db.update(aiTools).set({ name: "Figma Elsewhere" }).where(eq(aiTools.id, figma.id));
      const deadline = Date.now() + 1000;
      let name = "";
      // A kept copy resolves at once: each poll waits a moment so the notice, which is I/O, can arrive.
      while (Date.now() < deadline && name !== "Figma Elsewhere") {
        name = (await findToolPage(other.db, "figma"))!.tool.name;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(name).toBe("Figma Elsewhere");

      await handle.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`);
      const lostBy = Date.now() + 2000;
      while (Date.now() < lostBy && otherCache.enabled) await new Promise((r) => setTimeout(r, 5));
      expect(otherCache.enabled).toBe(false);
      expect(await findToolsByCategory(other.db, figma.categoryId)).not.toBe(await findToolsByCategory(other.db, figma.categoryId));
      const restoredBy = Date.now() + 5000;
      while (Date.now() < restoredBy && !(otherCache.enabled && cache.enabled)) await new Promise((r) => setTimeout(r, 50));
      expect(otherCache.enabled && cache.enabled).toBe(true);
    } finally {
      await otherCache.stop();
      await other.close();
    }
  });
});
