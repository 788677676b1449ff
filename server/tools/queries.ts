import { asc, count, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiTools, categories } from "../db/schema";

/** What a tool card shows. */
const toolCardColumns = {
  id: aiTools.id,
  slug: aiTools.slug,
  name: aiTools.name,
  description: aiTools.description,
  logoUrl: aiTools.logoUrl,
  pricing: aiTools.pricing,
  exploreNowLink: aiTools.exploreNowLink,
  seePricingLink: aiTools.seePricingLink,
  categoryName: categories.displayName,
  categorySlug: categories.slug,
  categoryIcon: categories.icon,
  categoryColour: categories.colour,
};

export type ToolCardData = {
  id: string;
  slug: string;
  name: string;
  description: string;
  logoUrl: string | null;
  pricing: string;
  exploreNowLink: string;
  seePricingLink: string | null;
  categoryName: string | null;
  categorySlug: string | null;
  categoryIcon: string | null;
  categoryColour: string | null;
};

export const FEATURED_TOOLS_LIMIT = 4;

export async function findFeaturedTools(db: Database): Promise<ToolCardData[]> {
  return db
    .select(toolCardColumns)
    .from(aiTools)
    .leftJoin(categories, eq(aiTools.categoryId, categories.id))
    .where(eq(aiTools.featured, true))
    .orderBy(desc(aiTools.createdAt), asc(aiTools.name))
    .limit(FEATURED_TOOLS_LIMIT);
}

/** All tools, newest first, one page at a time. */
export async function findToolsPage(
  db: Database,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ tools: ToolCardData[]; total: number }> {
  const [tools, [totalRow]] = await Promise.all([
    db
      .select(toolCardColumns)
      .from(aiTools)
      .leftJoin(categories, eq(aiTools.categoryId, categories.id))
      .orderBy(desc(aiTools.createdAt), asc(aiTools.name))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(aiTools),
  ]);
  return { tools, total: totalRow?.n ?? 0 };
}

/** Name and colour for a tool's generated logo. */
export async function findToolLogoData(db: Database, slug: string) {
  const [row] = await db
    .select({ name: aiTools.name, colour: categories.colour })
    .from(aiTools)
    .leftJoin(categories, eq(aiTools.categoryId, categories.id))
    .where(eq(aiTools.slug, slug));
  return row;
}

export async function countTools(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(aiTools);
  return row?.n ?? 0;
}
