/**
 * The admin's featured tools: the picks in their order, a searchable page of
 * every tool to pick from, and saving the whole ordered set at once.
 */
import { and, asc, count, eq, ilike, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiTools, categories } from "../db/schema";
import { byName } from "../db/order";

export const PICKER_PAGE_SIZE = 30;

const pickColumns = { id: aiTools.id, name: aiTools.name, categoryName: categories.displayName, logoUrl: aiTools.logoUrl, featured: aiTools.featured };
export type FeaturingTool = { id: string; name: string; categoryName: string | null; logoUrl: string | null; featured: boolean };

/** How many tools the home page features. */
export async function countFeaturedTools(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(aiTools).where(eq(aiTools.featured, true));
  return row?.total ?? 0;
}

/** The featured tools in the admin's order (tools featured before ordering existed come last, newest first). */
export async function findFeaturedPicks(db: Database): Promise<FeaturingTool[]> {
  return db
    .select(pickColumns)
    .from(aiTools)
    .leftJoin(categories, eq(aiTools.categoryId, categories.id))
    .where(eq(aiTools.featured, true))
    .orderBy(sql`${aiTools.featuredRank} asc nulls last`, sql`${aiTools.createdAt} desc`, asc(byName(aiTools.name)));
}

/** One page of every tool, by name, optionally narrowed by a name and a category. */
export async function findToolsToPick(db: Database, { search, category, page }: { search: string; category: string; page: number }) {
  // Only listed tools can be featured.
  const conditions: SQL[] = [eq(aiTools.status, "published")];
  if (search) conditions.push(ilike(aiTools.name, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (category) conditions.push(eq(categories.slug, category));
  const where = conditions.length ? and(...conditions) : undefined;
  const [tools, [counted]] = await Promise.all([
    db
      .select(pickColumns)
      .from(aiTools)
      .leftJoin(categories, eq(aiTools.categoryId, categories.id))
      .where(where)
      .orderBy(asc(byName(aiTools.name)))
      .limit(PICKER_PAGE_SIZE)
      .offset((page - 1) * PICKER_PAGE_SIZE),
    db.select({ total: count() }).from(aiTools).leftJoin(categories, eq(aiTools.categoryId, categories.id)).where(where),
  ]);
  const total = counted?.total ?? 0;
  return { tools, total, pageCount: Math.max(1, Math.ceil(total / PICKER_PAGE_SIZE)) };
}

/** Replaces the whole featured set, in the given order, in one transaction: no visitor ever sees half of it. */
export async function replaceFeaturedTools(db: Database, toolIds: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.update(aiTools).set({ featured: false, featuredRank: null }).where(eq(aiTools.featured, true));
    await tx.update(aiTools).set({ featuredRank: null }).where(isNotNull(aiTools.featuredRank));
    let saved = 0;
    for (const [rank, id] of toolIds.entries()) {
      const updated = await tx.update(aiTools).set({ featured: true, featuredRank: rank }).where(inArray(aiTools.id, [id])).returning({ id: aiTools.id });
      saved += updated.length;
    }
    return saved;
  });
}
