/**
 * Reviews on a tool or course page: the score once there are enough, the distribution, the
 * reader's own review or the form to write one, and the published reviews with their marks,
 * reports and the maker's replies. Every form posts to the page's own action (server/reviews/page-action.ts).
 */
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import type { PublicReview } from "@server/reviews/queries";
import type { ReviewSectionData } from "@server/reviews/page-data";
import { Star } from "~/components/icons";
import { formatDate } from "~/lib/dates";
import type { FormResult } from "~/lib/forms";
import {
  FORMER_MEMBER_NAME,
  MIN_REVIEWS_FOR_SCORE,
  REVIEW_LIMITS,
  REVIEW_BLOCK_MESSAGES,
  REVIEW_PLAN_LABELS,
  REVIEW_SORTS,
  REVIEW_USE_PERIOD_LABELS,
  reviewFields,
  reviewReplyFields,
  reviewReplySchema,
  reviewReportFields,
  reviewReportSchema,
  reviewSchema,
  type ReviewPlan,
  type ReviewSort,
  type ReviewUsePeriod,
} from "~/lib/schemas/review";
import { useFormAction, type FormToasts } from "../form-action";
import { PublicFormFooter } from "../public-form";
import { buttonClass } from "../ui/button";
import { SelectField, TextAreaField, TextField } from "../ui/field";

const toasts = (title: string): FormToasts => ({
  success: (result) => [result.message ?? title],
  failure: (result) => [title, result.message ?? "Please try again."],
});

export function Stars({ rating, size = "size-4" }: { rating: number; size?: string }) {
  return (
    <span className="inline-flex" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={`${size} ${n <= Math.round(rating) ? "fill-current text-amber-400" : "text-muted"}`} />
      ))}
    </span>
  );
}

function Summary({ summary }: { summary: ReviewSectionData["summary"] }) {
  const most = Math.max(1, ...summary.distribution);
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <div className="min-w-40">
        {summary.average !== null ? (
          <>
            <p className="text-5xl font-bold">{summary.average.toFixed(1)}</p>
            <Stars rating={summary.average} size="size-5" />
            <p className="mt-1 text-sm text-muted">from {summary.count} reviews</p>
          </>
        ) : (
          <>
            <p className="text-lg font-semibold">Not enough reviews yet</p>
            <p className="mt-1 text-sm text-muted">
              {summary.count === 0 ? "No reviews yet." : `${summary.count} ${summary.count === 1 ? "review" : "reviews"} so far.`} A score shows from {MIN_REVIEWS_FOR_SCORE} reviews.
            </p>
          </>
        )}
      </div>
      {summary.count > 0 && (
        <dl className="flex-1 space-y-1 text-sm">
          {[5, 4, 3, 2, 1].map((stars) => {
            const count = summary.distribution[stars - 1] ?? 0;
            return (
              <div key={stars} className="flex items-center gap-3">
                <dt className="w-14 shrink-0">{stars} {stars === 1 ? "star" : "stars"}</dt>
                <dd className="flex flex-1 items-center gap-3">
                  <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-surface-raised">
                    <span className="block h-full rounded-full bg-amber-400" style={{ width: `${(count / most) * 100}%` }} />
                  </span>
                  <span className="w-8 text-right tabular-nums">{count}</span>
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </div>
  );
}

type OwnReview = NonNullable<NonNullable<ReviewSectionData["reader"]>["own"]>;

function StarInput({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const legendId = useId();
  return (
    <fieldset aria-labelledby={legendId} aria-invalid={Boolean(error)}>
      <legend id={legendId} className="text-sm font-medium">
        Your rating
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-full border border-border px-3 text-sm has-[:checked]:border-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent">
            <input type="radio" name="rating" value={String(n)} checked={value === String(n)} onChange={() => onChange(String(n))} className="sr-only" />
            <Star aria-hidden="true" className={`size-4 ${Number(value) >= n ? "fill-current text-amber-400" : "text-muted"}`} />
            {n} {n === 1 ? "star" : "stars"}
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-sm text-danger">{error}</p>}
    </fieldset>
  );
}

function ReviewForm({ own, pageResult, onCancel }: { own?: OwnReview; pageResult?: FormResult; onCancel?: () => void }) {
  const { fetcher, result, values, setValue, errors, field, onSubmit, attempt, busy } = useFormAction({
    schema: reviewSchema,
    fields: reviewFields,
    toasts: toasts("Your review"),
    pageResult,
    clearOnSuccess: false,
    initialValues: own
      ? { rating: String(own.rating), title: own.title, body: own.body, useCase: own.useCase, plan: own.plan, usedFor: own.usedFor, pros: own.pros ?? "", cons: own.cons ?? "" }
      : undefined,
  });
  // An edit saved closes the form; the page shows the review as it now is.
  useEffect(() => {
    if (result?.ok) onCancel?.();
  }, [result, onCancel]);
  return (
    <fetcher.Form method="post" noValidate aria-label={own ? "Edit your review" : "Write a review"} className="relative flex flex-col gap-4" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={own ? "review-edit" : "review"} />
      <StarInput value={values.rating} onChange={(value) => setValue("rating", value)} error={errors.rating} />
      <TextField label="Title" required maxLength={REVIEW_LIMITS.title} {...field("title")} />
      <TextAreaField
        label="Your review"
        required
        rows={5}
        maxLength={REVIEW_LIMITS.body}
        hint={`What did you make with it, what worked, what did not? At least ${REVIEW_LIMITS.bodyMin} characters (${values.body.trim().length} so far).`}
        {...field("body")}
      />
      <TextField label="What you used it for" required maxLength={REVIEW_LIMITS.useCase} hint="For example: product photos for an online shop." {...field("useCase")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Plan" required placeholder="Choose a plan" options={Object.keys(REVIEW_PLAN_LABELS)} optionLabels={REVIEW_PLAN_LABELS} {...field("plan")} />
        <SelectField label="How long" required placeholder="Choose how long" options={Object.keys(REVIEW_USE_PERIOD_LABELS)} optionLabels={REVIEW_USE_PERIOD_LABELS} {...field("usedFor")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField label="Pros (optional)" rows={2} maxLength={REVIEW_LIMITS.prosCons} {...field("pros")} />
        <TextAreaField label="Cons (optional)" rows={2} maxLength={REVIEW_LIMITS.prosCons} {...field("cons")} />
      </div>
      <TextField
        label="Name shown (optional)"
        maxLength={REVIEW_LIMITS.displayName}
        hint="Leave empty to be shown by your first name and the initial of your last name. Your e-mail address is never shown."
        {...field("displayName")}
      />
      <div className="flex flex-wrap items-center gap-3">
        <PublicFormFooter attempt={attempt} busy={busy} result={result} label={own ? "Save changes" : "Publish review"} busyLabel="Saving..." />
        {onCancel && (
          <button type="button" onClick={onCancel} className={buttonClass("ghost")}>
            Cancel
          </button>
        )}
      </div>
    </fetcher.Form>
  );
}

function OneButtonForm({ intent, reviewId, label, busyLabel, title, className }: { intent: string; reviewId?: string; label: string; busyLabel: string; title: string; className?: string }) {
  const { fetcher, busy } = useFormAction({ fields: [], toasts: toasts(title) });
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {reviewId && <input type="hidden" name="reviewId" value={reviewId} />}
      <button type="submit" disabled={busy} className={className ?? buttonClass("secondary", "min-h-10")}>
        {busy ? busyLabel : label}
      </button>
    </fetcher.Form>
  );
}

const STATUS_TEXT = {
  pending: "Your review is waiting for a moderator. It will appear here once read; your next reviews will appear at once.",
  published: "Your review is published.",
  removed: "A moderator removed your review.",
} as const;

function YourReview({ own }: { own: OwnReview }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="rounded-2xl border border-border bg-surface p-5" id="your-review">
      <h3 className="font-semibold">Your review</h3>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <Stars rating={own.rating} /> <span className="font-medium">{own.title}</span>
      </p>
      <p role="status" className="mt-1 text-sm text-muted">
        {STATUS_TEXT[own.status as keyof typeof STATUS_TEXT]}
        {own.status === "removed" && own.removalReason && <> Reason: {own.removalReason}</>}
      </p>
      {editing ? (
        <div className="mt-4">
          <ReviewForm own={own} onCancel={() => setEditing(false)} />
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          {own.status !== "removed" && (
            <button type="button" className={buttonClass("secondary", "min-h-10")} onClick={() => setEditing(true)}>
              Edit your review
            </button>
          )}
          {confirming ? (
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-sm">Delete your review for good?</span>
              <OneButtonForm intent="review-delete" label="Yes, delete it" busyLabel="Deleting..." title="Your review" className={buttonClass("secondary", "min-h-10 border-danger text-danger")} />
              <button type="button" className={buttonClass("ghost", "min-h-10")} onClick={() => setConfirming(false)}>
                Keep it
              </button>
            </div>
          ) : (
            <button type="button" className={buttonClass("ghost", "min-h-10")} onClick={() => setConfirming(true)}>
              Delete your review
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function ReportForm({ reviewId }: { reviewId: string }) {
  const { fetcher, result, field, onSubmit, attempt, busy } = useFormAction({
    schema: reviewReportSchema,
    fields: reviewReportFields,
    toasts: { success: (answer) => [answer.message ?? "Report sent"], failure: (answer) => ["Report not sent", answer.message ?? "Please try again."], invalid: ["Report not sent", "Please say what is wrong with this review."] },
    initialValues: { reviewId },
  });
  if (result?.ok) return <p role="status" className="text-sm text-accent">{result.message}</p>;
  return (
    <fetcher.Form method="post" noValidate className="mt-3 flex flex-col gap-3" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="review-report" />
      <input type="hidden" name="reviewId" value={reviewId} />
      <TextAreaField label="What is wrong with this review?" rows={2} maxLength={REVIEW_LIMITS.reportReason} hint="For example: an advert, not about real use, offensive." {...field("reason")} />
      <PublicFormFooter attempt={attempt} busy={busy} result={result} label="Send report" busyLabel="Sending..." />
    </fetcher.Form>
  );
}

function ReplyForm({ reviewId, current }: { reviewId: string; current?: string }) {
  const { fetcher, result, field, onSubmit, attempt, busy } = useFormAction({
    schema: reviewReplySchema,
    fields: reviewReplyFields,
    toasts: toasts("Your reply"),
    initialValues: { reviewId, body: current ?? "" },
    clearOnSuccess: false,
  });
  if (result?.ok) return <p role="status" className="text-sm text-accent">{result.message}</p>;
  return (
    <fetcher.Form method="post" noValidate className="mt-3 flex flex-col gap-3" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="review-reply" />
      <input type="hidden" name="reviewId" value={reviewId} />
      <TextAreaField label={current ? "Your reply (replaces the one shown)" : "Your reply, as the maker"} rows={3} maxLength={REVIEW_LIMITS.reply} {...field("body")} />
      <PublicFormFooter attempt={attempt} busy={busy} result={result} label="Publish reply" busyLabel="Publishing..." />
    </fetcher.Form>
  );
}

/** Opened on demand: each report or reply form runs its own bot check, so none runs until asked for. */
function Opener({ label, children }: { label: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return open ? (
    <div className="w-full">{children}</div>
  ) : (
    <button type="button" className="min-h-10 text-sm font-medium text-muted underline-offset-2 hover:text-foreground hover:underline" onClick={() => setOpen(true)}>
      {label}
    </button>
  );
}

function ReviewItem({ review, reader, subjectName, signInTo }: { review: PublicReview; reader: ReviewSectionData["reader"]; subjectName: string; signInTo: string }) {
  const mine = reader?.own?.id === review.id;
  const marked = reader?.helpfulIds.includes(review.id) ?? false;
  const reported = reader?.reportedIds.includes(review.id) ?? false;
  return (
    <li className="rounded-2xl border border-border bg-surface p-5">
      <article aria-labelledby={`review-${review.id}`}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars rating={review.rating} />
          <h3 id={`review-${review.id}`} className="font-semibold">
            {review.title}
          </h3>
        </div>
        <p className="mt-1 text-sm text-muted">
          {review.formerMember ? FORMER_MEMBER_NAME : review.authorName}
          {review.publishedAt && (
            <>
              {" · "}
              <time dateTime={new Date(review.publishedAt).toISOString()}>{formatDate(review.publishedAt)}</time>
            </>
          )}
          {review.editedAt && " · edited"}
        </p>
        <p className="mt-1 text-sm text-muted">
          Used for {REVIEW_USE_PERIOD_LABELS[review.usedFor as ReviewUsePeriod].toLowerCase()}, {REVIEW_PLAN_LABELS[review.plan as ReviewPlan].toLowerCase()}: {review.useCase}
        </p>
        <p className="mt-3 whitespace-pre-line text-pretty">{review.body}</p>
        {(review.pros || review.cons) && (
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
            {review.pros && (
              <div>
                <dt className="font-semibold">Pros</dt>
                <dd className="whitespace-pre-line text-muted">{review.pros}</dd>
              </div>
            )}
            {review.cons && (
              <div>
                <dt className="font-semibold">Cons</dt>
                <dd className="whitespace-pre-line text-muted">{review.cons}</dd>
              </div>
            )}
          </dl>
        )}
        {review.reply && (
          <div className="mt-4 rounded-xl border-l-4 border-accent bg-surface-raised p-4">
            <p className="text-sm font-semibold">Reply from the maker of {subjectName}</p>
            <p className="mt-1 whitespace-pre-line text-sm">{review.reply.body}</p>
          </div>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          {review.helpfulCount > 0 && (
            <span className="text-muted">
              {review.helpfulCount} {review.helpfulCount === 1 ? "person" : "people"} found this helpful
            </span>
          )}
          {!reader ? (
            <Link to={signInTo} className="font-medium text-accent underline-offset-2 hover:underline">
              Sign in to mark it helpful or report it
            </Link>
          ) : mine ? null : (
            <>
              {marked ? <span className="font-medium">You found this helpful</span> : <OneButtonForm intent="review-helpful" reviewId={review.id} label="Mark as helpful" busyLabel="Saving..." title="Helpful" />}
              {reported ? <span className="text-muted">You reported this review</span> : <Opener label="Report">{<ReportForm reviewId={review.id} />}</Opener>}
            </>
          )}
        </div>
        {reader?.isMaker && (
          <div className="mt-2">
            <Opener label={review.reply ? "Change your reply" : "Reply as the maker"}>
              <ReplyForm reviewId={review.id} current={review.reply?.body} />
            </Opener>
          </div>
        )}
      </article>
    </li>
  );
}


export function ReviewSection({ section, pageResult }: { section: ReviewSectionData; pageResult?: FormResult & { intent?: string } }) {
  const { subject, summary, reviews, sort, page, hasMore, reader } = section;
  const signInTo = `/auth?redirectTo=${encodeURIComponent(`${subject.path}#reviews`)}`;
  const sortLink = (value: ReviewSort) => (value === "helpful" ? `${subject.path}#reviews` : `${subject.path}?reviews=${value}#reviews`);
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-14 scroll-mt-24">
      <h2 id="reviews-heading" className="text-2xl font-semibold">
        Reviews of {subject.name}
      </h2>
      <p className="mt-2 max-w-2xl text-muted">
        Written by members with a confirmed account about their own use. Makers cannot review their own product. A moderator reads each member's first review before it appears.
      </p>
      <div className="mt-6">
        <Summary summary={summary} />
      </div>
      <div className="mt-8" id="write-review">
        {!reader ? (
          <p>
            Used {subject.name}?{" "}
            <Link to={signInTo} className="font-semibold text-accent underline-offset-2 hover:underline">
              Sign in to write a review
            </Link>
          </p>
        ) : reader.own ? (
          <YourReview own={reader.own} />
        ) : reader.block ? (
          <p role="note" className="rounded-2xl border border-border bg-surface p-5 text-sm">
            {REVIEW_BLOCK_MESSAGES[reader.block]}
          </p>
        ) : (
          <div className="rounded-2xl border border-border bg-surface p-5">
            <h3 className="text-lg font-semibold">Write a review</h3>
            <div className="mt-4">
              <ReviewForm pageResult={pageResult?.intent === "review" ? pageResult : undefined} />
            </div>
          </div>
        )}
      </div>
      {summary.count > 0 && (
        <>
          <nav aria-label="Sort reviews" className="mt-8 flex flex-wrap gap-2 text-sm">
            {(Object.keys(REVIEW_SORTS) as ReviewSort[]).map((value) => (
              <Link
                key={value}
                to={sortLink(value)}
                preventScrollReset
                aria-current={value === sort ? "true" : undefined}
                className="inline-flex min-h-10 items-center rounded-full border border-border px-4 hover:border-accent aria-[current=true]:border-accent aria-[current=true]:font-semibold"
              >
                {REVIEW_SORTS[value]}
              </Link>
            ))}
          </nav>
          <ol className="mt-4 space-y-4">
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} reader={reader} subjectName={subject.name} signInTo={signInTo} />
            ))}
          </ol>
          {(page > 1 || hasMore) && (
            <nav aria-label="More reviews" className="mt-4 flex gap-3">
              {page > 1 && (
                <Link to={`${subject.path}?reviews=${sort}&reviewsPage=${page - 1}#reviews`} className={buttonClass("secondary")}>
                  Previous reviews
                </Link>
              )}
              {hasMore && (
                <Link to={`${subject.path}?reviews=${sort}&reviewsPage=${page + 1}#reviews`} className={buttonClass("secondary")}>
                  More reviews
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}
