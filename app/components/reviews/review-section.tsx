/**
 * Reviews on a tool or course page: the score once there are enough, the distribution, the
 * reader's own review or the form to write one, and the published reviews with their marks,
 * reports and the maker's replies. Every form posts to the page's own action (server/reviews/page-action.ts).
 */
import { useEffect, useId, useState } from "react";
import { useFocusOnMount } from "~/lib/use-focus-on-mount";
import { Stars } from "./stars";
import { Link } from "react-router";
import type { PublicReview } from "@server/reviews/queries";
import type { ReviewSectionData } from "@server/reviews/page-data";
import { Star } from "~/components/icons";
import { formatDate } from "~/lib/dates";
import type { FormResult } from "~/lib/forms";
import { entryOf, keysOf } from "~/lib/records";
import * as m from "~/paraglide/messages";
import {
  MIN_REVIEWS_FOR_SCORE,
  REVIEW_LIMITS,
  REVIEW_BLOCK_MESSAGES,
  REVIEW_SORTS,
  reviewFields,
  reviewPlanLabels,
  reviewSortLabels,
  reviewUsePeriodLabels,
  reviewReplyFields,
  reviewReplySchema,
  reviewReportFields,
  reviewReportSchema,
  reviewSchema,
  type ReviewSort,
} from "~/lib/schemas/review";
import { useFormAction, type FormToasts } from "../form-action";
import { PublicFormFooter } from "../public-form";
import { buttonClass } from "../ui/button";
import { SelectField, TextAreaField, TextField } from "../ui/field";

const toasts = (title: string): FormToasts => ({
  success: (result) => [result.message ?? title],
  failure: (result) => [title, result.message ?? m.review_try_again()],
});

/** A label inside a sentence: its first letter in lower case ("Free plan" -> "free plan"). */
const inSentence = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);


function Summary({ summary }: { summary: ReviewSectionData["summary"] }) {
  const most = Math.max(1, ...summary.distribution);
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <div className="min-w-40">
        {summary.average !== null ? (
          <>
            <p className="text-5xl font-bold">{summary.average.toFixed(1)}</p>
            <Stars rating={summary.average} size="size-5" />
            <p className="mt-1 text-sm text-muted">{m.review_from_count({ count: summary.count })}</p>
          </>
        ) : (
          <>
            <p className="text-lg font-semibold">{m.review_not_enough()}</p>
            <p className="mt-1 text-sm text-muted">
              {summary.count === 0 ? m.review_none_yet() : m.review_so_far({ count: summary.count })} {m.review_score_from({ min: MIN_REVIEWS_FOR_SCORE })}
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
                {/* Wide enough for "5 estrellas" and "4 étoiles" on one line. */}
                <dt className="w-24 shrink-0 whitespace-nowrap">{m.review_stars({ count: stars })}</dt>
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
        {m.review_your_rating()}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-full border border-border px-3 text-sm has-[:checked]:border-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent">
            <input type="radio" name="rating" value={String(n)} checked={value === String(n)} onChange={() => onChange(String(n))} className="sr-only" />
            <Star aria-hidden="true" className={`size-4 ${Number(value) >= n ? "fill-current text-amber-400" : "text-muted"}`} />
            {m.review_stars({ count: n })}
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
    toasts: toasts(m.review_your_review()),
    pageResult,
    clearOnSuccess: false,
    initialValues: own
      ? { rating: String(own.rating), title: own.title, body: own.body, useCase: own.useCase, plan: own.plan, usedFor: own.usedFor, pros: own.pros ?? "", cons: own.cons ?? "" }
      : undefined,
  });
  const planLabels = reviewPlanLabels();
  const periodLabels = reviewUsePeriodLabels();
  // An edit saved closes the form; the page shows the review as it now is.
  useEffect(() => {
    if (result?.ok) onCancel?.();
  }, [result, onCancel]);
  return (
    <fetcher.Form method="post" noValidate aria-label={own ? m.review_edit_your_review() : m.review_write()} className="relative flex flex-col gap-4" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={own ? "review-edit" : "review"} />
      <StarInput value={values.rating} onChange={(value) => setValue("rating", value)} error={errors.rating} />
      <TextField label={m.review_title()} required maxLength={REVIEW_LIMITS.title} {...field("title")} />
      <TextAreaField
        label={m.review_your_review()}
        required
        rows={5}
        maxLength={REVIEW_LIMITS.body}
        hint={m.review_body_hint({ min: REVIEW_LIMITS.bodyMin, count: values.body.trim().length })}
        {...field("body")}
      />
      <TextField label={m.review_use_case()} required maxLength={REVIEW_LIMITS.useCase} hint={m.review_use_case_hint()} {...field("useCase")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={m.review_plan()} required placeholder={m.review_choose_plan()} options={Object.keys(planLabels)} optionLabels={planLabels} {...field("plan")} />
        <SelectField
          label={m.review_how_long()}
          required
          placeholder={m.review_choose_how_long()}
          options={Object.keys(periodLabels)}
          optionLabels={periodLabels}
          {...field("usedFor")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField label={m.review_pros_optional()} rows={2} maxLength={REVIEW_LIMITS.prosCons} {...field("pros")} />
        <TextAreaField label={m.review_cons_optional()} rows={2} maxLength={REVIEW_LIMITS.prosCons} {...field("cons")} />
      </div>
      <TextField
        label={m.review_name_shown()}
        maxLength={REVIEW_LIMITS.displayName}
        hint={m.review_name_shown_hint()}
        {...field("displayName")}
      />
      <div className="flex flex-wrap items-center gap-3">
        <PublicFormFooter attempt={attempt} busy={busy} result={result} label={own ? m.review_save_changes() : m.review_publish()} busyLabel={m.forms_saving()} />
        {onCancel && (
          <button type="button" onClick={onCancel} className={buttonClass("ghost")}>
            {m.forms_cancel()}
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
  pending: m.review_status_pending,
  published: m.review_status_published,
  removed: m.review_status_removed,
} as const;

function YourReview({ own, justWritten }: { own: OwnReview; justWritten: boolean }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Written a moment ago: the form it replaces was taller, so the page would stay further down
  // (on the alternatives). Bring the review and what happens to it into view, and focus it.
  const heading = useFocusOnMount<HTMLHeadingElement>(justWritten);
  useEffect(() => {
    if (justWritten) heading.current?.scrollIntoView({ block: "start" });
  }, [justWritten, heading]);
  return (
    <div className="scroll-mt-24 rounded-2xl border border-border bg-surface p-5" id="your-review">
      <h3 ref={heading} tabIndex={-1} className="scroll-mt-24 font-semibold focus:outline-none">
        {m.review_your_review()}
      </h3>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <Stars rating={own.rating} /> <span className="font-medium">{own.title}</span>
      </p>
      <p role="status" className="mt-1 text-sm text-muted">
        {entryOf(STATUS_TEXT, own.status)?.()}
        {own.status === "removed" && own.removalReason && <> {m.review_reason({ reason: own.removalReason })}</>}
      </p>
      {editing ? (
        <div className="mt-4">
          <ReviewForm own={own} onCancel={() => setEditing(false)} />
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          {own.status !== "removed" && (
            <button type="button" className={buttonClass("secondary", "min-h-10")} onClick={() => setEditing(true)}>
              {m.review_edit_your_review()}
            </button>
          )}
          {confirming ? (
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-sm">{m.review_delete_confirm()}</span>
              <OneButtonForm
                intent="review-delete"
                label={m.review_yes_delete()}
                busyLabel={m.forms_settings_deleting()}
                title={m.review_your_review()}
                className={buttonClass("secondary", "min-h-10 border-danger text-danger")}
              />
              <button type="button" className={buttonClass("ghost", "min-h-10")} onClick={() => setConfirming(false)}>
                {m.review_keep_it()}
              </button>
            </div>
          ) : (
            <button type="button" className={buttonClass("ghost", "min-h-10")} onClick={() => setConfirming(true)}>
              {m.review_delete()}
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
    toasts: {
      success: (answer) => [answer.message ?? m.review_report_sent()],
      failure: (answer) => [m.review_report_not_sent(), answer.message ?? m.review_try_again()],
      invalid: [m.review_report_not_sent(), m.review_reason_required()],
    },
    initialValues: { reviewId },
  });
  if (result?.ok) return <p role="status" className="text-sm text-accent">{result.message}</p>;
  return (
    <fetcher.Form method="post" noValidate className="mt-3 flex flex-col gap-3" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="review-report" />
      <input type="hidden" name="reviewId" value={reviewId} />
      <TextAreaField label={m.review_report_label()} rows={2} maxLength={REVIEW_LIMITS.reportReason} hint={m.review_report_hint()} {...field("reason")} />
      <PublicFormFooter attempt={attempt} busy={busy} result={result} label={m.review_send_report()} busyLabel={m.forms_sending()} />
    </fetcher.Form>
  );
}

function ReplyForm({ reviewId, current }: { reviewId: string; current?: string }) {
  const { fetcher, result, field, onSubmit, attempt, busy } = useFormAction({
    schema: reviewReplySchema,
    fields: reviewReplyFields,
    toasts: toasts(m.review_your_reply()),
    initialValues: { reviewId, body: current ?? "" },
    clearOnSuccess: false,
  });
  if (result?.ok) return <p role="status" className="text-sm text-accent">{result.message}</p>;
  return (
    <fetcher.Form method="post" noValidate className="mt-3 flex flex-col gap-3" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="review-reply" />
      <input type="hidden" name="reviewId" value={reviewId} />
      <TextAreaField label={current ? m.review_reply_replaces() : m.review_reply_as_maker_label()} rows={3} maxLength={REVIEW_LIMITS.reply} {...field("body")} />
      <PublicFormFooter attempt={attempt} busy={busy} result={result} label={m.review_publish_reply()} busyLabel={m.review_publishing()} />
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
          {review.formerMember ? m.review_former_member() : review.authorName}
          {review.publishedAt && (
            <>
              {" · "}
              <time dateTime={new Date(review.publishedAt).toISOString()}>{formatDate(review.publishedAt)}</time>
            </>
          )}
          {review.editedAt && ` · ${m.review_edited()}`}
        </p>
        <p className="mt-1 text-sm text-muted">
          {m.review_used_for({
            period: inSentence(entryOf(reviewUsePeriodLabels(), review.usedFor) ?? review.usedFor),
            plan: inSentence(entryOf(reviewPlanLabels(), review.plan) ?? review.plan),
            useCase: review.useCase,
          })}
        </p>
        <p className="mt-3 whitespace-pre-line text-pretty">{review.body}</p>
        {(review.pros || review.cons) && (
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
            {review.pros && (
              <div>
                <dt className="font-semibold">{m.review_pros()}</dt>
                <dd className="whitespace-pre-line text-muted">{review.pros}</dd>
              </div>
            )}
            {review.cons && (
              <div>
                <dt className="font-semibold">{m.review_cons()}</dt>
                <dd className="whitespace-pre-line text-muted">{review.cons}</dd>
              </div>
            )}
          </dl>
        )}
        {review.reply && (
          <div className="mt-4 rounded-xl border-l-4 border-accent bg-surface-raised p-4">
            <p className="text-sm font-semibold">{m.review_maker_reply({ name: subjectName })}</p>
            <p className="mt-1 whitespace-pre-line text-sm">{review.reply.body}</p>
          </div>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          {review.helpfulCount > 0 && (
            <span className="text-muted">
              {m.review_helpful_count({ count: review.helpfulCount })}
            </span>
          )}
          {!reader ? (
            <Link to={signInTo} className="font-medium text-accent underline-offset-2 hover:underline">
              {m.review_sign_in_to_mark()}
            </Link>
          ) : mine ? null : (
            <>
              {marked ? (
                <span className="font-medium">{m.review_you_found_helpful()}</span>
              ) : (
                <OneButtonForm intent="review-helpful" reviewId={review.id} label={m.review_mark_helpful()} busyLabel={m.forms_saving()} title={m.review_helpful()} />
              )}
              {reported ? <span className="text-muted">{m.review_you_reported()}</span> : <Opener label={m.review_report()}>{<ReportForm reviewId={review.id} />}</Opener>}
            </>
          )}
        </div>
        {reader?.isMaker && (
          <div className="mt-2">
            <Opener label={review.reply ? m.review_change_reply() : m.review_reply_as_maker()}>
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
  // Whether the reader had a review of this subject when its section appeared: one that appears later was just written.
  const [appeared, setAppeared] = useState({ path: subject.path, hadReview: Boolean(reader?.own) });
  if (appeared.path !== subject.path) setAppeared({ path: subject.path, hadReview: Boolean(reader?.own) });
  const hadReview = appeared.path === subject.path ? appeared.hadReview : Boolean(reader?.own);
  const signInTo = `/auth?redirectTo=${encodeURIComponent(`${subject.path}#reviews`)}`;
  const sortLabels = reviewSortLabels();
  const sortLink = (value: ReviewSort) => (value === "helpful" ? `${subject.path}#reviews` : `${subject.path}?reviews=${value}#reviews`);
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-14 scroll-mt-24">
      <h2 id="reviews-heading" className="text-2xl font-semibold">
        {m.review_heading({ name: subject.name })}
      </h2>
      <p className="mt-2 max-w-2xl text-muted">
        {m.review_intro()}
      </p>
      <div className="mt-6">
        <Summary summary={summary} />
      </div>
      <div className="mt-8" id="write-review">
        {!reader ? (
          <p>
            {m.review_used_name({ name: subject.name })}{" "}
            <Link to={signInTo} className="font-semibold text-accent underline-offset-2 hover:underline">
              {m.review_sign_in_to_write()}
            </Link>
          </p>
        ) : reader.own ? (
          <YourReview own={reader.own} justWritten={!hadReview} />
        ) : reader.block ? (
          <p role="note" className="rounded-2xl border border-border bg-surface p-5 text-sm">
            {REVIEW_BLOCK_MESSAGES[reader.block]}
          </p>
        ) : (
          <div className="rounded-2xl border border-border bg-surface p-5">
            <h3 className="text-lg font-semibold">{m.review_write()}</h3>
            <div className="mt-4">
              <ReviewForm pageResult={pageResult?.intent === "review" ? pageResult : undefined} />
            </div>
          </div>
        )}
      </div>
      {summary.count > 0 && (
        <>
          <nav aria-label={m.review_sort_label()} className="mt-8 flex flex-wrap gap-2 text-sm">
            {keysOf(REVIEW_SORTS).map((value) => (
              <Link
                key={value}
                to={sortLink(value)}
                preventScrollReset
                aria-current={value === sort ? "true" : undefined}
                className="inline-flex min-h-10 items-center rounded-full border border-border px-4 hover:border-accent aria-[current=true]:border-accent aria-[current=true]:font-semibold"
              >
                {sortLabels[value]}
              </Link>
            ))}
          </nav>
          <ol className="mt-4 space-y-4">
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} reader={reader} subjectName={subject.name} signInTo={signInTo} />
            ))}
          </ol>
          {(page > 1 || hasMore) && (
            <nav aria-label={m.review_more_label()} className="mt-4 flex gap-3">
              {page > 1 && (
                <Link to={`${subject.path}?reviews=${sort}&reviewsPage=${page - 1}#reviews`} className={buttonClass("secondary")}>
                  {m.review_previous()}
                </Link>
              )}
              {hasMore && (
                <Link to={`${subject.path}?reviews=${sort}&reviewsPage=${page + 1}#reviews`} className={buttonClass("secondary")}>
                  {m.review_more_label()}
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}
