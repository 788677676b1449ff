/** Who has claimed a tool, as the rest of the site asks it. */
import { and, eq, min } from "drizzle-orm";
import type { Database } from "../db/client";
import { toolClaims } from "../db/schema";

type Reader = Pick<Database, "select">;

/** Is this account a verified maker of this tool (a claim whose proof was found and has not lapsed)? */
export async function isVerifiedMaker(db: Reader, userId: string, toolId: string): Promise<boolean> {
  const [claim] = await db
    .select({ id: toolClaims.id })
    .from(toolClaims)
    .where(and(eq(toolClaims.userId, userId), eq(toolClaims.toolId, toolId), eq(toolClaims.status, "verified")))
    .limit(1);
  return claim !== undefined;
}

/** Since when a tool has been claimed by its maker: its oldest verified claim still standing, or null. */
export async function claimedSince(db: Reader, toolId: string): Promise<Date | null> {
  const [row] = await db
    .select({ since: min(toolClaims.verifiedAt) })
    .from(toolClaims)
    .where(and(eq(toolClaims.toolId, toolId), eq(toolClaims.status, "verified")));
  return row?.since ?? null;
}
