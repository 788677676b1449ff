import { Clock } from "~/components/icons";
import { requireAdmin } from "@server/auth/session";
import { db } from "@server/db/index";
import { findJobStatuses } from "@server/jobs/runs";
import { refuseWrites } from "@server/auth/admin-reads-only";
import { Card } from "~/components/ui/card";
import { formatDateTime } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin.jobs";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Background work", location, matches }),
  { name: "robots", content: "noindex" },
];

export const handle = { breadcrumb: () => "Background work" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const jobs = await findJobStatuses(await db());
  return {
    jobs: jobs.map((job) => ({
      ...job,
      lastSuccessAt: job.lastSuccessAt?.toISOString() ?? null,
      lastFailureAt: job.lastFailureAt?.toISOString() ?? null,
      nextRunAt: job.lastSuccessAt ? new Date(job.lastSuccessAt.getTime() + job.everyMs).toISOString() : null,
    })),
  };
}

// Only reads: a POST meets the admin guard first, then 405.
export const action = refuseWrites;

const every = (ms: number) => (ms < 60_000 ? `Every ${ms / 1000} s` : ms < 3_600_000 ? `Every ${ms / 60_000} min` : `Every ${ms / 3_600_000} h`);

export default function BackgroundWork({ loaderData }: Route.ComponentProps) {
  const { jobs } = loaderData;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-3xl font-bold">
        <Clock aria-hidden="true" className="size-7 text-accent" /> Background work
      </h1>
      <p className="mt-2 max-w-prose text-muted">
        What the server does on its own, on every instance: when each job last ran well and how long it took, and its last failure. A job that runs every few seconds is written down at most once a minute.
      </p>
      <ul className="mt-6 flex flex-col gap-3" role="list" aria-label="Jobs">
        {jobs.map((job) => (
          <li key={job.job}>
            <Card as="article" aria-labelledby={`job-${job.job}`} className={`p-5 ${job.failing ? "border-danger" : ""}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={`job-${job.job}`} className="text-lg font-semibold">
                  {job.label}
                </h2>
                <span className="text-sm text-muted">{every(job.everyMs)}</span>
              </div>
              <p className="mt-1 text-sm text-muted">{job.what}</p>
              <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-medium">Last good run</dt>
                <dd>{job.lastSuccessAt ? `${formatDateTime(job.lastSuccessAt)} (took ${job.lastDurationMs} ms)` : "Not yet"}</dd>
                <dt className="font-medium">Next run</dt>
                <dd>{job.nextRunAt ? `About ${formatDateTime(job.nextRunAt)}` : "When the server next runs it"}</dd>
                <dt className="font-medium">Last failure</dt>
                <dd className={job.failing ? "text-danger" : undefined}>
                  {job.lastFailureAt ? `${formatDateTime(job.lastFailureAt)}: ${job.lastError}${job.failing ? "" : " (it ran well since)"}` : "None"}
                </dd>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
