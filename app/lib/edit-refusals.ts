/** Why an editor refuses a suggested edit: the list the admin picks from (server/edits/reasons.ts words each for the author). */
export const REFUSAL_REASONS = ["source-does-not-say", "source-not-reliable", "already-listed", "out-of-date", "not-this-tool"] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** How the admin's list names each reason. */
export const REFUSAL_REASON_LABELS: Record<RefusalReason, string> = {
  "source-does-not-say": "The source does not state it",
  "source-not-reliable": "The source is not one we can rely on",
  "already-listed": "The listing already says this",
  "out-of-date": "The source is out of date",
  "not-this-tool": "It is about another product or plan",
};
