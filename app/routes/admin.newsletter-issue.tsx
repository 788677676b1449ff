import { useId, useState } from "react";
import { data, Link, redirect, useBlocker } from "react-router";
import { requireAdmin } from "@server/auth/session";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { accepted, refused, unavailable, type FormAnswer } from "@server/forms/answer";
import { countActiveSubscribers } from "@server/newsletter/subscribe";
import { deleteIssue, findIssueForAdmin, holdIssue, saveIssue, scheduleIssue, sendIssueNow, sendTestCopy, type IssueChange } from "@server/newsletter/issues";
import { issueMailer } from "@server/newsletter/render";
import { RichTextEditor } from "~/components/blog-editor/rich-text-editor";
import { ConfirmDelete } from "~/components/confirm-delete";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { ArrowLeft } from "~/components/icons";
import { NewsletterIssueArticle } from "~/components/newsletter-issue";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog, DialogActions, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatDate, formatDateTime } from "~/lib/dates";
import { parseForm } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { newsletterIssuePath } from "~/lib/newsletter-archive";
import {
  NEWSLETTER_ISSUE_LIMITS,
  newsletterIssueFields,
  newsletterIssueSchema,
  newsletterScheduleFields,
  newsletterScheduleSchema,
  type NewsletterIssueField,
  type NewsletterScheduleField,
} from "~/lib/schemas/newsletter";
import { isUuid } from "~/lib/uuid";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import type { Route } from "./+types/admin.newsletter-issue";
import { useWarnBeforeUnload } from "~/lib/use-warn-before-unload";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Newsletter issue", location, matches }),
  { name: "robots", content: "noindex" },
];

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: (page) => (page ? (page.issue.number === null ? `Week of ${formatDate(page.issue.weekStart)}` : `Issue ${page.issue.number}`) : undefined),
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  if (!isUuid(params.issueId)) throw data(null, { status: 404 });
  const database = await db();
  const [issue, subscribers] = await Promise.all([findIssueForAdmin(database, params.issueId), countActiveSubscribers(database)]);
  if (!issue) throw data(null, { status: 404 });
  // The e-mail as the admin's own copy would look: the saved version.
  const email = issueMailer(issue, env().PUBLIC_URL)({ subscriberId: "preview", email: admin.email, unsubscribeToken: "preview", language: "en" });
  return { issue, subscribers, emailHtml: email.html ?? "", adminEmail: admin.email };
}

type IssueField = NewsletterIssueField | NewsletterScheduleField;

const refusedChange = (change: Extract<IssueChange, { ok: false }>) => refused<IssueField>(change.status, { message: change.message, values: {} });

export async function action({ request, params }: Route.ActionArgs): Promise<FormAnswer<IssueField>> {
  const admin = await requireAdmin(request);
  if (!isUuid(params.issueId)) throw data(null, { status: 404 });
  const id = params.issueId;
  const form = await request.formData();
  const database = await db();
  const intent = form.get("intent");
  if (intent === "save") {
    const parsed = parseForm(newsletterIssueSchema, form, newsletterIssueFields);
    if (!parsed.ok) return refused(400, { errors: parsed.errors, values: parsed.values });
    try {
      const change = await saveIssue(database, id, parsed.data);
      return change.ok ? accepted("Issue saved.") : refused(change.status, { message: change.message, values: parsed.values });
    } catch (error) {
      return unavailable(error, { log: "A newsletter issue could not be saved", message: "The issue could not be saved. Please try again.", values: parsed.values });
    }
  }
  if (intent === "schedule") {
    const parsed = parseForm(newsletterScheduleSchema, form, newsletterScheduleFields);
    if (!parsed.ok) return refused(400, { errors: parsed.errors, values: parsed.values });
    const at = new Date(`${parsed.data.scheduledFor}:00Z`);
    if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) return refused(400, { errors: { scheduledFor: "Please choose a time in the future." }, values: parsed.values });
    try {
      const change = await scheduleIssue(database, id, at);
      return change.ok ? accepted(`Scheduled for ${formatDateTime(at)} UTC.`) : refusedChange(change);
    } catch (error) {
      return unavailable(error, { log: "A newsletter issue could not be scheduled", message: "The issue could not be scheduled. Please try again.", values: parsed.values });
    }
  }
  try {
    if (intent === "hold") {
      const change = await holdIssue(database, id);
      return change.ok ? accepted("Held: it goes out only when you schedule or send it.") : refusedChange(change);
    }
    if (intent === "send") {
      const sent = await sendIssueNow(database, id);
      return sent.ok ? accepted(`Sending to ${sent.recipients} ${sent.recipients === 1 ? "subscriber" : "subscribers"}.`) : refusedChange(sent);
    }
    if (intent === "test") {
      const change = await sendTestCopy(database, id, admin.email, env().PUBLIC_URL);
      return change.ok ? accepted(`A test copy is on its way to ${admin.email}.`) : refusedChange(change);
    }
    if (intent === "delete") {
      const change = await deleteIssue(database, id);
      if (!change.ok) return refusedChange(change);
      throw redirect("/admin/newsletter");
    }
  } catch (error) {
    return unavailable(error, { log: "A newsletter issue could not be changed", message: "Nothing changed. Please try again.", values: {} });
  }
  return refused(400, { message: "Unknown request.", values: {} });
}

const TOASTS: FormToasts = {
  success: (result) => [result.message ?? "Done."],
  invalid: ["Please check the highlighted fields"],
  failure: (result) => ["Nothing changed", result.message],
};

/** The datetime-local value of a moment, in UTC (the page says so). */
const utcInputValue = (at: Date | string | null) => (at ? new Date(at).toISOString().slice(0, 16) : "");

export default function NewsletterIssueAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { issue, subscribers, emailHtml, adminEmail } = loaderData;
  const sent = issue.status === "sent";
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <Link to="/admin/newsletter" className={buttonClass("ghost", "-ml-3")}>
        <ArrowLeft aria-hidden="true" className="size-4" /> All issues
      </Link>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{sent ? `Issue ${issue.number}` : `Issue for the week of ${formatDate(issue.weekStart)}`}</h1>
        {!sent && <ConfirmDelete title="Delete this issue?" description="It is not sent; deleting it cannot be undone." confirmLabel="Delete issue" />}
      </div>
      {sent ? (
        <SentSummary issue={issue} />
      ) : (
        <>
          <SendControls key={`${issue.status}-${String(issue.scheduledFor)}`} issue={issue} subscribers={subscribers} adminEmail={adminEmail} pageResult={actionData} />
          <IssueEditor key={String(issue.updatedAt)} issue={issue} pageResult={actionData} />
        </>
      )}
      <Previews issue={issue} emailHtml={emailHtml} />
    </section>
  );
}

function SentSummary({ issue }: { issue: Route.ComponentProps["loaderData"]["issue"] }) {
  const counts = issue.counts!;
  return (
    <Card className="mt-6 p-5">
      <p>
        Sent on {formatDateTime(issue.sentAt!)} UTC. <Link to={newsletterIssuePath(issue.number!)} className="text-accent underline underline-offset-2">Read it in the archive</Link>.
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        {(
          [
            ["Sent", counts.sent],
            ["Failed", counts.failed],
            ["Pending", counts.pending],
            ["Stopped by unsubscribing", counts.skipped],
            ["Unsubscribed after it", counts.unsubscribedAfter],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted">{label}</dt>
            <dd className="text-2xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function SendControls({
  issue,
  subscribers,
  adminEmail,
  pageResult,
}: {
  issue: Route.ComponentProps["loaderData"]["issue"];
  subscribers: number;
  adminEmail: string;
  pageResult: Route.ComponentProps["actionData"];
}) {
  const schedule = useFormAction({
    schema: newsletterScheduleSchema,
    fields: newsletterScheduleFields,
    toasts: TOASTS,
    pageResult,
    clearOnSuccess: false,
    initialValues: { scheduledFor: utcInputValue(issue.scheduledFor) },
  });
  const other = useFormAction({ fields: [], toasts: TOASTS, clearOnSuccess: false });
  const [confirming, setConfirming] = useState(false);
  const pendingIntent = other.busy ? String(other.fetcher.formData?.get("intent") ?? "") : "";
  return (
    <Card className="mt-6 flex flex-col gap-5 p-5">
      <p role="status">
        {issue.status === "scheduled"
          ? `Scheduled: goes out ${formatDateTime(issue.scheduledFor!)} UTC to the confirmed subscribers at that moment (${subscribers} now).`
          : "Held: it goes out only when you schedule or send it."}
      </p>
      <schedule.fetcher.Form method="post" noValidate onSubmit={schedule.onSubmit} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="schedule" />
        <TextField label="Send at (UTC)" type="datetime-local" {...schedule.field("scheduledFor")} />
        <SubmitButton busy={schedule.busy} label={issue.status === "scheduled" ? "Change time" : "Schedule"} busyLabel="Scheduling..." />
      </schedule.fetcher.Form>
      <p className="text-sm text-muted [overflow-wrap:anywhere]">A test copy goes to {adminEmail}, with the subject marked [Test].</p>
      <div className="flex flex-wrap gap-3">
        <other.fetcher.Form method="post">
          <input type="hidden" name="intent" value="test" />
          <button type="submit" disabled={other.busy} className={buttonClass("secondary", "min-h-11")}>
            {pendingIntent === "test" ? "Sending..." : "Send me a test"}
          </button>
        </other.fetcher.Form>
        {issue.status === "scheduled" && (
          <other.fetcher.Form method="post">
            <input type="hidden" name="intent" value="hold" />
            <button type="submit" disabled={other.busy} className={buttonClass("secondary", "min-h-11")}>
              {pendingIntent === "hold" ? "Holding..." : "Hold"}
            </button>
          </other.fetcher.Form>
        )}
        <Dialog open={confirming} onOpenChange={setConfirming}>
          <DialogTrigger className={buttonClass("primary", "min-h-11")}>Send now</DialogTrigger>
          <DialogContent>
            <DialogTitle>Send this issue now?</DialogTitle>
            <DialogDescription>
              It goes to {subscribers} confirmed {subscribers === 1 ? "subscriber" : "subscribers"}, appears in the public archive, and can no longer be edited.
            </DialogDescription>
            <DialogActions>
              <DialogClose className={buttonClass("secondary")}>Cancel</DialogClose>
              <other.fetcher.Form method="post" onSubmit={() => setConfirming(false)}>
                <input type="hidden" name="intent" value="send" />
                <button type="submit" className={buttonClass("primary")}>
                  Send to {subscribers} {subscribers === 1 ? "subscriber" : "subscribers"}
                </button>
              </other.fetcher.Form>
            </DialogActions>
          </DialogContent>
        </Dialog>
      </div>
    </Card>
  );
}

function IssueEditor({ issue, pageResult }: { issue: Route.ComponentProps["loaderData"]["issue"]; pageResult: Route.ComponentProps["actionData"] }) {
  const labelId = useId();
  const { fetcher, values, setValue, field, onSubmit, busy, result } = useFormAction({
    schema: newsletterIssueSchema,
    fields: newsletterIssueFields,
    toasts: TOASTS,
    pageResult,
    clearOnSuccess: false,
    initialValues: { subject: issue.subject, content: issue.content },
  });
  // The editor starts again from the saved issue after each save (its key is the save time).
  const unsaved = !busy && (values.subject !== issue.subject || values.content !== issue.content);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  useWarnBeforeUnload(unsaved);
  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="mt-8 flex flex-col gap-5">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="content" value={values.content} />
      <TextField label="Subject" maxLength={NEWSLETTER_ISSUE_LIMITS.subject} {...field("subject")} />
      <div>
        <span id={labelId} className="text-sm font-medium">
          Issue
        </span>
        <div className="mt-1">
          <RichTextEditor labelId={labelId} initialHtml={issue.content} onChange={(html) => setValue("content", html)} invalid={Boolean(result && !result.ok && result.errors?.content)} />
        </div>
        {result && !result.ok && result.errors?.content && <p className="mt-1 text-sm text-danger">{result.errors.content}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={busy} label="Save issue" busyLabel="Saving..." />
        {unsaved && <span className="text-sm text-muted">Unsaved changes. The previews and the test show the saved issue.</span>}
      </div>
      <Dialog open={blocker.state === "blocked"} onOpenChange={(open) => !open && blocker.reset?.()}>
        <DialogContent>
          <DialogTitle>Leave without saving?</DialogTitle>
          <DialogDescription>Your changes to this issue are not saved.</DialogDescription>
          <DialogActions>
            <DialogClose className={buttonClass("secondary")}>Keep editing</DialogClose>
            <button type="button" className={buttonClass("primary")} onClick={() => blocker.proceed?.()}>
              Leave
            </button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </fetcher.Form>
  );
}

function Previews({ issue, emailHtml }: { issue: Route.ComponentProps["loaderData"]["issue"]; emailHtml: string }) {
  const [view, setView] = useState<"web" | "email">("web");
  return (
    <div className="mt-10">
      <h2 className="text-xl font-semibold">Preview</h2>
      <div role="group" aria-label="Preview as" className="mt-3 flex gap-2">
        {(
          [
            ["web", "Web page"],
            ["email", "E-mail"],
          ] as const
        ).map(([value, label]) => (
          <button key={value} type="button" aria-pressed={view === value} onClick={() => setView(value)} className={buttonClass(view === value ? "primary" : "secondary")}>
            {label}
          </button>
        ))}
      </div>
      <Card className="mt-4 p-6">
        {view === "web" ? (
          <NewsletterIssueArticle issue={issue} Heading="h2" />
        ) : (
          <iframe title="The issue as an e-mail" srcDoc={emailHtml} sandbox="" className="h-[720px] w-full rounded-lg bg-white" />
        )}
      </Card>
    </div>
  );
}
