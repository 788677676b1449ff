/**
 * What a tool's public page shows from the catalogue, kept in memory until
 * the catalogue changes (server/cache.ts). Its links' last check is read
 * each time: a second failure flags the page without a change notice.
 */
import { cachedPerKey, UNTIL_CHANGED } from "../cache";
import { findCoursesTeachingTool } from "../courses/taught-tools";
import type { Database } from "../db/client";
import { findLinksVerifiedAt } from "../links/checker";
import { findAlternatives, findSuccessor, findToolBySlug } from "./queries";

/** Undefined for an unknown tool and for a draft, which is not there yet for visitors. */
const findListedToolPage = cachedPerKey(UNTIL_CHANGED, async (db: Database, slug: string) => {
  const tool = await findToolBySlug(db, slug);
  if (!tool || tool.status === "draft") return undefined;
  const [related, successor, courses] = await Promise.all([
    findAlternatives(db, tool),
    tool.status === "discontinued" ? findSuccessor(db, tool.successorId) : undefined,
    findCoursesTeachingTool(db, tool.id),
  ]);
  return { tool, related, successor, courses };
});

export async function findToolPage(db: Database, slug: string) {
  const page = await findListedToolPage(db, slug);
  if (!page) return undefined;
  const { tool, related, successor, courses } = page;
  return { tool, related, links: await findLinksVerifiedAt(db, tool.id), successor, courses };
}
