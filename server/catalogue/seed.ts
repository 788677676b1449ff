/**
 * Loads the catalogue into the database: an import of its categories, tools and courses (the one
 * upsert, ./transfer.ts), and what only the files hold: each category's leaders, the first featured
 * tools and the logo ticker, the articles and the search synonyms. Seeding again updates instead of
 * duplicating. Admin choices survive a re-seed: the featured set is only filled when no tool is
 * featured, and an article already there is never overwritten.
 */
import { count, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import type { Catalogue } from "./file";
import { readingMinutes } from "~/lib/blog";
import { sanitizePostHtml } from "../blog/sanitize";
import { aiToolLogosTicker, aiTools, blogPosts, categories, publicChanges } from "../db/schema";
import { upsertCatalogue } from "./transfer";
import { rebuildSearchLexicon } from "../search/lexicon";
import { seedSynonyms } from "../search/synonyms";
import { recordNoPublicChanges } from "../changes/quiet";

/** On conflict, take the incoming value of these columns. */
function fromExcluded<T extends PgTable>(table: T, keys: (keyof T["_"]["columns"] & string)[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)]));
}

export async function seedCatalogue(db: Database, catalogue: Catalogue): Promise<void> {
  await db.transaction(async (tx) => {
    // The first load is the directory's starting point, not news; a later seed's changes are.
    const firstLoad = await isCatalogueEmpty(tx);
    if (firstLoad) await recordNoPublicChanges(tx);
    await upsertCatalogue(tx, catalogue);

    // Each category's leaders first, in the catalogue's order; the rest after them.
    const leaderPosition = new Map<string, number>();
    const leadersSoFar = new Map<string, number>();
    const categoryOf = new Map(catalogue.tools.map((t) => [t.slug, t.category]));
    for (const slug of catalogue.showcase.leaders) {
      const category = categoryOf.get(slug)!;
      leadersSoFar.set(category, (leadersSoFar.get(category) ?? 0) + 1);
      leaderPosition.set(slug, leadersSoFar.get(category)!);
    }
    await tx
      .update(aiTools)
      .set({
        sortOrder:
          leaderPosition.size === 0
            ? 100
            : sql`case ${aiTools.slug} ${sql.join(
                [...leaderPosition].map(([slug, position]) => sql`when ${slug} then ${position}::int`),
                sql` `,
              )} else 100 end`,
      })
      .where(inArray(aiTools.slug, catalogue.tools.map((t) => t.slug)));

    const [featured] = await tx.select({ n: count() }).from(aiTools).where(eq(aiTools.featured, true));
    if (featured?.n === 0 && catalogue.showcase.featured.length > 0) {
      await tx.update(aiTools).set({ featured: true }).where(inArray(aiTools.slug, catalogue.showcase.featured));
    }

    const toolsForTicker = await tx
      .select({ id: aiTools.id, name: aiTools.name, slug: aiTools.slug })
      .from(aiTools)
      .where(inArray(aiTools.slug, catalogue.showcase.ticker));
    if (toolsForTicker.length > 0) {
      await tx
        .insert(aiToolLogosTicker)
        .values(
          toolsForTicker.map((t) => ({
            toolId: t.id,
            toolName: t.name,
            altText: `${t.name} logo`,
            logoFileName: `${t.slug}.svg`,
          })),
        )
        .onConflictDoUpdate({
          target: aiToolLogosTicker.toolName,
          set: fromExcluded(aiToolLogosTicker, ["toolId", "altText", "logoFileName"]),
        });
    }

    await tx
      .insert(blogPosts)
      .values(
        catalogue.posts.map((p) => ({
          slug: p.slug,
          title: p.title,
          excerpt: p.excerpt,
          content: sanitizePostHtml(p.content),
          author: p.author,
          category: p.category,
          tags: p.tags,
          featured: p.featured,
          published: true,
          publishedAt: new Date(p.publishedAt),
          metaDescription: p.metaDescription,
          readTime: readingMinutes(p.content),
        })),
      )
      // Posts may have been edited by an admin since: a re-seed never overwrites them.
      .onConflictDoNothing({ target: blogPosts.slug });

    // The first load records the catalogue's own past instead: each tool on the day its entry was
    // first recorded, each article on its publication day. Tools without that day are not dated.
    if (firstLoad) await recordCataloguePast(tx, catalogue.tools.filter((tool) => tool.added).map((tool) => tool.slug));

    await seedSynonyms(tx, catalogue.synonyms);
    await rebuildSearchLexicon(tx);
  });
}

async function recordCataloguePast(tx: Pick<Database, "execute">, datedSlugs: string[]): Promise<void> {
  await tx.execute(sql`
    insert into ${publicChanges} (kind, tool_id, source, happened_at)
    select 'tool-added', id, explore_now_link, published_at from ${aiTools}
    where status = 'published' and slug in (select jsonb_array_elements_text(${JSON.stringify(datedSlugs)}::jsonb))`);
  await tx.execute(sql`
    insert into ${publicChanges} (kind, post_id, happened_at)
    select 'article-added', id, published_at from ${blogPosts} where published and published_at is not null`);
}

export async function isCatalogueEmpty(db: Pick<Database, "select">): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(categories);
  return (row?.n ?? 0) === 0;
}
