/**
 * Writing a review: who may (a confirmed account old enough, not the maker, one per subject),
 * whether it waits for a moderator (an account's first does), and editing or deleting one's own.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { ReviewInput } from "~/lib/schemas/review";
import { reviewerName, type ReviewBlock } from "~/lib/schemas/review";
import type { Database } from "../db/client";
import { reviews, users } from "../db/schema";
import { isMakerEmail } from "./makers";
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
 * A new review. The account's first waits for a moderator; once one of its reviews has been
 * published, later ones publish at once. The unique index, not a read first, refuses a second.
 */
export async function submitReview(db: Database, reviewer: Reviewer, subject: ReviewSubject, input: ReviewInput, rules: ReviewRules): Promise<SubmitReviewResult> {
  const now = rules.now ?? new Date();
  const account = await accountOf(db, reviewer.id);
  if (!account) return { ok: false, block: "unconfirmed" };
  const block = reviewBlockOf(account, reviewer, subject, { minAccountAgeHours: rules.minAccountAgeHours, now });
  if (block) return { ok: false, block };
  const [trusted] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, reviewer.id), sql`${reviews.publishedAt} is not null`))
    .limit(1);
  const status = trusted ? "published" : "pending";
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

export type EditReviewResult = "saved" | "missing" | "removed";

/**
 * The author's edit of their own review: a published one stays published and is marked edited;
 * a removed one cannot be edited back into view (its author may delete it and write anew).
 */
export async function editReview(db: Database, reviewer: Reviewer, subject: ReviewSubject, input: ReviewInput, now = new Date()): Promise<EditReviewResult> {
  const mine = and(eq(reviews.userId, reviewer.id), eq(subjectColumn(subject), subject.id));
  const updated = await db
    .update(reviews)
    .set({
      ...contentOf(input),
      authorName: input.displayName || reviewerName(reviewer.firstName, reviewer.lastName),
      updatedAt: now,
      editedAt: sql`case when ${reviews.status} = 'published' then ${now.toISOString()}::timestamptz else ${reviews.editedAt} end`,
    })
    .where(and(mine, ne(reviews.status, "removed")))
    .returning({ id: reviews.id });
  if (updated.length > 0) return "saved";
  const [removed] = await db.select({ id: reviews.id }).from(reviews).where(mine);
  return removed ? "removed" : "missing";
}

/** The author takes their review down; its votes, reports and reply go with it. */
export async function deleteReview(db: Database, userId: string, subject: ReviewSubject): Promise<boolean> {
  const deleted = await db
    .delete(reviews)
    .where(and(eq(reviews.userId, userId), eq(subjectColumn(subject), subject.id)))
    .returning({ id: reviews.id });
  return deleted.length > 0;
}

/** The subject this account may review, with its own review if it wrote one. */
export async function reviewEligibility(db: Database, reviewer: Reviewer, subject: ReviewSubject, rules: ReviewRules): Promise<ReviewBlock | null> {
  const account = await accountOf(db, reviewer.id);
  if (!account) return "unconfirmed";
  return reviewBlockOf(account, reviewer, subject, { minAccountAgeHours: rules.minAccountAgeHours, now: rules.now ?? new Date() });
}
