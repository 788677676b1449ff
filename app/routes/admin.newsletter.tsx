import { Link } from "react-router";
import { requireAdmin } from "@server/auth/session";
import { db } from "@server/db/index";
import { accepted, refused, unavailable, type FormAnswer } from "@server/forms/answer";
import { draftWeeklyIssue } from "@server/newsletter/compose";
import { listIssuesForAdmin } from "@server/newsletter/issues";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { Newspaper } from "~/components/icons";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatDate, formatDateTime } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { NEWSLETTER_ISSUES_PATH } from "~/lib/newsletter-archive";
import type { Route } from "./+types/admin.newsletter";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Newsletter", location, matches }),
  { name: "robots", content: "noindex" },
];

export const handle = { breadcrumb: () => "Newsletter" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { issues: await listIssuesForAdmin(await db()) };
}

/** The one thing done here: draft last week's issue now, when the Monday draft is missing (deleted, or the site was down all week). */
export async function action({ request }: Route.ActionArgs): Promise<FormAnswer> {
  await requireAdmin(request);
  const form = await request.formData();
  if (form.get("intent") !== "draft") return refused(400, { message: "Unknown request.", values: {} });
  try {
    if (!(await draftWeeklyIssue(await db()))) return refused(409, { message: "Last week's issue exists already: it is in the list.", values: {} });
    return accepted("Last week's issue is drafted and scheduled.");
  } catch (error) {
    return unavailable(error, { log: "The weekly issue could not be drafted", message: "The issue could not be drafted. Please try again.", values: {} });
  }
}

const TOASTS: FormToasts = {
  success: (result) => [result.message ?? "Drafted."],
  failure: ["Not drafted", "Please try again."],
};

function statusOf(issue: Route.ComponentProps["loaderData"]["issues"][number]): string {
  if (issue.status === "sent") return `Sent as issue ${issue.number} on ${formatDate(issue.sentAt)}`;
  if (issue.status === "scheduled") return `Goes out ${formatDateTime(issue.scheduledFor!)} UTC`;
  return "Held: goes out only when you schedule or send it";
}

export default function NewsletterAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { fetcher, busy } = useFormAction({ fields: [], toasts: TOASTS, pageResult: actionData, clearOnSuccess: false });
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 text-3xl font-bold">
            <Newspaper aria-hidden="true" className="size-7 text-accent" /> Newsletter
          </h1>
          <p className="mt-2 max-w-prose text-muted">
            Each Monday the issue of the week that ended is drafted from the directory's changes, new articles and a course, and scheduled for Tuesday 09:00 UTC.
            Edit it, send yourself a test, change the time, hold it or send it now. Sent issues are in the <Link to={NEWSLETTER_ISSUES_PATH} className="text-accent underline underline-offset-2">public archive</Link>.
          </p>
        </div>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="draft" />
          <SubmitButton busy={busy} label="Draft last week's issue" busyLabel="Drafting..." />
        </fetcher.Form>
      </div>
      {loaderData.issues.length === 0 ? (
        <EmptyState className="mt-10" icon={Newspaper} title="No issue yet" description="The first one is drafted next Monday, or now with the button above." />
      ) : (
        <ol className="mt-6 flex flex-col gap-3" aria-label="Issues">
          {loaderData.issues.map((issue) => (
            <Card as="li" key={issue.id} className="p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link to={`/admin/newsletter/${issue.id}`} className="font-semibold hover:text-accent focus-visible:text-accent [overflow-wrap:anywhere]">
                  {issue.subject}
                </Link>
                <span className="text-xs text-muted">Week of {formatDate(issue.weekStart)}</span>
              </div>
              <p className="mt-1 text-sm text-muted">{statusOf(issue)}</p>
              {issue.counts && (
                <p className="mt-1 text-sm">
                  {issue.counts.sent} sent · {issue.counts.failed} failed · {issue.counts.pending} pending · {issue.counts.skipped} stopped by unsubscribing ·{" "}
                  {issue.counts.unsubscribedAfter} unsubscribed after it
                </p>
              )}
            </Card>
          ))}
        </ol>
      )}
    </section>
  );
}
