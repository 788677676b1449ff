/**
 * Writing a review: who may (a confirmed account old enough, not the maker, one per subject and
 * address), whether it waits for a moderator (an account's first does, and so does every review
 * of an account a moderator removed one of), and editing or deleting one's own.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { ReviewInput } from "~/lib/schemas/review";
import { reviewerName, type ReviewBlock } from "~/lib/schemas/review";
import type { Database } from "../db/client";
import { reviews, users } from "../db/schema";
import { authorshipOf, claimAuthorship, releaseAuthorship } from "./authors";
import { isMakerEmail } from "./makers";
import { isSubstantialEdit } from "./substantial-edit";
import { subjectColumn, subjectKey, type ReviewSubject } from "./subjects";

export type { ReviewBlock };


export interface Reviewer {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

interface Account {
  emailVerified: boolean;
  createdAt: Date;
}

async function accountOf(db: Pick<Database, "select">, userId: string): Promise<Account | undefined> {
  const [account] = await db.select({ emailVerified: users.emailVerified, createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  return account;
}

/** Why this account may not review this subject, or null when it may; `already` is checked by the caller's own review. */
export function reviewBlockOf(account: Account, reviewer: Reviewer, subject: ReviewSubject, { minAccountAgeHours, now }: { minAccountAgeHours: number; now: Date }): ReviewBlock | null {
  if (!account.emailVerified) return "unconfirmed";
  if (isMakerEmail(reviewer.email, subject.siteUrl)) return "maker";
  if (now.getTime() - account.createdAt.getTime() < minAccountAgeHours * 3600_000) return "too-new";
  return null;
}

export interface ReviewRules {
  minAccountAgeHours: number;
  now?: Date;
}

export type SubmitReviewResult = { ok: true; status: "pending" | "published" } | { ok: false; block: ReviewBlock };

/**
 * Whether this account's reviews publish at once: one of them is published now, and none was
 * removed by a moderator (a removed review, even one published before, earns no trust).
 */
async function isTrusted(db: Pick<Database, "select">, userId: string): Promise<boolean> {
  const [standing] = await db
    .select({
      published: sql<boolean>`bool_or(${reviews.status} = 'published')`,
      removed: sql<boolean>`bool_or(${reviews.status} = 'removed')`,
    })
    .from(reviews)
    .where(eq(reviews.userId, userId));
  return standing?.published === true && standing.removed !== true;
}

/**
 * A new review. The account's first waits for a moderator; once one of its reviews has been
 * published, later ones publish at once. Unique indexes, not a read first, refuse a second: one
 * per account (reviews) and one per address, across accounts (review_authors).
 */
export async function submitReview(db: Database, reviewer: Reviewer, subject: ReviewSubject, input: ReviewInput, rules: ReviewRules): Promise<SubmitReviewResult> {
  const now = rules.now ?? new Date();
  const account = await accountOf(db, reviewer.id);
  if (!account) return { ok: false, block: "unconfirmed" };
  const block = reviewBlockOf(account, reviewer, subject, { minAccountAgeHours: rules.minAccountAgeHours, now });
  if (block) return { ok: false, block };
  return db.transaction(async (tx) => {
    const key = { toolId: subject.kind === "tool" ? subject.id : null, courseId: subject.kind === "course" ? subject.id : null };
    if (!(await claimAuthorship(tx, reviewer.email, key))) {
      const [own] = await tx.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.userId, reviewer.id), eq(subjectColumn(subject), subject.id)));
      // Their own review still there says "already" (edit it); otherwise the address wrote one before.
      if (own) return { ok: false, block: "already" } as const;
      return { ok: false, block: (await authorshipOf(tx, reviewer.email, key)) === "removed" ? "removed" : "earlier" } as const;
    }
    return insertReview(tx, reviewer, subject, input, now);
  });
}

async function insertReview(db: Database, reviewer: Reviewer, subject: ReviewSubject, input: ReviewInput, now: Date): Promise<SubmitReviewResult> {
  const status = (await isTrusted(db, reviewer.id)) ? "published" : "pending";
  const inserted = await db
    .insert(reviews)
    .values({
      ...subjectKey(subject),
      userId: reviewer.id,
      authorName: input.displayName || reviewerName(reviewer.firstName, reviewer.lastName),
      ...contentOf(input),
      status,
      publishedAt: status === "published" ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  if (inserted.length === 0) return { ok: false, block: "already" };
  return { ok: true, status };
}

function contentOf(input: ReviewInput) {
  return {
    rating: input.rating,
    title: input.title,
    body: input.body,
    useCase: input.useCase,
    plan: input.plan,
    usedFor: input.usedFor,
    pros: input.pros || null,
    cons: input.cons || null,
  };
}

export type EditReviewResult = "saved" | "queued" | "missing" | "removed";

/**
 * The author's edit of their own review. A published one changed by no more than a typo's worth
 * (server/reviews/substantial-edit.ts) stays published and is marked edited; a larger change
 * takes it out of view until a moderator has read it again ("queued"). A removed one cannot be
 * edited back into view.
 */
export async function editReview(db: Database, reviewer: Reviewer, subject: ReviewSubject, input: ReviewInput, now = new Date()): Promise<EditReviewResult> {
  const mine = and(eq(reviews.userId, reviewer.id), eq(subjectColumn(subject), subject.id));
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: reviews.status, rating: reviews.rating, title: reviews.title, body: reviews.body, useCase: reviews.useCase, pros: reviews.pros, cons: reviews.cons })
      .from(reviews)
      .where(mine)
      .for("update");
    if (!before) return "missing";
    if (before.status === "removed") return "removed";
    const content = contentOf(input);
    const requeue = before.status === "published" && isSubstantialEdit(before, content);
    await tx
      .update(reviews)
      .set({
        ...content,
        authorName: input.displayName || reviewerName(reviewer.firstName, reviewer.lastName),
        updatedAt: now,
        status: requeue ? "pending" : before.status,
        editedAt: before.status === "published" ? now : sql`${reviews.editedAt}`,
      })
      .where(and(mine, ne(reviews.status, "removed")));
    return requeue ? "queued" : "saved";
  });
}

/**
 * The author takes their review down; its votes, reports and reply go with it. Unless a moderator
 * had removed it, the address may review the subject again.
 */
export async function deleteReview(db: Database, reviewer: Pick<Reviewer, "id" | "email">, subject: ReviewSubject): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(reviews)
      .where(and(eq(reviews.userId, reviewer.id), eq(subjectColumn(subject), subject.id)))
      .returning({ id: reviews.id, status: reviews.status });
    if (deleted.length === 0) return false;
    if (deleted[0]!.status !== "removed") {
      await releaseAuthorship(tx, reviewer.email, { toolId: subject.kind === "tool" ? subject.id : null, courseId: subject.kind === "course" ? subject.id : null });
    }
    return true;
  });
}

/** The subject this account may review, with its own review if it wrote one. */
export async function reviewEligibility(db: Database, reviewer: Reviewer, subject: ReviewSubject, rules: ReviewRules): Promise<ReviewBlock | null> {
  const account = await accountOf(db, reviewer.id);
  if (!account) return "unconfirmed";
  const block = reviewBlockOf(account, reviewer, subject, { minAccountAgeHours: rules.minAccountAgeHours, now: rules.now ?? new Date() });
  if (block) return block;
  const [own] = await db.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.userId, reviewer.id), eq(subjectColumn(subject), subject.id)));
  if (own) return null;
  const earlier = await authorshipOf(db, reviewer.email, { toolId: subject.kind === "tool" ? subject.id : null, courseId: subject.kind === "course" ? subject.id : null });
  return earlier === "none" ? null : earlier === "removed" ? "removed" : "earlier";
}
