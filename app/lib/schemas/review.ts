// The review forms on tool and course pages (server/reviews/), checked in the browser and again by the action.
import { z } from "zod/mini";
import * as m from "../../paraglide/messages";
import { keysOf } from "../records";

export const REVIEW_PLAN_LABELS = { free: "Free plan", paid: "Paid plan", trial: "Free trial" } as const;
export const REVIEW_USE_PERIOD_LABELS = {
  "under-a-month": "Less than a month",
  "1-6-months": "1 to 6 months",
  "6-12-months": "6 to 12 months",
  "over-a-year": "More than a year",
} as const;
export type ReviewPlan = keyof typeof REVIEW_PLAN_LABELS;
export type ReviewUsePeriod = keyof typeof REVIEW_USE_PERIOD_LABELS;
export const REVIEW_PLANS = keysOf(REVIEW_PLAN_LABELS);
export const REVIEW_USE_PERIODS = keysOf(REVIEW_USE_PERIOD_LABELS);
/** Where a review is: waiting for a moderator (an account's first), on the page, or taken down. */
export const REVIEW_STATUSES = ["pending", "published", "removed"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** The same labels in the page's language (the constants above stay English, for the API's description). */
export const reviewPlanLabels = (): Record<ReviewPlan, string> => ({ free: m.review_plan_free(), paid: m.review_plan_paid(), trial: m.review_plan_trial() });
export const reviewUsePeriodLabels = (): Record<ReviewUsePeriod, string> => ({
  "under-a-month": m.review_period_under_month(),
  "1-6-months": m.review_period_1_6(),
  "6-12-months": m.review_period_6_12(),
  "over-a-year": m.review_period_over_year(),
});

export const REVIEW_LIMITS = { title: 120, bodyMin: 50, body: 5000, useCase: 200, prosCons: 1000, displayName: 60, reply: 2000, reportReason: 500 } as const;
// The score's rules live in a module without zod, so cards can show a score without loading it.
export { averageRating, FORMER_MEMBER_NAME, MIN_REVIEWS_FOR_SCORE } from "../review-score";

// Messages are functions, read when a value is checked: in the language of the page or request.
const text = (max: number, tooLong: (inputs: { max: number }) => string, required?: () => string) =>
  z
    .string()
    .check(z.trim(), ...(required ? [z.minLength(1, { error: required })] : []), z.maxLength(max, { error: () => tooLong({ max }) }));

export type ReviewBlock = "unconfirmed" | "too-new" | "maker" | "already" | "removed" | "earlier";
/** Why an account may not write a review here: said on the page and by the action alike, each read in the language of the moment. */
export const REVIEW_BLOCK_MESSAGES: Record<ReviewBlock, string> = {
  get unconfirmed() {
    return m.review_block_unconfirmed();
  },
  get "too-new"() {
    return m.review_block_too_new();
  },
  get maker() {
    return m.review_block_maker();
  },
  get already() {
    return m.review_block_already();
  },
  get removed() {
    return m.review_block_removed();
  },
  get earlier() {
    return m.review_block_earlier();
  },
};

export const reviewFields = ["rating", "title", "body", "useCase", "plan", "usedFor", "pros", "cons", "displayName"] as const;
export type ReviewField = (typeof reviewFields)[number];

export const reviewSchema = z.object({
  rating: z.pipe(
    z.string().check(z.regex(/^[1-5]$/, { error: () => m.review_rating_required() })),
    z.transform((value) => Number(value)),
  ),
  title: text(REVIEW_LIMITS.title, m.review_title_too_long, () => m.review_title_required()),
  body: z.string().check(
    z.trim(),
    z.minLength(REVIEW_LIMITS.bodyMin, { error: () => m.review_body_too_short({ min: REVIEW_LIMITS.bodyMin }) }),
    z.maxLength(REVIEW_LIMITS.body, { error: () => m.review_body_too_long({ max: REVIEW_LIMITS.body }) }),
  ),
  useCase: text(REVIEW_LIMITS.useCase, m.review_use_case_too_long, () => m.review_use_case_required()),
  plan: z.enum(REVIEW_PLANS, { error: () => m.review_plan_required() }),
  usedFor: z.enum(REVIEW_USE_PERIODS, { error: () => m.review_period_required() }),
  pros: text(REVIEW_LIMITS.prosCons, m.review_pros_too_long),
  cons: text(REVIEW_LIMITS.prosCons, m.review_cons_too_long),
  displayName: text(REVIEW_LIMITS.displayName, m.review_name_too_long),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

export const reviewReplyFields = ["reviewId", "body"] as const;
export type ReviewReplyField = (typeof reviewReplyFields)[number];
export const reviewReplySchema = z.object({
  reviewId: z.string().check(z.uuid({ error: () => m.review_gone() })),
  body: text(REVIEW_LIMITS.reply, m.review_reply_too_long, () => m.review_reply_required()),
});

export const reviewReportFields = ["reviewId", "reason"] as const;
export type ReviewReportField = (typeof reviewReportFields)[number];
export const reviewReportSchema = z.object({
  reviewId: z.string().check(z.uuid({ error: () => m.review_gone() })),
  reason: text(REVIEW_LIMITS.reportReason, m.review_reason_too_long, () => m.review_reason_required()),
});

export const REVIEW_SORTS = { helpful: "Most helpful", newest: "Newest", lowest: "Lowest rated" } as const;
export type ReviewSort = keyof typeof REVIEW_SORTS;
export const reviewSortLabels = (): Record<ReviewSort, string> => ({ helpful: m.review_sort_helpful(), newest: m.review_sort_newest(), lowest: m.review_sort_lowest() });
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
