/**
 * A verified maker's page (/maker): each tool they claimed with its suggested edits, its published
 * reviews and their replies, and how many visitors followed its link from the directory each week
 * (the daily counts popularity already keeps: server/tools/popularity.ts). Claims that do not stand
 * (pending, lapsed, revoked) are listed so the person can prove them again.
 */
import { and, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { toolVisitDays } from "../db/schema";
import { findEditsOfTools } from "../edits/queries";
import { findPublishedReviews } from "../reviews/queries";
import { findClaimsOf } from "./claims";

/** Weeks of visits a maker sees. */
export const VISIT_WEEKS = 8;

/** The Monday (UTC) of the week `weeksBack` weeks before the one `now` falls in, as YYYY-MM-DD. */
function mondayOf(now: Date, weeksBack: number): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7) - 7 * weeksBack));
  return day.toISOString().slice(0, 10);
}

export async function findMakerPage(db: Database, userId: string, now = new Date()) {
  const claims = await findClaimsOf(db, userId);
  const standing = claims.filter((claim) => claim.status === "verified");
  const toolIds = standing.map((claim) => claim.toolId);
  const since = mondayOf(now, VISIT_WEEKS - 1);
  const [edits, visits, reviews] = await Promise.all([
    findEditsOfTools(db, toolIds),
    toolIds.length
      ? db
          .select({
            toolId: toolVisitDays.toolId,
            week: sql<string>`to_char(date_trunc('week', ${toolVisitDays.day}::date), 'YYYY-MM-DD')`,
            visits: sql<number>`sum(${toolVisitDays.visits})`.mapWith(Number),
          })
          .from(toolVisitDays)
          .where(and(inArray(toolVisitDays.toolId, toolIds), gte(toolVisitDays.day, since)))
          .groupBy(toolVisitDays.toolId, sql`date_trunc('week', ${toolVisitDays.day}::date)`)
      : [],
    Promise.all(standing.map((claim) => findPublishedReviews(db, { kind: "tool", id: claim.toolId }, "newest", 1))),
  ]);
  const weeks = Array.from({ length: VISIT_WEEKS }, (_, index) => mondayOf(now, index));
  const tools = standing.map((claim, index) => ({
    ...claim,
    edits: edits.filter((edit) => edit.toolSlug === claim.toolSlug),
    reviews: reviews[index] ?? [],
    visits: weeks.map((week) => ({ week, visits: visits.find((row) => row.toolId === claim.toolId && row.week === week)?.visits ?? 0 })),
  }));
  return { tools, otherClaims: claims.filter((claim) => claim.status !== "verified") };
}

