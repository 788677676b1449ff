// The review forms on tool and course pages (server/reviews/), checked in the browser and again by the action.
import { z } from "zod/mini";

export const REVIEW_PLAN_LABELS = { free: "Free plan", paid: "Paid plan", trial: "Free trial" } as const;
export const REVIEW_USE_PERIOD_LABELS = {
  "under-a-month": "Less than a month",
  "1-6-months": "1 to 6 months",
  "6-12-months": "6 to 12 months",
  "over-a-year": "More than a year",
} as const;
export type ReviewPlan = keyof typeof REVIEW_PLAN_LABELS;
export type ReviewUsePeriod = keyof typeof REVIEW_USE_PERIOD_LABELS;

export const REVIEW_LIMITS = { title: 120, bodyMin: 50, body: 5000, useCase: 200, prosCons: 1000, displayName: 60, reply: 2000, reportReason: 500 } as const;
// The score's rules live in a module without zod, so cards can show a score without loading it.
export { averageRating, FORMER_MEMBER_NAME, MIN_REVIEWS_FOR_SCORE } from "../review-score";

const text = (max: number, label: string, required?: string) =>
  z.string().check(z.trim(), ...(required ? [z.minLength(1, required)] : []), z.maxLength(max, `${label} must be ${max} characters or fewer.`));

export type ReviewBlock = "unconfirmed" | "too-new" | "maker" | "already";
/** Why an account may not write a review here: said on the page and by the action alike. */
export const REVIEW_BLOCK_MESSAGES: Record<ReviewBlock, string> = {
  unconfirmed: "Please confirm your e-mail address before writing a review.",
  "too-new": "New accounts can review from their second day. Please come back tomorrow.",
  maker: "Makers cannot review their own product, but can reply to each review.",
  already: "You have already reviewed this. You can edit your review instead.",
};

export const reviewFields = ["rating", "title", "body", "useCase", "plan", "usedFor", "pros", "cons", "displayName"] as const;
export type ReviewField = (typeof reviewFields)[number];

export const reviewSchema = z.object({
  rating: z.pipe(
    z.string().check(z.regex(/^[1-5]$/, "Please choose from 1 to 5 stars.")),
    z.transform((value) => Number(value)),
  ),
  title: text(REVIEW_LIMITS.title, "The title", "Please give your review a title."),
  body: z.string().check(
    z.trim(),
    z.minLength(REVIEW_LIMITS.bodyMin, `Please write at least ${REVIEW_LIMITS.bodyMin} characters about your experience.`),
    z.maxLength(REVIEW_LIMITS.body, `The review must be ${REVIEW_LIMITS.body} characters or fewer.`),
  ),
  useCase: text(REVIEW_LIMITS.useCase, "How you used it", "Please say what you used it for."),
  plan: z.enum(Object.keys(REVIEW_PLAN_LABELS) as [ReviewPlan, ...ReviewPlan[]], "Please choose the plan you used."),
  usedFor: z.enum(Object.keys(REVIEW_USE_PERIOD_LABELS) as [ReviewUsePeriod, ...ReviewUsePeriod[]], "Please choose how long you used it."),
  pros: text(REVIEW_LIMITS.prosCons, "Pros"),
  cons: text(REVIEW_LIMITS.prosCons, "Cons"),
  displayName: text(REVIEW_LIMITS.displayName, "The name shown"),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

export const reviewReplyFields = ["reviewId", "body"] as const;
export type ReviewReplyField = (typeof reviewReplyFields)[number];
export const reviewReplySchema = z.object({
  reviewId: z.string().check(z.uuid("This review is no longer there.")),
  body: text(REVIEW_LIMITS.reply, "The reply", "Please write your reply."),
});

export const reviewReportFields = ["reviewId", "reason"] as const;
export type ReviewReportField = (typeof reviewReportFields)[number];
export const reviewReportSchema = z.object({
  reviewId: z.string().check(z.uuid("This review is no longer there.")),
  reason: text(REVIEW_LIMITS.reportReason, "The reason", "Please say what is wrong with this review."),
});

export const REVIEW_SORTS = { helpful: "Most helpful", newest: "Newest", lowest: "Lowest rated" } as const;
export type ReviewSort = keyof typeof REVIEW_SORTS;
export function reviewSortOf(value: string | null): ReviewSort {
  return value === "newest" || value === "lowest" ? value : "helpful";
}

/** "Ana G.": first name and last initial; the e-mail is never shown. */
export function reviewerName(firstName: string | null, lastName: string | null): string {
  const first = (firstName ?? "").trim();
  const initial = (lastName ?? "").trim().charAt(0).toUpperCase();
  if (!first) return "A member";
  return initial ? `${first} ${initial}.` : first;
}
