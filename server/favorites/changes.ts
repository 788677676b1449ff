/**
 * What changed in a user's saved tools since they last looked: the dashboard marks those tools
 * until the user says they have seen the change. Only the kinds that may change whether a tool
 * still suits them (WATCHED_CHANGE_KINDS), and only what a visitor may see.
 */
import { and, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { WATCHED_CHANGE_KINDS } from "~/lib/public-changes";
import type { Database } from "../db/client";
import { aiTools, publicChanges, userFavorites } from "../db/schema";
import { isOneOf } from "~/lib/records";

export interface FavoriteChange {
  kind: (typeof WATCHED_CHANGE_KINDS)[number];
  before: string | null;
  after: string | null;
  happenedAt: Date;
}

/** For each saved tool that changed since it was last seen: its changes, newest first. */
export async function findUnseenFavoriteChanges(db: Database, userId: string): Promise<Map<string, FavoriteChange[]>> {
  const rows = await db
    .select({ toolId: publicChanges.toolId, kind: publicChanges.kind, before: publicChanges.before, after: publicChanges.after, happenedAt: publicChanges.happenedAt })
    .from(userFavorites)
    .innerJoin(publicChanges, and(eq(publicChanges.toolId, userFavorites.toolId), gt(publicChanges.happenedAt, userFavorites.changesSeenAt)))
    .innerJoin(aiTools, and(eq(aiTools.id, userFavorites.toolId), ne(aiTools.status, "draft")))
    .where(and(eq(userFavorites.userId, userId), inArray(publicChanges.kind, [...WATCHED_CHANGE_KINDS])))
    .orderBy(desc(publicChanges.happenedAt));
  const byTool = new Map<string, FavoriteChange[]>();
  for (const { toolId, kind, ...change } of rows) {
    // Always true: the query asks only for these kinds. It tells the type what the query did.
    if (!isOneOf(WATCHED_CHANGE_KINDS, kind)) continue;
    byTool.set(toolId!, [...(byTool.get(toolId!) ?? []), { kind, ...change }]);
  }
  return byTool;
}

/** The user has seen what changed in this saved tool. */
export async function markFavoriteChangesSeen(db: Database, userId: string, toolId: string): Promise<void> {
  await db.update(userFavorites).set({ changesSeenAt: sql`now()` }).where(and(eq(userFavorites.userId, userId), eq(userFavorites.toolId, toolId)));
}
