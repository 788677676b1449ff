import { and, asc, count, eq } from "drizzle-orm";
import { cachedPerDatabase, cachedPerKey, FIVE_MINUTES, UNTIL_CHANGED } from "../cache";
import type { Database } from "../db/client";
import { aiTools, categories, type CategoryTranslations } from "../db/schema";
import { byName } from "../db/order";

/** Shown first in the footer's AI Tools column, in this order. */
export const PREFERRED_FOOTER_CATEGORIES = ["Website Builder Tools", "Lead Magnet Tools", "LLMs", "AI Agents"];

export interface CategoryLink {
  name: string;
  displayName: string;
  slug: string;
}

export interface CategorySummary extends CategoryLink {
  id: number;
  description: string;
  icon: string;
  colour: string;
  toolCount: number;
  translations: CategoryTranslations;
}

/** Every category with its number of tools, in the editorial order. */
export async function findCategoriesWithCounts(db: Database): Promise<CategorySummary[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      displayName: categories.displayName,
      slug: categories.slug,
      description: categories.description,
      icon: categories.icon,
      colour: categories.colour,
      translations: categories.translations,
      toolCount: count(aiTools.id),
    })
    .from(categories)
    .leftJoin(aiTools, and(eq(aiTools.categoryId, categories.id), eq(aiTools.status, "published")))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(byName(categories.name)));
}

export const findCategoriesWithCountsCached = cachedPerDatabase(FIVE_MINUTES, findCategoriesWithCounts);

/** Up to `limit` categories that have tools, the preferred ones first. */
export const findFooterCategories = cachedPerDatabase(FIVE_MINUTES, async (db: Database): Promise<CategoryLink[]> => {
  const rows = await findCategoriesWithCountsCached(db);
  return pickFooterCategories(
    rows.filter((row) => row.toolCount > 0),
    4,
  ).map(({ name, displayName, slug }) => ({ name, displayName, slug }));
});

export function pickFooterCategories<T extends { name: string }>(rows: T[], limit = 4): T[] {
  const rank = (name: string) => {
    const index = PREFERRED_FOOTER_CATEGORIES.indexOf(name);
    return index === -1 ? PREFERRED_FOOTER_CATEGORIES.length : index;
  };
  return [...rows].sort((a, b) => rank(a.name) - rank(b.name)).slice(0, limit);
}

export const countCategories = cachedPerDatabase(UNTIL_CHANGED, async (db: Database): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(categories);
  return row?.n ?? 0;
});

/**
 * Reduces a category slug or name to the words that identify it, so the
 * spellings people and older links use ('audio-&-music', 'audio-and-music',
 * 'audio-music', 'Audio & Music') all meet.
 */
export function categoryKey(slugOrName: string): string {
  let text = slugOrName;
  try {
    text = decodeURIComponent(slugOrName);
  } catch {
    // A malformed escape is matched as written.
  }
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .split(/[^a-z0-9]+/)
    .filter((word) => word && word !== "and")
    .join("-");
}

/** Maps any accepted spelling of a category (its slug, name or display name) to its canonical slug. */
export const categorySlugTable = cachedPerDatabase(FIVE_MINUTES, async (db: Database) => {
  const rows = await db
    .select({ slug: categories.slug, name: categories.name, displayName: categories.displayName })
    .from(categories);
  const table = new Map<string, string>();
  for (const row of rows) {
    for (const spelling of [row.slug, row.name, row.displayName]) table.set(categoryKey(spelling), row.slug);
  }
  return table;
});

export async function resolveCategorySlug(db: Database, requested: string): Promise<string | undefined> {
  return (await categorySlugTable(db)).get(categoryKey(requested));
}

export const findCategoryBySlug = cachedPerKey(UNTIL_CHANGED, async (db: Database, slug: string) => {
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug));
  return row;
});
