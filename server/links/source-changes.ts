/**
 * Source changes: a tool's pricing or terms page that reads differently since
 * its facts were last checked against it. The link checker opens them
 * (checker.ts); admins close them at /admin/review, by confirming the facts
 * (the tool's terms_as_of becomes this month) or by dismissing the change.
 * Opening and closing one changes the tool's page: the database tells the
 * page cache (migration 0031), not this code.
 */
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { differences, recordChange, type Actor } from "../catalogue/history";
import type { Database } from "../db/client";
import { aiTools, sourceChanges } from "../db/schema";
import { changedRegion } from "./text-diff";
import { oneOf } from "~/lib/records";

/** The link kinds whose pages the facts come from. */
export const SOURCE_KINDS = ["pricing", "terms"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

type Writer = Pick<Database, "insert">;

/** Opens a change, or, while one waits for this page, brings its "after" up to date. */
export async function openSourceChange(tx: Writer, change: { toolId: string; kind: SourceKind; url: string; before: string; after: string }): Promise<void> {
  await tx
    .insert(sourceChanges)
    .values({ toolId: change.toolId, kind: change.kind, url: change.url, beforeText: change.before, afterText: change.after })
    .onConflictDoUpdate({
      target: [sourceChanges.toolId, sourceChanges.kind],
      targetWhere: isNull(sourceChanges.closedAt),
      set: { afterText: change.after, url: change.url },
    });
}

/** The open changes, oldest first, each with the region of its page that differs. */
export async function findSourceChangesToReview(db: Database) {
  const rows = await db
    .select({
      id: sourceChanges.id,
      kind: sourceChanges.kind,
      url: sourceChanges.url,
      beforeText: sourceChanges.beforeText,
      afterText: sourceChanges.afterText,
      detectedAt: sourceChanges.detectedAt,
      toolName: aiTools.name,
      toolSlug: aiTools.slug,
      toolId: aiTools.id,
      termsAsOf: aiTools.termsAsOf,
    })
    .from(sourceChanges)
    .innerJoin(aiTools, eq(aiTools.id, sourceChanges.toolId))
    .where(isNull(sourceChanges.closedAt))
    .orderBy(asc(sourceChanges.detectedAt), asc(aiTools.name));
  return rows.map(({ beforeText, afterText, kind, ...row }) => ({ ...row, kind: oneOf(SOURCE_KINDS, kind, "source kind"), region: changedRegion(beforeText, afterText) }));
}

/** How many changes findSourceChangesToReview lists. */
export async function countOpenSourceChanges(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(sourceChanges).where(isNull(sourceChanges.closedAt));
  return row?.total ?? 0;
}

/** What a tool page says about its sources while a change waits. */
export async function findOpenSourceChangesOfTool(db: Database, toolId: string): Promise<{ kind: SourceKind; detectedAt: Date }[]> {
  const rows = await db
    .select({ kind: sourceChanges.kind, detectedAt: sourceChanges.detectedAt })
    .from(sourceChanges)
    .where(and(eq(sourceChanges.toolId, toolId), isNull(sourceChanges.closedAt)))
    .orderBy(asc(sourceChanges.detectedAt));
  return rows.map((row) => ({ ...row, kind: oneOf(SOURCE_KINDS, row.kind, "source kind") }));
}

/** This month as terms_as_of writes it (YYYY-MM, UTC). */
export const currentMonth = (now = new Date()) => now.toISOString().slice(0, 7);

export type SourceReview = "confirmed" | "dismissed";

/**
 * Closes an open change. Confirming also says the tool's facts hold as of this
 * month, in the tool's admin history like any edit. False when the change is
 * no longer open (another admin was quicker).
 */
export async function closeSourceChange(db: Database, actor: Actor, id: string, resolution: SourceReview): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(sourceChanges)
      .set({ closedAt: sql`now()`, closedBy: actor.id, resolution })
      .where(and(eq(sourceChanges.id, id), isNull(sourceChanges.closedAt)))
      .returning({ toolId: sourceChanges.toolId, kind: sourceChanges.kind });
    if (!closed) return false;
    if (resolution === "confirmed") {
      const [tool] = await tx.select({ termsAsOf: aiTools.termsAsOf }).from(aiTools).where(eq(aiTools.id, closed.toolId)).for("update");
      const month = currentMonth();
      // updated_at moves too: an edit form opened before this is refused rather than writing the old month back.
      await tx.update(aiTools).set({ termsAsOf: month, updatedAt: new Date() }).where(eq(aiTools.id, closed.toolId));
      await recordChange(tx, actor, "tool", closed.toolId, `facts confirmed against its changed ${closed.kind} page`, differences({ termsAsOf: tool?.termsAsOf ?? null }, { termsAsOf: month }));
    }
    return true;
  });
}
