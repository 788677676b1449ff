/** What a tool or course page shows of its reviews, for everyone and for the signed-in reader. */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { averageRating, type ReviewSort } from "~/lib/schemas/review";
import type { Database } from "../db/client";
import { reviewHelpfulVotes, reviewReplies, reviewReports, reviews } from "../db/schema";
import { subjectColumn, type ReviewSubject } from "./subjects";

export const REVIEWS_PER_PAGE = 10;

export interface ReviewSummary {
  count: number;
  /** Null until MIN_REVIEWS_FOR_SCORE reviews are published. */
  average: number | null;
  /** How many gave 1, 2, 3, 4 and 5 stars. */
  distribution: [number, number, number, number, number];
}

/** Counted from the published reviews themselves. */
export async function findReviewSummary(db: Database, subject: Pick<ReviewSubject, "kind" | "id">): Promise<ReviewSummary> {
  const rows = await db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(subjectColumn(subject), subject.id), eq(reviews.status, "published")))
    .groupBy(reviews.rating);
  const distribution: ReviewSummary["distribution"] = [0, 0, 0, 0, 0];
  let count = 0;
  let sum = 0;
  for (const row of rows) {
    distribution[row.rating - 1] = row.count;
    count += row.count;
    sum += row.rating * row.count;
  }
  return { count, average: averageRating(sum, count), distribution };
}

const publicReviewColumns = {
  id: reviews.id,
  authorName: reviews.authorName,
  formerMember: sql<boolean>`${reviews.userId} is null`,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  useCase: reviews.useCase,
  plan: reviews.plan,
  usedFor: reviews.usedFor,
  pros: reviews.pros,
  cons: reviews.cons,
  helpfulCount: reviews.helpfulCount,
  publishedAt: reviews.publishedAt,
  editedAt: reviews.editedAt,
  replyBody: reviewReplies.body,
  replyAt: reviewReplies.updatedAt,
};

const ORDER: Record<ReviewSort, ReturnType<typeof desc>[]> = {
  helpful: [desc(reviews.helpfulCount), desc(reviews.publishedAt), desc(reviews.id)],
  newest: [desc(reviews.publishedAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.publishedAt), desc(reviews.id)],
};

function publishedOf(subject: Pick<ReviewSubject, "kind" | "id">) {
  return and(eq(subjectColumn(subject), subject.id), eq(reviews.status, "published"));
}

/** Published reviews in the given order, each with the maker's reply when there is one: for the page and the API. */
async function selectPublishedReviews(db: Database, subject: Pick<ReviewSubject, "kind" | "id">, sort: ReviewSort, { offset, limit }: { offset: number; limit: number }) {
  const rows = await db
    .select(publicReviewColumns)
    .from(reviews)
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .where(publishedOf(subject))
    .orderBy(...ORDER[sort])
    .limit(limit)
    .offset(offset);
  return rows.map(({ replyBody, replyAt, ...review }) => ({ ...review, reply: replyBody && replyAt ? { body: replyBody, at: replyAt } : null }));
}

export type PublicReview = Awaited<ReturnType<typeof selectPublishedReviews>>[number];

/** One page of the published reviews. */
export function findPublishedReviews(db: Database, subject: Pick<ReviewSubject, "kind" | "id">, sort: ReviewSort, page = 1): Promise<PublicReview[]> {
  return selectPublishedReviews(db, subject, sort, { offset: (page - 1) * REVIEWS_PER_PAGE, limit: REVIEWS_PER_PAGE });
}

/** The reader's own review (in any state, with a moderator's reason) and what they have marked or reported. */
export async function findReaderReviewState(db: Database, userId: string, subject: Pick<ReviewSubject, "kind" | "id">, shownReviewIds: string[]) {
  const [own] = await db
    .select({
      id: reviews.id,
      status: reviews.status,
      removalReason: reviews.removalReason,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      useCase: reviews.useCase,
      plan: reviews.plan,
      usedFor: reviews.usedFor,
      pros: reviews.pros,
      cons: reviews.cons,
      authorName: reviews.authorName,
    })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(subjectColumn(subject), subject.id)));
  const [helpful, reported] = shownReviewIds.length
    ? await Promise.all([
        db.select({ id: reviewHelpfulVotes.reviewId }).from(reviewHelpfulVotes).where(and(eq(reviewHelpfulVotes.userId, userId), inArray(reviewHelpfulVotes.reviewId, shownReviewIds))),
        db.select({ id: reviewReports.reviewId }).from(reviewReports).where(and(eq(reviewReports.userId, userId), inArray(reviewReports.reviewId, shownReviewIds))),
      ])
    : [[], []];
  return { own: own ?? null, helpfulIds: helpful.map((row) => row.id), reportedIds: reported.map((row) => row.id) };
}
export type ReaderReviewState = Awaited<ReturnType<typeof findReaderReviewState>>;

/**
 * Published reviews a slice at a time, for the public API (server/api/endpoints.ts): the same
 * public fields and orders as the page, with how many there are in all.
 */
export async function findPublishedReviewsSlice(
  db: Database,
  subject: Pick<ReviewSubject, "kind" | "id">,
  sort: ReviewSort,
  slice: { offset: number; limit: number },
): Promise<{ reviews: PublicReview[]; total: number }> {
  const [rows, total] = await Promise.all([selectPublishedReviews(db, subject, sort, slice), db.$count(reviews, publishedOf(subject))]);
  return { reviews: rows, total };
}
