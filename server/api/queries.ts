/**
 * The reads of the public API beyond what the site's own queries give: a
 * tool with every fact it publishes, and courses a page at a time. Drafts are
 * never read; discontinued tools only by their address.
 */
import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { byName } from "../db/order";
import { aiCourses, aiTools, categories, toolClaims } from "../db/schema";
import { courseCardColumns } from "../courses/queries";
import { findToolsTaughtBy } from "../courses/taught-tools";
import { toolFactColumns } from "../tools/facts";
import { listedTool } from "../tools/queries";

const successor = alias(aiTools, "successor");

const apiToolColumns = {
  id: aiTools.id,
  slug: aiTools.slug,
  name: aiTools.name,
  description: aiTools.description,
  exploreNowLink: aiTools.exploreNowLink,
  seePricingLink: aiTools.seePricingLink,
  pricing: aiTools.pricing,
  categorySlug: categories.slug,
  categoryName: categories.displayName,
  logoUrl: aiTools.logoUrl,
  ...toolFactColumns,
  factSources: aiTools.factSources,
  status: aiTools.status,
  /** Only a listed successor: a discontinued tool never points at a draft. */
  successorSlug: successor.slug,
  publishedAt: aiTools.publishedAt,
  updatedAt: aiTools.updatedAt,
  reviewCount: aiTools.reviewCount,
  ratingSum: aiTools.ratingSum,
  /** Since when its maker's oldest standing claim was verified (server/claims/). */
  claimedSince: sql<string | null>`(select min(${toolClaims.verifiedAt}) from ${toolClaims} where ${toolClaims.toolId} = ${aiTools.id} and ${toolClaims.status} = 'verified')`,
};

function selectApiTools(db: Database) {
  return db
    .select(apiToolColumns)
    .from(aiTools)
    .leftJoin(categories, eq(aiTools.categoryId, categories.id))
    .leftJoin(successor, and(eq(successor.id, aiTools.successorId), eq(successor.status, "published")));
}
export type ApiToolRow = Awaited<ReturnType<typeof selectApiTools>>[number];

/** Listed tools by id, in the order given (a search's order). */
export async function findApiToolsByIds(db: Database, ids: string[]): Promise<ApiToolRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectApiTools(db).where(and(inArray(aiTools.id, ids), listedTool));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A tool whose page visitors can open: listed or discontinued, never a draft. */
export async function findApiToolBySlug(db: Database, slug: string): Promise<ApiToolRow | undefined> {
  const [row] = await selectApiTools(db).where(and(eq(aiTools.slug, slug), ne(aiTools.status, "draft")));
  return row;
}

/** The id of a tool whose reviews may be read: one whose page visitors can open (listed or discontinued), never a draft's. */
export async function findApiReviewedToolId(db: Database, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ id: aiTools.id }).from(aiTools).where(and(eq(aiTools.slug, slug), ne(aiTools.status, "draft")));
  return row?.id;
}

/** Courses by name (the slug breaks ties, so pages never overlap), each with the slugs of the listed tools it teaches. */
export async function findCoursesPage(db: Database, offset: number, limit: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...courseCardColumns, updatedAt: aiCourses.updatedAt })
      .from(aiCourses)
      .orderBy(asc(byName(aiCourses.name)), asc(aiCourses.slug))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(aiCourses),
  ]);
  const taught = await findToolsTaughtBy(
    db,
    rows.map((row) => row.id),
  );
  return {
    courses: rows.map((row) => ({ ...row, toolSlugs: (taught[row.id] ?? []).map((tool) => tool.slug) })),
    total: counted?.n ?? 0,
  };
}
export type ApiCourseRow = Awaited<ReturnType<typeof findCoursesPage>>["courses"][number];
