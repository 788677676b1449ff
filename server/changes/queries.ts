/**
 * Reads of the directory's public changes (recorded by triggers, migration 0025). Only what a
 * visitor may see: changes of listed or discontinued tools (never of drafts), of courses, and of
 * published articles; never who made a change.
 */
import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { PUBLIC_CHANGE_GROUPS, type PublicChangeGroup, type PublicChangeKind } from "~/lib/public-changes";
import type { Database } from "../db/client";
import { aiCourses, aiTools, blogPosts, categories, PUBLIC_CHANGE_KINDS, publicChanges } from "../db/schema";

// The database's list of kinds and the visitors' groups name the same kinds.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const kindsAgree: Same<(typeof PUBLIC_CHANGE_KINDS)[number], PublicChangeKind> = true;
void kindsAgree;

const successor = alias(aiTools, "successor");

const changeColumns = {
  id: publicChanges.id,
  kind: publicChanges.kind,
  before: publicChanges.before,
  after: publicChanges.after,
  source: publicChanges.source,
  suggestedBy: publicChanges.suggestedBy,
  happenedAt: publicChanges.happenedAt,
  toolSlug: aiTools.slug,
  toolName: aiTools.name,
  toolLogoUrl: aiTools.logoUrl,
  categorySlug: categories.slug,
  categoryName: categories.displayName,
  successorSlug: successor.slug,
  successorName: successor.name,
  courseSlug: aiCourses.slug,
  courseName: aiCourses.name,
  postSlug: blogPosts.slug,
  postTitle: blogPosts.title,
};

export type PublicChange = Awaited<ReturnType<typeof findToolChanges>>[number];

/** Visible to visitors: not a draft tool's, not an unpublished article's. A discontinued tool's successor only when listed. */
const visible = and(
  or(isNull(publicChanges.toolId), ne(aiTools.status, "draft")),
  or(isNull(publicChanges.postId), eq(blogPosts.published, true)),
);

function selectChanges<Extra extends Record<string, SQL.Aliased>>(db: Database, extra: Extra) {
  return db
    .select({ ...changeColumns, ...extra })
    .from(publicChanges)
    .leftJoin(aiTools, eq(publicChanges.toolId, aiTools.id))
    .leftJoin(categories, eq(aiTools.categoryId, categories.id))
    .leftJoin(successor, and(eq(successor.id, aiTools.successorId), eq(successor.status, "published")))
    .leftJoin(aiCourses, eq(publicChanges.courseId, aiCourses.id))
    .leftJoin(blogPosts, eq(publicChanges.postId, blogPosts.id));
}

export interface PublicChangeFilter {
  group?: PublicChangeGroup;
  /** A category's slug: only tool changes of that category. */
  category?: string;
}

function conditions(filter: PublicChangeFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [visible];
  if (filter.group) parts.push(inArray(publicChanges.kind, [...PUBLIC_CHANGE_GROUPS[filter.group].kinds]));
  if (filter.category) parts.push(eq(categories.slug, filter.category));
  return and(...parts);
}

/** Newest first, a page at a time, with how many there are in all (0 for a page past the end). */
export async function findPublicChanges(db: Database, filter: PublicChangeFilter, page: { offset: number; limit: number }) {
  const rows = await selectChanges(db, { total: sql<number>`count(*) over ()`.mapWith(Number).as("total") })
    .where(conditions(filter))
    .orderBy(desc(publicChanges.happenedAt), desc(publicChanges.id))
    .offset(page.offset)
    .limit(page.limit);
  return { changes: rows.map(({ total: _total, ...change }) => change), total: rows[0]?.total ?? 0 };
}

/**
 * The visible changes of one stretch of time, oldest first, with each tool's description: what a
 * week's newsletter is made of.
 */
export async function findChangesBetween(db: Database, from: Date, until: Date, limit = 500) {
  return selectChanges(db, { toolDescription: sql<string | null>`${aiTools.description}`.as("tool_description") })
    .where(and(visible, sql`${publicChanges.happenedAt} >= ${from.toISOString()}`, sql`${publicChanges.happenedAt} < ${until.toISOString()}`))
    .orderBy(publicChanges.happenedAt, publicChanges.id)
    .limit(limit);
}

/** One tool's public history, newest first. */
export async function findToolChanges(db: Database, toolId: string, limit = 50) {
  return selectChanges(db, {})
    .where(and(eq(publicChanges.toolId, toolId), visible))
    .orderBy(desc(publicChanges.happenedAt), desc(publicChanges.id))
    .limit(limit);
}
