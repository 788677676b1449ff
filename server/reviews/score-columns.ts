/**
 * A subject's review count or stars' sum as a listing selects it: the figure from
 * MIN_REVIEWS_FOR_SCORE published reviews, 0 below. What a card does not show is not sent to the
 * browser in the page's data either.
 */
import { sql, type AnyColumn } from "drizzle-orm";
import { MIN_REVIEWS_FOR_SCORE } from "~/lib/review-score";

export const scoredOnly = (reviewCount: AnyColumn, figure: AnyColumn) => sql<number>`(case when ${reviewCount} >= ${MIN_REVIEWS_FOR_SCORE} then ${figure} else 0 end)`.mapWith(Number);
