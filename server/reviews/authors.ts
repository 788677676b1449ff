/**
 * A person's reviews by their confirmed address rather than their account (the table
 * review_authors): one review of a subject per address, across account deletion, and none
 * again of a subject whose review by them a moderator removed. Only a keyed hash of the
 * address is kept.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { reviewAuthors } from "../db/schema";
import { keyedHash } from "../security/keyed-hash";

type Writer = Pick<Database, "insert" | "select" | "update" | "delete">;
export type Subject = { toolId: string | null; courseId: string | null };

export const authorKeyOf = (email: string) => keyedHash("review-author", email.trim().toLowerCase());

const ofSubject = (authorKey: string, subject: Subject) =>
  and(eq(reviewAuthors.authorKey, authorKey), subject.toolId ? eq(reviewAuthors.toolId, subject.toolId) : eq(reviewAuthors.courseId, subject.courseId ?? ""));

/** What this address has left of a subject: nothing, a review ("already") or a removed one ("removed"). */
export async function authorshipOf(db: Pick<Database, "select">, email: string, subject: Subject): Promise<"none" | "already" | "removed"> {
  const [row] = await db.select({ removed: reviewAuthors.removed }).from(reviewAuthors).where(ofSubject(authorKeyOf(email), subject));
  return !row ? "none" : row.removed ? "removed" : "already";
}

/** Claims the subject for this address; false when the address already has (or had, removed) a review of it. */
export async function claimAuthorship(db: Writer, email: string, subject: Subject): Promise<boolean> {
  const inserted = await db
    .insert(reviewAuthors)
    .values({ authorKey: authorKeyOf(email), toolId: subject.toolId, courseId: subject.courseId })
    .onConflictDoNothing()
    .returning({ authorKey: reviewAuthors.authorKey });
  return inserted.length > 0;
}

/** The author took a review down that no moderator had removed: they may write a new one. */
export async function releaseAuthorship(db: Writer, email: string, subject: Subject): Promise<void> {
  await db.delete(reviewAuthors).where(and(ofSubject(authorKeyOf(email), subject), eq(reviewAuthors.removed, false)));
}

/** A moderator removed (true) or brought back (false) this address's review of the subject. */
export async function markAuthorshipRemoved(db: Writer, email: string, subject: Subject, removed: boolean): Promise<void> {
  const updated = await db.update(reviewAuthors).set({ removed }).where(ofSubject(authorKeyOf(email), subject)).returning({ authorKey: reviewAuthors.authorKey });
  // A review written before addresses were kept has no row yet.
  if (updated.length === 0) await db.insert(reviewAuthors).values({ authorKey: authorKeyOf(email), toolId: subject.toolId, courseId: subject.courseId, removed }).onConflictDoNothing();
}
