import { count, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import { loadCatalogue } from "./file";
import type { DatabaseHandle } from "../db/client";
import { prepareDatabase } from "./prepare";
import { seedCatalogue } from "./seed";
import { importCatalogue } from "./transfer";
import { aiCourses, aiToolLogosTicker, aiTools, blogPosts, categories, userFavorites, users } from "../db/schema";

const catalogue = loadCatalogue();

async function tableCounts(handle: DatabaseHandle) {
  const countOf = async (table: PgTable) => {
    const [row] = await handle.db.select({ n: count() }).from(table);
    return row!.n;
  };
  return {
    categories: await countOf(categories),
    tools: await countOf(aiTools),
    courses: await countOf(aiCourses),
    posts: await countOf(blogPosts),
    ticker: await countOf(aiToolLogosTicker),
  };
}

describe.each(testDatabaseKinds)("migrations and seed on $name", (kind) => {
  let handle: DatabaseHandle;
  afterEach(async () => {
    await handle.close();
  });

  // One test seeds an empty database; the others start from a copy of one seeded the same way.
  it("loads the whole catalogue into an empty database", async () => {
    handle = await kind.open();
    const { seeded } = await prepareDatabase(handle, { seedIfEmpty: true });
    expect(seeded).toBe(true);
    const counts = await tableCounts(handle);
    expect(counts).toEqual({
      categories: catalogue.categories.length,
      tools: catalogue.tools.length,
      courses: catalogue.courses.length,
      posts: catalogue.posts.length,
      ticker: catalogue.showcase.ticker.length,
    });
    expect(counts.tools).toBeGreaterThanOrEqual(300);
    expect(counts.categories).toBe(40);

    const featured = await handle.db.select({ slug: aiTools.slug }).from(aiTools).where(eq(aiTools.featured, true));
    expect(featured.map((t) => t.slug).sort()).toEqual([...catalogue.showcase.featured].sort());

    const [orphan] = await handle.db
      .select({ n: count() })
      .from(aiTools)
      .where(sql`${aiTools.categoryId} is null or ${aiTools.categoryName} is null`);
    expect(orphan!.n).toBe(0);

    // A pricing link exists only where the catalogue knows the pricing page.
    const withoutPricingPage = catalogue.tools.find((t) => t.pricingUrl === null)!;
    const [row] = await handle.db.select().from(aiTools).where(eq(aiTools.slug, withoutPricingPage.slug));
    expect(row!.seePricingLink).toBeNull();
  });

  // Seeding takes a second or more: one seed again checks all it must leave alone.
  it("seeding again duplicates nothing, and keeps an admin's featured choice and uploaded logo; otherwise takes the catalogue's mark", async () => {
    handle = await kind.openSeeded();
    const first = await tableCounts(handle);
    await handle.db.update(aiTools).set({ featured: false });
    await handle.db.update(aiTools).set({ featured: true }).where(eq(aiTools.slug, "claude"));
    await handle.db.update(aiTools).set({ logoUrl: "/uploads/logos/own-mark-600.webp" }).where(eq(aiTools.slug, "canva"));
    await handle.db.update(aiTools).set({ logoUrl: "/logos/figma.svg" }).where(eq(aiTools.slug, "figma"));

    await seedCatalogue(handle.db, catalogue);
    expect(await tableCounts(handle)).toEqual(first);
    const featured = await handle.db.select({ slug: aiTools.slug }).from(aiTools).where(eq(aiTools.featured, true));
    expect(featured).toEqual([{ slug: "claude" }]);
    const logos = await handle.db.select({ slug: aiTools.slug, logoUrl: aiTools.logoUrl }).from(aiTools).where(sql`${aiTools.slug} in ('canva', 'figma')`);
    expect(Object.fromEntries(logos.map((row) => [row.slug, row.logoUrl]))).toEqual({
      canva: "/uploads/logos/own-mark-600.webp",
      figma: `/brand-logos/${catalogue.tools.find((t) => t.slug === "figma")!.logo}`,
    });

    // The seed writes entries through the import: importing the same files afterwards finds nothing to do,
    // and a fact edited in the files reaches the row by either.
    const sameAgain = await importCatalogue(handle.db, { categories: catalogue.categories, tools: catalogue.tools, courses: catalogue.courses });
    expect(sameAgain.created).toEqual({ categories: [], tools: [], courses: [] });
    expect(sameAgain.updated).toEqual({ categories: [], tools: [], courses: [] });
    const edited = catalogue.tools.map((tool) => (tool.slug === "figma" ? { ...tool, description: "Edited in the files." } : tool));
    await seedCatalogue(handle.db, { ...catalogue, tools: edited });
    const [figma] = await handle.db.select({ description: aiTools.description }).from(aiTools).where(eq(aiTools.slug, "figma"));
    expect(figma?.description).toBe("Edited in the files.");

    // A database that holds the catalogue is not seeded on start.
    const again = await prepareDatabase(handle, { seedIfEmpty: true });
    expect(again.seeded).toBe(false);
    expect(await tableCounts(handle)).toEqual(first);
  });

  it("rejects a duplicate favourite with 23505", async () => {
    handle = await kind.openSeeded();
    const [tool] = await handle.db.select({ id: aiTools.id }).from(aiTools).limit(1);
    await handle.db.insert(users).values({ id: "u1", email: "fav@example.com" });
    await handle.db.insert(userFavorites).values({ userId: "u1", toolId: tool!.id });
    const duplicate = handle.db.insert(userFavorites).values({ userId: "u1", toolId: tool!.id });
    await expect(duplicate).rejects.toMatchObject({ cause: { code: "23505" } });
  });

  it("has the indexes the directory's queries rely on", async () => {
    handle = await kind.open();
    const result = await handle.db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where schemaname = 'public'`,
    );
    const names = (result as { rows: { indexname: string }[] }).rows.map((r) => r.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        "ai_tools_search_vector_idx",
        "ai_tools_name_trgm_idx",
        "ai_tools_category_order_idx",
        "ai_tools_featured_idx",
        "ai_tools_created_lower_name_idx",
        "ai_tools_lower_name_idx",
        "ai_tools_status_idx",
        "ai_tools_platforms_idx",
        "ai_tools_use_cases_idx",
        "search_lexicon_word_trgm_idx",
        "course_tools_tool_idx",
        "user_favorites_user_created_idx",
        "blog_posts_published_idx",
        "ai_tool_logos_ticker_active_idx",
        "mail_outbox_due_idx",
      ]),
    );
  });

  it("supports full-text search and trigram similarity", async () => {
    handle = await kind.openSeeded();
    const byText = await handle.db
      .select({ slug: aiTools.slug })
      .from(aiTools)
      .where(sql`${aiTools.searchVector} @@ websearch_to_tsquery('english', 'voice')`);
    expect(byText.length).toBeGreaterThan(0);
    const [closest] = await handle.db
      .select({ slug: aiTools.slug })
      .from(aiTools)
      .orderBy(sql`similarity(${aiTools.name}, 'midjurney') desc`)
      .limit(1);
    expect(closest!.slug).toBe("midjourney");
  });
});
