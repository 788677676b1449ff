/**
 * What other people do with a published review: mark it helpful (once per account, never their
 * own), report it to the moderators, and, for the maker of its subject, answer it once in public.
 */
import { and, eq, isNull, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiCourses, aiTools, reviewHelpfulVotes, reviewReplies, reviewReports, reviews, users } from "../db/schema";
import { isMakerEmail } from "./makers";
import { isVerifiedMaker } from "../claims/queries";

type PublishedReview = { id: string; userId: string | null; toolId: string | null; courseId: string | null };

async function findPublishedReview(db: Database, reviewId: string): Promise<PublishedReview | undefined> {
  const [review] = await db
    .select({ id: reviews.id, userId: reviews.userId, toolId: reviews.toolId, courseId: reviews.courseId })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, "published")));
  return review;
}

export type HelpfulResult = "counted" | "already" | "own" | "too-new" | "missing";

/**
 * The primary key keeps one mark per account; the count follows by trigger (migration 0033). Only
 * an account that could write a review may mark one (confirmed, `minAccountAgeHours` old), so
 * accounts made a minute ago cannot push a review up.
 */
export async function markHelpful(db: Database, userId: string, reviewId: string, { minAccountAgeHours, now = new Date() }: { minAccountAgeHours: number; now?: Date }): Promise<HelpfulResult> {
  const review = await findPublishedReview(db, reviewId);
  if (!review) return "missing";
  if (review.userId === userId) return "own";
  const [account] = await db.select({ confirmed: users.emailVerified, createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  if (!account?.confirmed || now.getTime() - account.createdAt.getTime() < minAccountAgeHours * 3600_000) return "too-new";
  const inserted = await db.insert(reviewHelpfulVotes).values({ reviewId, userId }).onConflictDoNothing().returning({ reviewId: reviewHelpfulVotes.reviewId });
  return inserted.length > 0 ? "counted" : "already";
}

export type ReportResult = "reported" | "already" | "own" | "missing";

export async function reportReview(db: Database, userId: string, reviewId: string, reason: string): Promise<ReportResult> {
  const review = await findPublishedReview(db, reviewId);
  if (!review) return "missing";
  if (review.userId === userId) return "own";
  const inserted = await db.insert(reviewReports).values({ reviewId, userId, reason }).onConflictDoNothing().returning({ id: reviewReports.id });
  return inserted.length > 0 ? "reported" : "already";
}

export type ReplyResult = "saved" | "not-maker" | "taken" | "missing";

/**
 * The maker's one reply: a second posting by the same account replaces the first. Another account,
 * even one on the same domain, cannot replace it ("taken"); a reply whose author deleted their
 * account can be answered again.
 */
export async function replyToReview(db: Database, maker: { id: string; email: string }, reviewId: string, body: string): Promise<ReplyResult> {
  const review = await findPublishedReview(db, reviewId);
  if (!review) return "missing";
  const siteUrl = await siteOfSubject(db, review);
  // The tool's maker: an account confirmed on its own domain, or one whose claim of the tool stands.
  const claimed = review.toolId !== null && (await isVerifiedMaker(db, maker.id, review.toolId));
  if (!claimed && (!isMakerEmail(maker.email, siteUrl) || !(await isConfirmed(db, maker.id)))) return "not-maker";
  const saved = await db
    .insert(reviewReplies)
    .values({ reviewId, userId: maker.id, body })
    .onConflictDoUpdate({
      target: reviewReplies.reviewId,
      set: { body, userId: maker.id, updatedAt: new Date() },
      setWhere: or(eq(reviewReplies.userId, maker.id), isNull(reviewReplies.userId)),
    })
    .returning({ reviewId: reviewReplies.reviewId });
  return saved.length > 0 ? "saved" : "taken";
}

async function siteOfSubject(db: Database, review: PublishedReview): Promise<string | null> {
  if (review.toolId) {
    const [tool] = await db.select({ url: aiTools.exploreNowLink }).from(aiTools).where(eq(aiTools.id, review.toolId));
    return tool?.url ?? null;
  }
  const [course] = await db.select({ url: aiCourses.link }).from(aiCourses).where(eq(aiCourses.id, review.courseId ?? ""));
  return course?.url ?? null;
}

async function isConfirmed(db: Database, userId: string): Promise<boolean> {
  const [user] = await db.select({ confirmed: users.emailVerified }).from(users).where(eq(users.id, userId));
  return user?.confirmed === true;
}
