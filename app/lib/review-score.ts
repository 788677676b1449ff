/**
 * When a tool or course has a score, and what it is: shared by cards, pages, the API and the
 * structured data. No zod here (app/lib/schemas/review.ts re-exports these), so a card showing a
 * score adds no form code to a listing page's JavaScript.
 */

/** A score is shown, and marked up for search engines, only from this many published reviews. */
export const MIN_REVIEWS_FOR_SCORE = 3;

/** What a review shows as its author once the account is gone (the review keeps no user then). */
export const FORMER_MEMBER_NAME = "Former member";

/** 4.6 from a sum of stars and a count, or null while there are too few to say. */
export function averageRating(ratingSum: number, reviewCount: number): number | null {
  if (reviewCount < MIN_REVIEWS_FOR_SCORE) return null;
  return Math.round((ratingSum / reviewCount) * 10) / 10;
}
