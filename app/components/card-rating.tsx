/**
 * A card's score: a small star with "4.6 (12)", read out as "Rated 4.6 out of 5 from 12 reviews".
 * Nothing at all until MIN_REVIEWS_FOR_SCORE reviews are published (averageRating is null then),
 * so a card never says "0 reviews".
 */
import { Star } from "~/components/icons";
import { formatCount } from "~/lib/catalogue-labels";
import { averageRating } from "~/lib/review-score";
import { getLocale } from "~/paraglide/runtime";
import * as m from "~/paraglide/messages";

/** The score and count as shown, or null while there are too few reviews to show one. */
export function cardRating(ratingSum: number, reviewCount: number): { score: string; count: string; label: string } | null {
  const average = averageRating(ratingSum, reviewCount);
  if (average === null) return null;
  // Rounded as before (toFixed), then written with the page language's decimal mark.
  const score = new Intl.NumberFormat(getLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(average.toFixed(1)));
  const count = formatCount(reviewCount);
  return { score, count, label: m.catalogue_rating_label({ score, count }) };
}

export function CardRating({ ratingSum, reviewCount }: { ratingSum: number; reviewCount: number }) {
  const rating = cardRating(ratingSum, reviewCount);
  if (!rating) return null;
  return (
    <span role="img" aria-label={rating.label} className="inline-flex shrink-0 items-center gap-1 text-xs font-medium whitespace-nowrap">
      <Star aria-hidden="true" className="size-3.5 fill-current text-accent" />
      <span>{rating.score}</span>
      <span className="text-muted">({rating.count})</span>
    </span>
  );
}
