/**
 * The review forms of a tool or course page: write or edit one's review, delete it, mark
 * another helpful, report one, and the maker's reply. Each reads the account from the
 * session, never from the form, and passes the rate limits per account and per network
 * address; writing, reporting and replying also pass the bot check and the honeypot.
 */
import { keptValues, parseForm, type TaggedResult } from "~/lib/forms";
import { isOneOf } from "~/lib/records";
import { REVIEW_BLOCK_MESSAGES, reviewFields, reviewReplyFields, reviewReplySchema, reviewReportFields, reviewReportSchema, reviewSchema } from "~/lib/schemas/review";
import { isUuid } from "~/lib/uuid";
import type { CurrentUser } from "../auth/session";
import type { BotCheck } from "../botcheck/index";
import type { Database } from "../db/client";
import { admitPublicForm, type FormOutcome } from "../forms/public-form";
import { log } from "../log/index";
import { hitRateLimit, tooManyAttempts, type RateLimitRule } from "../security/rate-limit";
import * as m from "~/paraglide/messages";
import { refusingReservedNames } from "../security/reserved-names";
import { markHelpful, replyToReview, reportReview } from "./reactions";
import type { ReviewSubject } from "./subjects";
import { deleteReview, editReview, submitReview } from "./write";

export const REVIEW_INTENTS = ["review", "review-edit", "review-delete", "review-helpful", "review-report", "review-reply"] as const;
export type ReviewIntent = (typeof REVIEW_INTENTS)[number];
export const isReviewIntent = (intent: string): intent is ReviewIntent => isOneOf(REVIEW_INTENTS, intent);

/** A person writes a handful of reviews and replies an hour; a bot that signed up writes hundreds. */
const PER_ACCOUNT: RateLimitRule = { max: 30, windowSeconds: 60 * 60 };
const PER_ADDRESS: RateLimitRule = { max: 60, windowSeconds: 60 * 60 };

/** What the review forms answer, each read in the language of the request. */
export const REVIEW_MESSAGES = {
  get signIn() {
    return m.review_message_sign_in();
  },
  get pending() {
    return m.review_message_pending();
  },
  get published() {
    return m.review_message_published();
  },
  get edited() {
    return m.review_message_edited();
  },
  get editQueued() {
    return m.review_message_edit_queued();
  },
  get removedCannotEdit() {
    return m.review_message_removed_cannot_edit();
  },
  get deleted() {
    return m.review_message_deleted();
  },
  get noReview() {
    return m.review_message_no_review();
  },
  get helpful() {
    return m.review_message_helpful();
  },
  get helpfulAlready() {
    return m.review_message_helpful_already();
  },
  get helpfulOwn() {
    return m.review_message_helpful_own();
  },
  get helpfulTooNew() {
    return m.review_message_helpful_too_new();
  },
  get reported() {
    return m.review_message_reported();
  },
  get reportedAlready() {
    return m.review_message_reported_already();
  },
  get reportOwn() {
    return m.review_message_report_own();
  },
  get replied() {
    return m.review_message_replied();
  },
  get notMaker() {
    return m.review_message_not_maker();
  },
  get replyTaken() {
    return m.review_message_reply_taken();
  },
  get missing() {
    return m.review_message_missing();
  },
  get failure() {
    return m.review_message_failure();
  },
};

export interface ReviewActionDeps {
  db: Database;
  botCheck: BotCheck;
  minAccountAgeHours: number;
}

type Outcome = FormOutcome;
const ok = (message: string): Outcome => ({ result: { ok: true, message }, init: { status: 200 } });
const no = (status: number, message: string, values: Partial<Record<string, string>> = {}): Outcome => ({ result: { ok: false, message, values }, init: { status } });

async function withinLimits(db: Database, user: CurrentUser, clientAddress: string): Promise<boolean> {
  const [account, address] = [await hitRateLimit(db, `review:user:${user.id}`, PER_ACCOUNT), await hitRateLimit(db, `review:ip:${clientAddress}`, PER_ADDRESS)];
  return account.allowed && address.allowed;
}

/** The public-form pipeline's checks, with the account standing in for the e-mail address. */
const reviewChecks = (user: CurrentUser, clientAddress: string, intent: ReviewIntent) => ({
  clientAddress,
  limitKey: user.id,
  formName: intent,
  limit: PER_ADDRESS,
  emailLimit: PER_ACCOUNT,
  failureMessage: REVIEW_MESSAGES.failure,
});

/** A new review ("review") or the author's edit of theirs ("review-edit"): a second new one is refused, never merged. */
async function saveReview(deps: ReviewActionDeps, form: FormData, user: CurrentUser, subject: ReviewSubject, clientAddress: string, intent: "review" | "review-edit"): Promise<Outcome> {
  const admitted = await admitPublicForm(deps, form, { ...reviewChecks(user, clientAddress, intent), schema: refusingReservedNames(reviewSchema, ["displayName"]), fields: reviewFields });
  if (!admitted.ok) return { result: admitted.result, init: admitted.init };
  const { data: input, values } = admitted;
  if (intent === "review-edit") {
    const edited = await editReview(deps.db, user, subject, input);
    if (edited === "saved") return ok(REVIEW_MESSAGES.edited);
    if (edited === "queued") return ok(REVIEW_MESSAGES.editQueued);
    return no(edited === "removed" ? 409 : 404, edited === "removed" ? REVIEW_MESSAGES.removedCannotEdit : REVIEW_MESSAGES.noReview, values);
  }
  const submitted = await submitReview(deps.db, user, subject, input, { minAccountAgeHours: deps.minAccountAgeHours });
  if (submitted.ok) return ok(submitted.status === "pending" ? REVIEW_MESSAGES.pending : REVIEW_MESSAGES.published);
  return no(submitted.block === "already" || submitted.block === "earlier" || submitted.block === "removed" ? 409 : 403, REVIEW_BLOCK_MESSAGES[submitted.block], values);
}

async function react(deps: ReviewActionDeps, form: FormData, user: CurrentUser, subject: ReviewSubject, clientAddress: string, intent: Exclude<ReviewIntent, "review" | "review-edit">): Promise<Outcome> {
  if (intent === "review-delete") {
    if (!(await withinLimits(deps.db, user, clientAddress))) return no(429, tooManyAttempts());
    return (await deleteReview(deps.db, user, subject)) ? ok(REVIEW_MESSAGES.deleted) : no(404, REVIEW_MESSAGES.noReview);
  }
  if (intent === "review-helpful") {
    const reviewId = String(form.get("reviewId") ?? "");
    if (!isUuid(reviewId)) return no(400, REVIEW_MESSAGES.missing);
    if (!(await withinLimits(deps.db, user, clientAddress))) return no(429, tooManyAttempts());
    const marked = await markHelpful(deps.db, user.id, reviewId, { minAccountAgeHours: deps.minAccountAgeHours });
    const answers = {
      counted: ok(REVIEW_MESSAGES.helpful),
      already: no(409, REVIEW_MESSAGES.helpfulAlready),
      own: no(403, REVIEW_MESSAGES.helpfulOwn),
      "too-new": no(403, REVIEW_MESSAGES.helpfulTooNew),
      missing: no(404, REVIEW_MESSAGES.missing),
    };
    return answers[marked];
  }
  if (intent === "review-report") {
    const admitted = await admitPublicForm(deps, form, { ...reviewChecks(user, clientAddress, intent), schema: reviewReportSchema, fields: reviewReportFields });
    if (!admitted.ok) return { result: admitted.result, init: admitted.init };
    const reported = await reportReview(deps.db, user.id, admitted.data.reviewId, admitted.data.reason);
    const answers = { reported: ok(REVIEW_MESSAGES.reported), already: no(409, REVIEW_MESSAGES.reportedAlready), own: no(403, REVIEW_MESSAGES.reportOwn), missing: no(404, REVIEW_MESSAGES.missing) };
    return answers[reported];
  }
  const admitted = await admitPublicForm(deps, form, { ...reviewChecks(user, clientAddress, intent), schema: reviewReplySchema, fields: reviewReplyFields });
  if (!admitted.ok) return { result: admitted.result, init: admitted.init };
  const replied = await replyToReview(deps.db, user, admitted.data.reviewId, admitted.data.body);
  const answers = { saved: ok(REVIEW_MESSAGES.replied), "not-maker": no(403, REVIEW_MESSAGES.notMaker, admitted.values), taken: no(409, REVIEW_MESSAGES.replyTaken, admitted.values), missing: no(404, REVIEW_MESSAGES.missing) };
  return answers[replied];
}

/** Whatever happens, the answer names its form, keeps what was typed, and never throws a database failure at the page. */
export async function answerReviewForm(
  deps: ReviewActionDeps,
  { form, user, subject, clientAddress, intent }: { form: FormData; user: CurrentUser | null; subject: ReviewSubject; clientAddress: string; intent: ReviewIntent },
): Promise<{ result: TaggedResult<ReviewIntent>; init: ResponseInit }> {
  let outcome: Outcome;
  if (!user) outcome = no(401, REVIEW_MESSAGES.signIn, intent === "review" || intent === "review-edit" ? keptValues(parseForm(reviewSchema, form, reviewFields).values, reviewFields) : {});
  else {
    try {
      outcome =
        intent === "review" || intent === "review-edit" ? await saveReview(deps, form, user, subject, clientAddress, intent) : await react(deps, form, user, subject, clientAddress, intent);
    } catch (error) {
      log.error({ err: error, form: intent }, "A review form could not be stored");
      outcome = no(503, REVIEW_MESSAGES.failure, intent === "review" || intent === "review-edit" ? keptValues(parseForm(reviewSchema, form, reviewFields).values, reviewFields) : {});
    }
  }
  return { result: { ...outcome.result, intent }, init: outcome.init };
}
