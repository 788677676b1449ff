/** Who has claimed a tool, as the rest of the site asks it. */
import { and, eq, min } from "drizzle-orm";
import type { Database } from "../db/client";
import { toolClaims, users } from "../db/schema";

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

/** The account's address and whether it is confirmed, as the e-mail proof reads them. */
export async function findClaimingAccount(db: Reader, userId: string): Promise<{ email: string; emailVerified: boolean } | undefined> {
  const [account] = await db.select({ email: users.email, emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return account;
}
