/**
 * A person's claim to make a tool, from first asking to its end: the token each person is given for
 * each tool, its verification by one of the proofs (proof.ts), the monthly check that the proof is
 * still there, an admin's revocation, and the lists the maker's and the admin's pages show. Who
 * counts as a tool's maker for the rest of the site is read in queries.ts.
 */
import { and, asc, desc, eq, inArray, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiTools, toolClaims, users } from "../db/schema";
import { checkClaimProof, newClaimToken, type ClaimMethod, type ClaimRefusal, type ProofCheckOptions } from "./proof";

const DAY_MS = 24 * 60 * 60 * 1000;

interface ClaimKey {
  toolId: string;
  userId: string;
}

/** The person's claim on the tool, made pending with a fresh token when they have none. */
async function claimRowFor(db: Pick<Database, "insert" | "select">, { toolId, userId }: ClaimKey) {
  // Two tabs asking at once both insert; the second does nothing and both read the one row, so one token stands.
  await db.insert(toolClaims).values({ toolId, userId, token: newClaimToken() }).onConflictDoNothing({ target: [toolClaims.toolId, toolClaims.userId] });
  const [claim] = await db
    .select({ id: toolClaims.id, token: toolClaims.token, status: toolClaims.status })
    .from(toolClaims)
    .where(and(eq(toolClaims.toolId, toolId), eq(toolClaims.userId, userId)));
  // Only a delete between the two statements (the tool or the account removed) leaves nothing.
  if (!claim) throw new Error(`The claim on tool ${toolId} by ${userId} is gone`);
  return claim;
}

/**
 * The token this person places on this tool's site: the same every time they ask, and theirs alone,
 * so colleagues of one maker each prove their own claim. A revoked claim keeps its token; the
 * caller decides what to show.
 */
export async function claimTokenFor(db: Pick<Database, "insert" | "select">, key: ClaimKey): Promise<string> {
  return (await claimRowFor(db, key)).token;
}

export interface VerifyClaimInput extends ClaimKey {
  method: ClaimMethod;
  account: { email: string; emailVerified: boolean };
  /** The tool's website (its exploreNowLink). */
  website: string;
}

export type VerifyClaimResult = { ok: true; status: "verified" } | { ok: false; reason: ClaimRefusal | "revoked" };

/**
 * Looks for the person's proof and, when found, makes their claim verified. A failed attempt
 * changes nothing: a verified claim stays so until the monthly check finds its proof gone, so a
 * maker trying another method does not lose the claim they hold.
 */
export async function verifyClaim(db: Pick<Database, "insert" | "select" | "update">, input: VerifyClaimInput, options: ProofCheckOptions, now = new Date()): Promise<VerifyClaimResult> {
  const claim = await claimRowFor(db, input);
  // An admin's revocation is final for its owner: no proof they place undoes it, so their site is not asked.
  if (claim.status === "revoked") return { ok: false, reason: "revoked" };
  const proof = await checkClaimProof({ method: input.method, website: input.website, token: claim.token, account: input.account }, options);
  if (!proof.ok) return { ok: false, reason: proof.reason };
  const updated = await db
    .update(toolClaims)
    .set({
      status: "verified",
      method: proof.method,
      // The claim dates from its first verification while it stands; a lapsed claim proven again starts anew.
      verifiedAt: sql`case when ${toolClaims.status} = 'verified' then ${toolClaims.verifiedAt} else ${now.toISOString()}::timestamptz end`,
      checkedAt: now,
      endedAt: null,
      endReason: null,
    })
    // Decided in the statement, not from the status read before the fetch: a revocation made while the site was asked wins.
    .where(and(eq(toolClaims.id, claim.id), ne(toolClaims.status, "revoked")))
    .returning({ id: toolClaims.id });
  return updated.length > 0 ? { ok: true, status: "verified" } : { ok: false, reason: "revoked" };
}

export interface RecheckSettings {
  now?: Date;
  /** A verified claim is checked again once its proof was last found longer ago than this. */
  olderThanDays?: number;
  /** Claims checked in one run, the longest unchecked first. */
  limit?: number;
}

/**
 * The monthly check: looks again for the proof of each verified claim due, with the method it was
 * verified by. Found, the claim is good for another period; not found, for any reason, it lapses.
 * That includes a site that does not answer: one down for the whole period has not shown its proof
 * for that long, a claim kept on no evidence would go on vouching for whoever holds the domain now,
 * and the maker can claim again the moment their site is back. Returns how many claims lapsed.
 */
export async function recheckDueClaims(db: Pick<Database, "select" | "update">, options: ProofCheckOptions, { now = new Date(), olderThanDays = 30, limit = 50 }: RecheckSettings = {}): Promise<number> {
  const due = await db
    .select({
      id: toolClaims.id,
      token: toolClaims.token,
      method: toolClaims.method,
      website: aiTools.exploreNowLink,
      email: users.email,
      emailVerified: users.emailVerified,
    })
    .from(toolClaims)
    .innerJoin(aiTools, eq(aiTools.id, toolClaims.toolId))
    .innerJoin(users, eq(users.id, toolClaims.userId))
    .where(and(eq(toolClaims.status, "verified"), lt(toolClaims.checkedAt, new Date(now.getTime() - olderThanDays * DAY_MS))))
    .orderBy(asc(toolClaims.checkedAt))
    .limit(limit);
  let lapsed = 0;
  // One at a time: a few claims a day, and several on one site should not reach it at once.
  for (const claim of due) {
    if (claim.method === null) throw new Error(`Verified claim ${claim.id} names no method`);
    const proof = await checkClaimProof({ method: claim.method, website: claim.website, token: claim.token, account: { email: claim.email, emailVerified: claim.emailVerified } }, options);
    // Only a claim still verified is touched: an admin's revocation made while its site was asked stands.
    const stillVerified = and(eq(toolClaims.id, claim.id), eq(toolClaims.status, "verified"));
    if (proof.ok) {
      await db.update(toolClaims).set({ checkedAt: now }).where(stillVerified);
      continue;
    }
    const ended = await db.update(toolClaims).set({ status: "lapsed", endedAt: now, endReason: proof.reason }).where(stillVerified).returning({ id: toolClaims.id });
    lapsed += ended.length;
  }
  return lapsed;
}

/** An admin ends a claim, pending or verified, for a reason its owner reads. False when there was none such to end. */
export async function revokeClaim(db: Pick<Database, "update">, claimId: string, reason: string, now = new Date()): Promise<boolean> {
  const revoked = await db
    .update(toolClaims)
    .set({ status: "revoked", endedAt: now, endReason: reason })
    // A lapsed claim has already ended, and its owner may prove it again; revoking a revoked one would rewrite its reason.
    .where(and(eq(toolClaims.id, claimId), inArray(toolClaims.status, ["pending", "verified"])))
    .returning({ id: toolClaims.id });
  return revoked.length > 0;
}

/** The person's claims for their /maker page, the newest first, each with its token to place and how it ended. */
export async function findClaimsOf(db: Pick<Database, "select">, userId: string) {
  return db
    .select({
      id: toolClaims.id,
      toolId: toolClaims.toolId,
      toolName: aiTools.name,
      toolSlug: aiTools.slug,
      website: aiTools.exploreNowLink,
      status: toolClaims.status,
      method: toolClaims.method,
      token: toolClaims.token,
      verifiedAt: toolClaims.verifiedAt,
      endedAt: toolClaims.endedAt,
      endReason: toolClaims.endReason,
    })
    .from(toolClaims)
    .innerJoin(aiTools, eq(aiTools.id, toolClaims.toolId))
    .where(eq(toolClaims.userId, userId))
    .orderBy(desc(toolClaims.createdAt));
}

/** The claims standing, the latest verified first, for the admin to review and revoke. */
export async function findVerifiedClaims(db: Pick<Database, "select">, limit = 200) {
  return db
    .select({
      id: toolClaims.id,
      toolName: aiTools.name,
      toolSlug: aiTools.slug,
      email: users.email,
      method: toolClaims.method,
      verifiedAt: toolClaims.verifiedAt,
      checkedAt: toolClaims.checkedAt,
    })
    .from(toolClaims)
    .innerJoin(aiTools, eq(aiTools.id, toolClaims.toolId))
    .innerJoin(users, eq(users.id, toolClaims.userId))
    .where(eq(toolClaims.status, "verified"))
    .orderBy(desc(toolClaims.verifiedAt))
    .limit(limit);
}

/** The person's claim on the tool, or undefined when they have not asked for a token. */
export async function findClaim(db: Pick<Database, "select">, { toolId, userId }: ClaimKey) {
  const [claim] = await db
    .select()
    .from(toolClaims)
    .where(and(eq(toolClaims.toolId, toolId), eq(toolClaims.userId, userId)));
  return claim;
}
