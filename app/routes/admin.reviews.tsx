import { CheckCircle2, MessagesSquare } from "~/components/icons";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { requireAdmin } from "@server/auth/session";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { accepted, refused, unavailable, type FormAnswer } from "@server/forms/answer";
import { approveReview, dismissReports, findModerationQueue, removeReview, type ModerationItem } from "@server/reviews/moderation";
import { showResultToast, useFormAction, type FormToasts } from "~/components/form-action";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { TextAreaField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatDateTime } from "~/lib/dates";
import { keptValues, parseForm, parseValues, type FormResult } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import {
  BURST_ACCOUNT_DAYS,
  BURST_HOURS,
  FLAG_WINDOW_DAYS,
  MODERATION_REASON_LIMITS,
  reviewModerationFields,
  reviewModerationSchema,
  type ModerationIntent,
  type ReviewModerationField,
} from "~/lib/schemas/review-moderation";
import type { Route } from "./+types/admin.reviews";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Reviews to moderate", location, matches }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const now = new Date();
  const queue = await findModerationQueue(await db(), now);
  return { queue, now };
}

const ANSWERS: Record<ModerationIntent, { done: string; already: string; failed: string }> = {
  approve: {
    done: "Review published: it counts in the rating now.",
    already: "This review is already published, or no longer there.",
    failed: "The review could not be published. Please try again.",
  },
  remove: {
    done: "Review removed: it is out of view and out of the rating.",
    already: "This review is already removed, or no longer there.",
    failed: "The review could not be removed. Please try again.",
  },
  dismiss: {
    done: "Reports dismissed: the review stays published.",
    already: "This review has no open reports any more.",
    failed: "The reports could not be dismissed. Please try again.",
  },
};

export async function action({ request }: Route.ActionArgs): Promise<FormAnswer<ReviewModerationField>> {
  await requireAdmin(request);
  const parsed = parseForm(reviewModerationSchema, await request.formData(), reviewModerationFields);
  const values = keptValues(parsed.values, reviewModerationFields);
  if (!parsed.ok) return refused(400, { errors: parsed.errors, values });
  const { reviewId, intent, reason } = parsed.data;
  const answer = ANSWERS[intent];
  try {
    const database = await db();
    const changed =
      intent === "approve" ? await approveReview(database, reviewId) : intent === "remove" ? await removeReview(database, reviewId, reason, { publicUrl: env().PUBLIC_URL }) : await dismissReports(database, reviewId);
    if (!changed) return refused(409, { message: answer.already, values });
    return accepted(answer.done);
  } catch (error) {
    return unavailable(error, { log: "A review could not be moderated", message: answer.failed, values });
  }
}

const TOASTS: FormToasts = {
  success: (result) => [result.message ?? "Done."],
  invalid: (errors) => ["Error", errors.reason ?? errors.reviewId ?? errors.intent],
  failure: (result) => ["Error", result.message ?? "The review could not be moderated. Please try again."],
};

const DAY = 24 * 3600_000;

function accountAge(createdAt: Date, now: Date): string {
  const days = Math.floor((now.getTime() - createdAt.getTime()) / DAY);
  return days < 1 ? "under a day old" : `${days} ${days === 1 ? "day" : "days"} old`;
}

const NEAR_DUPLICATE_STATUS: Record<ModerationItem["status"], string> = { pending: "the waiting review", published: "the published review", removed: "the removed review" };

/** Each sign as a badge, with what it means for this review. */
function Flags({ item }: { item: ModerationItem }) {
  const { links, nearDuplicate, burst } = item.flags;
  if (!links && !nearDuplicate && !burst) return null;
  return (
    <ul className="mt-4 flex flex-col gap-2 text-sm" aria-label={`Signs on ${item.title}`}>
      {links && (
        <li className="flex flex-wrap items-baseline gap-2">
          <Badge tone="outline" size="sm">
            Links
          </Badge>
          <span className="text-muted">The title, text, pros or cons hold a web address (http://, https:// or www.).</span>
        </li>
      )}
      {nearDuplicate && (
        <li className="flex flex-wrap items-baseline gap-2">
          <Badge tone="outline" size="sm">
            Near duplicate
          </Badge>
          <span className="text-muted">
            {`Its text is ${Math.round(nearDuplicate.similarity * 100)}% alike (trigram similarity) to ${NEAR_DUPLICATE_STATUS[nearDuplicate.status]} “${nearDuplicate.title}” of `}
            <Link to={nearDuplicate.subjectPath} className="text-accent underline">
              {nearDuplicate.subjectName}
            </Link>
            .
          </span>
        </li>
      )}
      {burst && (
        <li className="flex flex-wrap items-baseline gap-2">
          <Badge tone="outline" size="sm">
            Burst
          </Badge>
          <span className="text-muted">{`Within ${BURST_HOURS} hours of this review, accounts under ${BURST_ACCOUNT_DAYS} days old wrote ${burst} reviews of ${item.subject.name}.`}</span>
        </li>
      )}
    </ul>
  );
}

type Moderation = ReturnType<typeof useFormAction<ReviewModerationField>>;

interface ItemProps {
  item: ModerationItem;
  now: Date;
  fetcher: Moderation["fetcher"];
  pending: string | undefined;
  /** The last refusal, when it was about this review. */
  refusal: Extract<FormResult<ReviewModerationField>, { ok: false }> | undefined;
  reason: string;
  onReason: (value: string) => void;
  reasonError: string | undefined;
  onRemove: (event: FormEvent) => void;
}

function ModerationCard({ item, now, fetcher, pending, refusal, reason, onReason, reasonError, onRemove }: ItemProps) {
  const decision = (intent: ModerationIntent, label: string, busyLabel: string, name: string) => (
    <fetcher.Form method="post">
      <input type="hidden" name="reviewId" value={item.id} />
      <input type="hidden" name="intent" value={intent} />
      <SubmitButton busy={pending === `${intent}:${item.id}`} label={label} busyLabel={busyLabel} aria-label={name} />
    </fetcher.Form>
  );
  return (
    <Card as="li" className="p-5">
      <p className="text-sm text-muted">
        {`${item.subject.kind === "tool" ? "Tool" : "Course"}: `}
        <Link to={item.subject.path} className="font-medium text-foreground hover:underline">
          {item.subject.name}
        </Link>
      </p>
      <h3 className="mt-1 flex flex-wrap items-baseline gap-x-2 font-semibold">
        <span className="[overflow-wrap:anywhere]">{item.title}</span>
        <span className="text-sm font-normal text-muted">{`${item.rating} of 5 stars`}</span>
      </h3>
      <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">
        {`By ${item.authorName} · `}
        {item.account ? `${item.account.email}, account ${accountAge(item.account.createdAt, now)}` : "account deleted"}
        {` · written ${formatDateTime(item.createdAt)} UTC`}
        {item.publishedAt && ` · published ${formatDateTime(item.publishedAt)} UTC`}
      </p>
      <p className="mt-3 whitespace-pre-line [overflow-wrap:anywhere]">{item.body}</p>
      {(item.pros || item.cons) && (
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          {item.pros && (
            <div>
              <dt className="font-semibold">Pros</dt>
              <dd className="whitespace-pre-line text-muted [overflow-wrap:anywhere]">{item.pros}</dd>
            </div>
          )}
          {item.cons && (
            <div>
              <dt className="font-semibold">Cons</dt>
              <dd className="whitespace-pre-line text-muted [overflow-wrap:anywhere]">{item.cons}</dd>
            </div>
          )}
        </dl>
      )}
      {item.openReports.count > 0 && (
        <div className="mt-4 rounded-xl border border-border p-3 text-sm">
          <p className="font-semibold">{`${item.openReports.count} open ${item.openReports.count === 1 ? "report" : "reports"}`}</p>
          <ul className="mt-1 list-disc pl-5 text-muted">
            {item.openReports.reasons.map((reason, index) => (
              <li key={index} className="[overflow-wrap:anywhere]">
                {reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Flags item={item} />
      {refusal?.message && (
        <p role="alert" className="mt-4 text-sm text-danger">
          {refusal.message}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-start gap-3">
        {item.status === "pending" && decision("approve", "Approve", "Approving...", `Approve the review “${item.title}” of ${item.subject.name}`)}
        {item.openReports.count > 0 && decision("dismiss", "Dismiss reports", "Dismissing...", `Dismiss the reports on the review “${item.title}” of ${item.subject.name}`)}
      </div>
      <fetcher.Form method="post" noValidate onSubmit={onRemove} className="mt-4">
        <input type="hidden" name="reviewId" value={item.id} />
        <input type="hidden" name="intent" value="remove" />
        <TextAreaField
          label="Reason for removal"
          name="reason"
          required
          maxLength={MODERATION_REASON_LIMITS.max}
          hint={`${item.account ? "E-mailed to its author and kept with the review" : "Kept with the review; its account was deleted, so nobody is e-mailed"} (${MODERATION_REASON_LIMITS.min} to ${MODERATION_REASON_LIMITS.max} characters).`}
          value={reason}
          onChange={(event) => onReason(event.target.value)}
          error={reasonError}
        />
        <SubmitButton
          busy={pending === `remove:${item.id}`}
          label="Remove"
          busyLabel="Removing..."
          aria-label={`Remove the review “${item.title}” of ${item.subject.name}`}
          className="mt-3"
        />
      </fetcher.Form>
    </Card>
  );
}

const SECTIONS = [
  {
    key: "pending",
    title: "Pending",
    text: "An account's first review waits here until a moderator publishes it; after that, its reviews publish at once. Oldest first.",
    empty: "No review waits for approval.",
  },
  {
    key: "reported",
    title: "Reported",
    text: "Published reviews that readers reported, with their reasons. Removing the review or dismissing the reports closes them.",
    empty: "No review has open reports.",
  },
  {
    key: "flagged",
    title: "Flagged",
    text: `Reviews published in the last ${FLAG_WINDOW_DAYS} days that show a sign worth a look. They stay listed while they are that recent; when a review is fine, nothing needs doing.`,
    empty: `No review of the last ${FLAG_WINDOW_DAYS} days shows a sign.`,
  },
] as const;

export default function ReviewModeration({ loaderData, actionData }: Route.ComponentProps) {
  const { queue, now } = loaderData;
  // One fetcher for the page: a decided review leaves the list, and the toast must still show.
  const { fetcher, result, busy } = useFormAction({ fields: reviewModerationFields, toasts: TOASTS, pageResult: actionData, clearOnSuccess: false });
  const pending = busy ? `${String(fetcher.formData?.get("intent"))}:${String(fetcher.formData?.get("reviewId"))}` : undefined;
  const refusal = result && !result.ok ? result : undefined;
  // Each review's reason is its own; a refusal without JavaScript brings back what was typed.
  const [reasons, setReasons] = useState<Record<string, string>>(() => (refusal?.values.reviewId ? { [refusal.values.reviewId]: refusal.values.reason ?? "" } : {}));
  const [clientErrors, setClientErrors] = useState<Record<string, string | undefined>>({});

  const removeChecked = (reviewId: string) => (event: FormEvent) => {
    const values = { reviewId, intent: "remove", reason: reasons[reviewId] ?? "" };
    const parsed = parseValues(reviewModerationSchema, values);
    if (parsed.ok) {
      setClientErrors((current) => ({ ...current, [reviewId]: undefined }));
      return;
    }
    event.preventDefault();
    setClientErrors((current) => ({ ...current, [reviewId]: parsed.errors.reason }));
    showResultToast({ ok: false, errors: parsed.errors, values }, TOASTS);
  };

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-4xl font-bold tracking-tight">
        <MessagesSquare aria-hidden="true" className="size-8 text-accent" /> Reviews to moderate
      </h1>
      <p className="mt-3 max-w-prose text-muted">
        Approve publishes a review and counts it in its subject's rating. Remove takes it out of view and out of the rating; the reason is kept with the review
        and e-mailed to its author. Either closes its open reports.
      </p>
      {SECTIONS.map((section) => {
        const items = queue[section.key];
        return (
          <div key={section.key}>
            <h2 className="mt-10 text-2xl font-semibold tracking-tight">{`${section.title} (${items.length})`}</h2>
            <p className="mt-2 max-w-prose text-muted">{section.text}</p>
            {items.length === 0 ? (
              <EmptyState icon={CheckCircle2} title={section.empty} className="mt-6" />
            ) : (
              <ul className="mt-6 flex flex-col gap-4" aria-label={`${section.title} reviews`}>
                {items.map((item) => {
                  const mine = refusal?.values.reviewId === item.id ? refusal : undefined;
                  return (
                    <ModerationCard
                      key={item.id}
                      item={item}
                      now={now}
                      fetcher={fetcher}
                      pending={pending}
                      refusal={mine}
                      reason={reasons[item.id] ?? ""}
                      onReason={(value) => {
                        setReasons((current) => ({ ...current, [item.id]: value }));
                        setClientErrors((current) => ({ ...current, [item.id]: undefined }));
                      }}
                      reasonError={clientErrors[item.id] ?? (mine?.values.intent === "remove" ? mine.errors?.reason : undefined)}
                      onRemove={removeChecked(item.id)}
                    />
                  );
                })}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
