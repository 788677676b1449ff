import { and, asc, count, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { cachedPerDatabase, cachedPerKey, FIVE_MINUTES, UNTIL_CHANGED } from "../cache";
import type { Database } from "../db/client";
import { aiToolLogosTicker, aiTools, categories, PRICING_MODELS } from "../db/schema";
import { byName } from "../db/order";
import { scoredOnly } from "../reviews/score-columns";
import { toolFactColumns } from "./facts";

/** Only published tools are listed, counted and found; drafts and discontinued tools never are. */
export const listedTool = eq(aiTools.status, "published");
/** Every other status, written as two ranges so the status index finds these few tools ('<>' cannot use it). */
export const unlistedTool = sql`(${aiTools.status} < 'published' or ${aiTools.status} > 'published')`;

/** What a tool card shows. */
export const toolCardColumns = {
  id: aiTools.id,
  slug: aiTools.slug,
  name: aiTools.name,
  description: aiTools.description,
  logoUrl: aiTools.logoUrl,
  pricing: aiTools.pricing,
  categoryName: categories.displayName,
  categorySlug: categories.slug,
  categoryIcon: categories.icon,
  categoryColour: categories.colour,
  /**
   * Published reviews and their stars' sum, both 0 below MIN_REVIEWS_FOR_SCORE: a card shows a score
   * only from there, and what is not shown is not sent either (a page's data goes to the browser).
   */
  reviewCount: scoredOnly(aiTools.reviewCount, aiTools.reviewCount),
  ratingSum: scoredOnly(aiTools.reviewCount, aiTools.ratingSum),
  /** The cheapest paid plan as written, and whether only a third party's report states it. */
  startingPrice: aiTools.startingPrice,
  priceReported: sql<boolean>`coalesce(${aiTools.factSources}->'price'->>'kind' = 'report', false)`,
};

export type ToolCardData = {
  id: string;
  slug: string;
  name: string;
  description: string;
  logoUrl: string | null;
  pricing: string;
  categoryName: string | null;
  categorySlug: string | null;
  categoryIcon: string | null;
  categoryColour: string | null;
  reviewCount: number;
  ratingSum: number;
  startingPrice: string | null;
  priceReported: boolean;
};

/**
 * The tool's own addresses: on its page, in a comparison and among favourites, not on cards,
 * whose loader data every listing page carries (a page of cards is smaller without them).
 */
export const toolLinkColumns = {
  exploreNowLink: aiTools.exploreNowLink,
  seePricingLink: aiTools.seePricingLink,
};

export type ToolLinks = { exploreNowLink: string; seePricingLink: string | null };

export const FEATURED_TOOLS_LIMIT = 4;

function selectToolCards(db: Database) {
  return db.select(toolCardColumns).from(aiTools).leftJoin(categories, eq(aiTools.categoryId, categories.id));
}

export const findFeaturedTools = cachedPerDatabase(UNTIL_CHANGED, async (db: Database): Promise<ToolCardData[]> =>
  selectToolCards(db)
    .where(and(eq(aiTools.featured, true), listedTool))
    // The admin's order first; tools featured without one, newest first.
    .orderBy(sql`${aiTools.featuredRank} asc nulls last`, desc(aiTools.createdAt), asc(byName(aiTools.name)))
    .limit(FEATURED_TOOLS_LIMIT),
);

/** A category's tools: its leaders in the editors' order, then the others by popularity, then by name. */
export const findToolsByCategory = cachedPerKey(UNTIL_CHANGED, async (db: Database, categoryId: number): Promise<ToolCardData[]> =>
  selectToolCards(db)
    .where(and(eq(aiTools.categoryId, categoryId), listedTool))
    .orderBy(asc(aiTools.sortOrder), desc(aiTools.popularity), asc(byName(aiTools.name))),
);

/**
 * A tool by its address, whatever its status: the page decides what a visitor may see.
 * Its and its category's updated_at give the version of its social card (app/lib/social-images.ts).
 */
export async function findToolBySlug(db: Database, slug: string) {
  const [tool] = await db
    .select({ ...toolCardColumns, ...toolLinkColumns, categoryId: aiTools.categoryId, ...toolFactColumns, factSources: aiTools.factSources, status: aiTools.status, successorId: aiTools.successorId, updatedAt: aiTools.updatedAt, categoryUpdatedAt: categories.updatedAt })
    .from(aiTools)
    .leftJoin(categories, eq(aiTools.categoryId, categories.id))
    .where(eq(aiTools.slug, slug));
  return tool;
}

/** A tool whose page visitors can open (listed or discontinued): a draft is not there for them yet. */
export async function findVisitorTool(db: Database, slug: string) {
  const tool = await findToolBySlug(db, slug);
  return tool && tool.status !== "draft" ? tool : undefined;
}

/** The tool a discontinued one points to, if it is listed. */
export async function findSuccessor(db: Database, successorId: string | null) {
  if (!successorId) return undefined;
  const [tool] = await db.select({ name: aiTools.name, slug: aiTools.slug }).from(aiTools).where(and(eq(aiTools.id, successorId), listedTool));
  return tool;
}

/**
 * Alternatives to a tool: listed tools sharing its use cases or its category,
 * ranked by how many use cases they share (each worth more than the category),
 * then by shared platforms, then by name.
 */
export async function findAlternatives(db: Database, tool: { id: string; categoryId: number | null; useCases: string[]; platforms: string[] }, limit = 8) {
  const useCases = sql`array[${sql.join([...tool.useCases, ""].map((u) => sql`${u}`), sql`, `)}]::text[]`;
  const platforms = sql`array[${sql.join([...tool.platforms, ""].map((p) => sql`${p}`), sql`, `)}]::text[]`;
  const sameCategory = tool.categoryId === null ? sql`false` : sql`${aiTools.categoryId} = ${tool.categoryId}`;
  const score = sql`(
    2 * cardinality(array(select unnest(${aiTools.useCases}) intersect select unnest(${useCases})))
    + case when ${sameCategory} then 1.5 else 0 end
    + 0.2 * cardinality(array(select unnest(${aiTools.platforms}) intersect select unnest(${platforms})))
  )`;
  return selectToolCards(db)
    .where(and(ne(aiTools.id, tool.id), listedTool, or(sql`${aiTools.useCases} && ${useCases}`, sameCategory)))
    .orderBy(desc(score), asc(aiTools.sortOrder), desc(aiTools.popularity), asc(byName(aiTools.name)))
    .limit(limit);
}

export const countTools = cachedPerDatabase(UNTIL_CHANGED, async (db: Database): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(aiTools).where(listedTool);
  return row?.n ?? 0;
});

/** Name and colour for a published tool's generated logo; a draft's name never leaves through it. */
export async function findToolLogoData(db: Database, slug: string) {
  const [row] = await db
    .select({ name: aiTools.name, colour: categories.colour })
    .from(aiTools)
    .leftJoin(categories, eq(aiTools.categoryId, categories.id))
    .where(and(eq(aiTools.slug, slug), listedTool));
  return row;
}

export interface TickerLogo {
  id: number;
  toolName: string;
  altText: string;
  /** The tool's own logo (an upload or its brand mark); null when the ticker shows its initials. */
  src: string | null;
  /** The colour of the initials tile: the tool's category's. */
  colour: string | null;
}

/** Active ticker logos by tool name; the images are served by the site. */
export const findTickerLogos = cachedPerDatabase(FIVE_MINUTES, async (db: Database): Promise<TickerLogo[]> => {
  const rows = await db
    .select({ ticker: aiToolLogosTicker, toolLogo: aiTools.logoUrl, colour: categories.colour })
    .from(aiToolLogosTicker)
    .leftJoin(aiTools, eq(aiToolLogosTicker.toolId, aiTools.id))
    .leftJoin(categories, eq(aiTools.categoryId, categories.id))
    .where(eq(aiToolLogosTicker.isActive, true))
    .orderBy(asc(aiToolLogosTicker.toolName));
  return rows.map(({ ticker, toolLogo, colour }) => {
    const ownLogo = toolLogo && !toolLogo.startsWith("/logos/") ? toolLogo : null;
    return { id: ticker.id, toolName: ticker.toolName, altText: ownLogo ? ticker.altText : `${ticker.toolName} initials`, src: ownLogo, colour };
  });
});

export interface FilterOptions {
  categories: { slug: string; name: string; count: number }[];
  pricing: string[];
}

/** The category and pricing values that tools actually use, for the filter checkboxes. */
export const findFilterOptions = cachedPerDatabase(FIVE_MINUTES, async (db: Database): Promise<FilterOptions> => {
  const [categoryRows, pricingRows] = await Promise.all([
    db
      .select({ slug: categories.slug, name: categories.displayName, count: count(aiTools.id) })
      .from(categories)
      .innerJoin(aiTools, and(eq(aiTools.categoryId, categories.id), listedTool))
      .groupBy(categories.id)
      .orderBy(asc(byName(categories.displayName))),
    db.selectDistinct({ pricing: aiTools.pricing }).from(aiTools).where(listedTool),
  ]);
  const used = new Set(pricingRows.map((row) => row.pricing));
  return {
    categories: categoryRows,
    pricing: PRICING_MODELS.filter((model) => used.has(model)),
  };
});


/** The tools of a comparison, in the order asked for; drafts are never shown. */
export async function findToolsToCompare(db: Database, slugs: string[]) {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ ...toolCardColumns, ...toolLinkColumns, categoryId: aiTools.categoryId, ...toolFactColumns, factSources: aiTools.factSources, status: aiTools.status })
    .from(aiTools)
    .leftJoin(categories, eq(aiTools.categoryId, categories.id))
    .where(and(inArray(aiTools.slug, slugs), ne(aiTools.status, "draft")));
  return slugs.map((slug) => rows.find((row) => row.slug === slug)).filter((row) => row !== undefined);
}
