import { asc, count, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiTools, categories } from "../db/schema";

/** Shown first in the footer's AI Tools column, in this order. */
export const PREFERRED_FOOTER_CATEGORIES = ["Website Builder Tools", "Lead Magnet Tools", "LLMs", "AI Agents"];

export interface CategoryLink {
  name: string;
  displayName: string;
  slug: string;
}

/** Up to `limit` categories that have tools, the preferred ones first. */
export async function findFooterCategories(db: Database, limit = 4): Promise<CategoryLink[]> {
  const rows = await db
    .select({ name: categories.name, displayName: categories.displayName, slug: categories.slug })
    .from(categories)
    .where(sql`exists (select 1 from ${aiTools} where ${aiTools.categoryId} = ${categories.id})`)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return pickFooterCategories(rows, limit);
}

export function pickFooterCategories<T extends { name: string }>(rows: T[], limit = 4): T[] {
  const rank = (name: string) => {
    const index = PREFERRED_FOOTER_CATEGORIES.indexOf(name);
    return index === -1 ? PREFERRED_FOOTER_CATEGORIES.length : index;
  };
  return [...rows].sort((a, b) => rank(a.name) - rank(b.name)).slice(0, limit);
}

export async function countCategories(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(categories);
  return row?.n ?? 0;
}
