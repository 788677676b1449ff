// A moderator's decision on a review at /admin/reviews (server/reviews/moderation.ts): publish it,
// remove it with a reason its author reads, or dismiss the reports against it.
import { z } from "zod/mini";

export const MODERATION_REASON_LIMITS = { min: 3, max: 500 } as const;

// The signs the queue computes (server/reviews/moderation.ts), named here so the page explains them in the same numbers.
/** Published reviews this recent are checked for signs. */
export const FLAG_WINDOW_DAYS = 30;
/** pg_trgm similarity from which two review bodies count as near-copies. */
export const NEAR_DUPLICATE_SIMILARITY = 0.6;
/** A burst: this many reviews of one subject within BURST_HOURS of a review, by accounts under BURST_ACCOUNT_DAYS old when they wrote. */
export const BURST_MIN_REVIEWS = 3;
export const BURST_HOURS = 24;
export const BURST_ACCOUNT_DAYS = 7;

export const MODERATION_INTENTS = ["approve", "remove", "dismiss"] as const;
export type ModerationIntent = (typeof MODERATION_INTENTS)[number];

export const reviewModerationFields = ["reviewId", "intent", "reason"] as const;
export type ReviewModerationField = (typeof reviewModerationFields)[number];

export const REASON_REQUIRED = "Please give the reason: the review's author sees it.";
export const REASON_TOO_SHORT = `The reason must be at least ${MODERATION_REASON_LIMITS.min} characters.`;
export const REASON_TOO_LONG = `The reason must be ${MODERATION_REASON_LIMITS.max} characters or fewer.`;

/** A removal's reason, trimmed: what the author is shown. */
export const removalReasonSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, REASON_REQUIRED),
    z.minLength(MODERATION_REASON_LIMITS.min, REASON_TOO_SHORT),
    z.maxLength(MODERATION_REASON_LIMITS.max, REASON_TOO_LONG),
  );

export const reviewModerationSchema = z
  .object({
    reviewId: z.string().check(z.uuid("This review is no longer there.")),
    intent: z.enum(MODERATION_INTENTS, "Please choose Approve, Remove or Dismiss reports."),
    reason: z.string().check(z.trim(), z.maxLength(MODERATION_REASON_LIMITS.max, REASON_TOO_LONG)),
  })
  .check(
    z.refine((form) => form.intent !== "remove" || form.reason.length > 0, { message: REASON_REQUIRED, path: ["reason"] }),
    z.refine((form) => form.intent !== "remove" || form.reason.length === 0 || form.reason.length >= MODERATION_REASON_LIMITS.min, {
      message: REASON_TOO_SHORT,
      path: ["reason"],
    }),
  );
export type ReviewModerationInput = z.infer<typeof reviewModerationSchema>;
