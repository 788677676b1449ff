import { ShieldCheck } from "~/components/icons";
import { Link } from "react-router";
import { requireAdmin } from "@server/auth/session";
import { countDraftPosts } from "@server/blog/admin";
import { countCategories } from "@server/categories/admin";
import { countCourses } from "@server/courses/admin";
import { db } from "@server/db/index";
import { countUnhandledInboxItems } from "@server/inbox/queries";
import { countFailedMail } from "@server/mail/outbox";
import { countFlaggedLinks } from "@server/links/checker";
import { countOpenSourceChanges } from "@server/links/source-changes";
import { countPendingLogoCandidates } from "@server/logos/candidates";
import { countReviewsAwaitingModeration } from "@server/reviews/moderation";
import { countSearchMisses } from "@server/search/misses";
import { countUnsentIssues } from "@server/newsletter/issues";
import { countToolsByStatus } from "@server/tools/admin";
import { countFeaturedTools } from "@server/tools/featured";
import { ADMIN_AREAS, type AdminCounts } from "~/components/admin-areas";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin";
import { refuseWrites } from "@server/auth/admin-reads-only";
import { countFailingJobs } from "@server/jobs/runs";
import { countPendingEdits } from "@server/edits/queries";
import { findAssessmentStats } from "@server/assessment/stats";
import { taskLabel } from "~/lib/catalogue-labels";
import { WORKFLOW_ASSESSMENT } from "~/lib/offers";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Admin", location, matches }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const database = await db();
  const [unhandledInboxItems, failedMail, flaggedLinks, openSourceChanges, pendingLogos, reviewsToModerate, tools, draftPosts, featuredTools, searchMisses, categories, courses, newsletter, failingJobs, assessment, pendingEdits] = await Promise.all([
    countUnhandledInboxItems(database),
    countFailedMail(database),
    countFlaggedLinks(database),
    countOpenSourceChanges(database),
    countPendingLogoCandidates(database),
    countReviewsAwaitingModeration(database),
    countToolsByStatus(database),
    countDraftPosts(database),
    countFeaturedTools(database),
    countSearchMisses(database),
    countCategories(database),
    countCourses(database),
    countUnsentIssues(database),
    countFailingJobs(database),
    findAssessmentStats(database),
    countPendingEdits(database),
  ]);
  const counts: AdminCounts = {
    unhandledInboxItems,
    failedMail,
    flaggedLinks,
    openSourceChanges,
    pendingLogos,
    reviewsToModerate,
    draftTools: tools.draft ?? 0,
    publishedTools: tools.published ?? 0,
    draftPosts,
    featuredTools,
    searchMisses,
    categories,
    courses,
    heldNewsletterIssues: newsletter.held,
    scheduledNewsletterIssues: newsletter.scheduled,
    failingJobs,
    pendingEdits,
  };
  return { counts, assessment };
}

// Only reads: a POST meets the admin guard first, then 405.
export const action = refuseWrites;

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { counts, assessment } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-4xl font-bold tracking-tight">
        <ShieldCheck aria-hidden="true" className="size-8 text-accent" /> Admin
      </h1>
      <p className="mt-3 text-muted">Every admin area, and what waits there.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="list" aria-label="Admin areas">
        {ADMIN_AREAS.map(({ to, label, text, Icon, status }) => {
          const now = status(counts);
          return (
            <li key={to}>
              <Link to={to} className="flex h-full items-start gap-3 rounded-2xl border border-border bg-surface p-5 hover:border-accent">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <span className="min-w-0">
                  <span className="block font-semibold">{label}</span>
                  <span className="mt-1 block text-sm text-muted">{text}</span>
                  <span className={`mt-3 block text-sm font-medium ${now.waiting ? "text-accent" : "text-muted"}`}>{now.text}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>

      <section className="mt-12" aria-labelledby="assessment-figures">
        <h2 id="assessment-figures" className="text-2xl font-semibold">
          {WORKFLOW_ASSESSMENT.name()}
        </h2>
        <p className="mt-1 text-sm text-muted">Counts only, per week (from Monday, UTC): nothing of who took it.</p>
        {assessment.weeks.length === 0 ? (
          <p className="mt-4 text-muted">No one has started it in the last eight weeks.</p>
        ) : (
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Assessments started and finished per week</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pr-4">Week of</th>
                  <th scope="col" className="py-2 pr-4 text-right">Started</th>
                  <th scope="col" className="py-2 text-right">Finished</th>
                </tr>
              </thead>
              <tbody>
                {assessment.weeks.map((week) => (
                  <tr key={week.week} className="border-b border-border/60">
                    <th scope="row" className="py-2 pr-4 font-normal">{week.week}</th>
                    <td className="py-2 pr-4 text-right tabular-nums">{week.started}</td>
                    <td className="py-2 text-right tabular-nums">{week.finished}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div>
              <h3 className="font-semibold">Tasks picked most</h3>
              <ol className="mt-2 grid gap-1 text-sm">
                {assessment.topTasks.map((task) => (
                  <li key={task.task} className="flex justify-between gap-4">
                    <span>{taskLabel(task.task)}</span>
                    <span className="tabular-nums text-muted">{task.picks}</span>
                  </li>
                ))}
              </ol>
            </div>
          </div>
        )}
      </section>
    </section>
  );
}
