/** Reads of suggested edits: the editors' queue, an author's own, a tool's for its maker. */
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { wholeSources } from "~/lib/fact-sources";
import type { Database } from "../db/client";
import { aiTools, toolEdits, users } from "../db/schema";
import { toolFactColumns } from "../tools/facts";

export const EDIT_QUEUE_SIZE = 25;

/** How many suggestions wait for an editor. */
export async function countPendingEdits(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(toolEdits).where(eq(toolEdits.status, "pending"));
  return row?.total ?? 0;
}

/**
 * The oldest waiting suggestions first, each with the tool's current facts (its "before"), who sent
 * it and that author's record: how many of their suggestions were accepted (wholly or in part) and refused.
 */
export async function findPendingEdits(db: Database, limit = EDIT_QUEUE_SIZE) {
  const rows = await db
    .select({
      id: toolEdits.id,
      origin: toolEdits.origin,
      changes: toolEdits.changes,
      sources: toolEdits.sources,
      note: toolEdits.note,
      createdAt: toolEdits.createdAt,
      userId: toolEdits.userId,
      authorEmail: users.email,
      toolId: aiTools.id,
      toolName: aiTools.name,
      toolSlug: aiTools.slug,
      pricing: aiTools.pricing,
      website: aiTools.exploreNowLink,
      ...toolFactColumns,
      factSources: aiTools.factSources,
    })
    .from(toolEdits)
    .innerJoin(aiTools, eq(aiTools.id, toolEdits.toolId))
    .leftJoin(users, eq(users.id, toolEdits.userId))
    .where(eq(toolEdits.status, "pending"))
    .orderBy(asc(toolEdits.createdAt), asc(toolEdits.id))
    .limit(limit);
  const authors = [...new Set(rows.map((row) => row.userId).filter((id): id is string => id !== null))];
  const records = authors.length
    ? await db
        .select({
          userId: toolEdits.userId,
          accepted: sql<number>`count(*) filter (where ${toolEdits.status} in ('accepted', 'partly-accepted'))`.mapWith(Number),
          refused: sql<number>`count(*) filter (where ${toolEdits.status} = 'refused')`.mapWith(Number),
        })
        .from(toolEdits)
        .where(inArray(toolEdits.userId, authors))
        .groupBy(toolEdits.userId)
    : [];
  const recordOf = new Map(records.map((record) => [record.userId, { accepted: record.accepted, refused: record.refused }]));
  return rows.map((row) => ({ ...row, factSources: wholeSources(row.factSources), record: (row.userId && recordOf.get(row.userId)) || { accepted: 0, refused: 0 } }));
}

export type PendingEdit = Awaited<ReturnType<typeof findPendingEdits>>[number];

const ownColumns = {
  id: toolEdits.id,
  origin: toolEdits.origin,
  changes: toolEdits.changes,
  status: toolEdits.status,
  acceptedFields: toolEdits.acceptedFields,
  refusalReason: toolEdits.refusalReason,
  createdAt: toolEdits.createdAt,
  decidedAt: toolEdits.decidedAt,
  toolName: aiTools.name,
  toolSlug: aiTools.slug,
};

/** An author's suggestions, newest first: their dashboard. */
export async function findEditsBy(db: Database, userId: string, limit = 20) {
  return db.select(ownColumns).from(toolEdits).innerJoin(aiTools, eq(aiTools.id, toolEdits.toolId)).where(eq(toolEdits.userId, userId)).orderBy(desc(toolEdits.createdAt)).limit(limit);
}

/** Every suggestion about some tools, newest first: a maker's page. */
export async function findEditsOfTools(db: Database, toolIds: readonly string[], limit = 50) {
  if (toolIds.length === 0) return [];
  return db
    .select(ownColumns)
    .from(toolEdits)
    .innerJoin(aiTools, eq(aiTools.id, toolEdits.toolId))
    .where(and(inArray(toolEdits.toolId, [...toolIds])))
    .orderBy(desc(toolEdits.createdAt))
    .limit(limit);
}

export type OwnEdit = Awaited<ReturnType<typeof findEditsBy>>[number];
