/**
 * schema.org JSON-LD built from the fields we hold. Anything unknown is left
 * out rather than filled in: `withoutEmpty` drops undefined, null, empty
 * strings and empty lists, so no block carries an empty or made-up field.
 */
import type { Crumb } from "./breadcrumbs";
import { MIN_REVIEWS_FOR_SCORE } from "./review-score";
import * as m from "~/paraglide/messages";

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

export function withoutEmpty<T extends Json>(value: T): T {
  // The same value with empty fields left out, which T's types cannot follow field by field: the blocks are only
  // serialised (jsonLdText), and a reader of JSON-LD takes a missing field as not known.
  return pruned(value) as T;
}

function pruned(value: Json): Json {
  if (Array.isArray(value)) return value.map(pruned).filter((item) => !isEmpty(item));
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, pruned(item)] as const)
      .filter(([, item]) => !isEmpty(item));
    return Object.fromEntries(entries);
  }
  return value;
}

function isEmpty(value: Json): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const CONTEXT = "https://schema.org";

export function itemListData(items: { name: string; path: string }[], origin: string) {
  return withoutEmpty({
    "@context": CONTEXT,
    "@type": "ItemList",
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, url: `${origin}${item.path}` })),
  });
}

export function breadcrumbListData(crumbs: Crumb[], origin: string) {
  return withoutEmpty({
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.label, item: `${origin}${crumb.to}` })),
  });
}

export interface CourseFacts {
  slug: string;
  name: string;
  description: string;
  level: string;
  pricing: string;
  platformName: string;
  link: string | null;
}

/** Free courses say so; "Freemium" and "Paid" do not map to one schema.org value, so nothing is claimed. */
const accessibleForFree = (pricing: string) => (pricing === "Free" ? true : pricing === "Paid" ? false : undefined);

export function courseData(course: CourseFacts, origin: string) {
  return withoutEmpty({
    "@context": CONTEXT,
    "@type": "Course",
    name: course.name,
    description: course.description,
    url: `${origin}/resources/courses/${course.slug}`,
    sameAs: course.link ?? undefined,
    educationalLevel: course.level,
    isAccessibleForFree: accessibleForFree(course.pricing),
    provider: { "@type": "Organization", name: course.platformName },
  });
}

/** A tool's or course's published reviews in figures (server/reviews/queries.ts ReviewSummary). */
export interface ReviewSummaryFacts {
  count: number;
  average: number | null;
  distribution: readonly number[];
}

/** A published review as a page shows it (server/reviews/queries.ts PublicReview). */
export interface ReviewFacts {
  authorName: string;
  formerMember?: boolean;
  rating: number;
  title: string;
  body: string;
  publishedAt: Date | string | null;
}

const isoDate = (value: Date | string | null) => {
  if (!value) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
};

/**
 * `aggregateRating` and `review` for a tool's or a course's block, to spread into it: real figures
 * only, and only from MIN_REVIEWS_FOR_SCORE published reviews, the point from which the page shows
 * a score; below it, nothing. `reviews` are the published reviews the page shows.
 */
export function reviewData(summary: ReviewSummaryFacts, reviews: readonly ReviewFacts[]) {
  if (summary.count < MIN_REVIEWS_FOR_SCORE || summary.average === null) return {};
  return withoutEmpty({
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.formerMember ? m.review_former_member() : review.authorName },
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      name: review.title,
      reviewBody: review.body,
      datePublished: isoDate(review.publishedAt),
    })),
  });
}

/** Serialised for a <script type="application/ld+json"> in the body: "<" escaped so text cannot close the script. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");
