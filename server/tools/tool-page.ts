/**
 * What a tool's public page shows from the database, kept in memory until
 * it changes (server/cache.ts). Its links' last check counts as a change on
 * a new day or when they start or stop failing (migrations 0021, 0023), and
 * a change of its pricing or terms page when it opens or closes (migration 0031), and a maker's
 * claim when it is verified, lapses or is revoked (migration 0044).
 */
import { cachedPerKey, UNTIL_CHANGED } from "../cache";
import { findCoursesTeachingTool } from "../courses/taught-tools";
import type { Database } from "../db/client";
import { findLinksVerifiedAt } from "../links/checker";
import { findOpenSourceChangesOfTool } from "../links/source-changes";
import { findAlternatives, findSuccessor, findToolBySlug } from "./queries";
import { findToolChanges } from "../changes/queries";
import { claimedSince } from "../claims/queries";

/** Undefined for an unknown tool and for a draft, which is not there yet for visitors. */
/** The newest changes a tool page lists; /new holds the rest. */
const TOOL_HISTORY_SIZE = 10;

export const findToolPage = cachedPerKey(UNTIL_CHANGED, async (db: Database, slug: string) => {
  const tool = await findToolBySlug(db, slug);
  if (!tool || tool.status === "draft") return undefined;
  const [related, links, successor, courses, history, changedSources, claimed] = await Promise.all([
    findAlternatives(db, tool),
    findLinksVerifiedAt(db, tool.id),
    tool.status === "discontinued" ? findSuccessor(db, tool.successorId) : undefined,
    findCoursesTeachingTool(db, tool.id),
    findToolChanges(db, tool.id, TOOL_HISTORY_SIZE),
    findOpenSourceChangesOfTool(db, tool.id),
    claimedSince(db, tool.id),
  ]);
  return { tool, related, links, successor, courses, history, changedSources, claimedSince: claimed ? new Date(claimed).toISOString() : null };
});
