import { Star } from "~/components/icons";
import * as m from "~/paraglide/messages";

/** A rating as five stars, read out as "Rated 4 out of 5". */
export function Stars({ rating, size = "size-4" }: { rating: number; size?: string }) {
  return (
    <span className="inline-flex" role="img" aria-label={m.review_rated({ rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={`${size} ${n <= Math.round(rating) ? "fill-current text-amber-400" : "text-muted"}`} />
      ))}
    </span>
  );
}
