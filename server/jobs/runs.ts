/**
 * What each background job did last: its last good run (when, how long) and its last failure (when,
 * what). One row per job, shared by every instance. A job that runs every second records a good run
 * at most once a minute per process; a failure is always recorded.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";
import { jobRuns } from "../db/schema";
import { JOB_NAMES, JOBS, type JobName } from "./registry";

const RECORD_SUCCESS_EVERY_MS = 60 * 1000;
/** When each job's good run was last written, per database (one per process in production; tests open many). */
const lastRecorded = new WeakMap<Database, Map<JobName, number>>();

async function record(db: Database, job: JobName, startedAt: Date, error: unknown): Promise<void> {
  const durationMs = Date.now() - startedAt.getTime();
  const set = error
    ? { lastFailureAt: new Date(), lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500) }
    : { lastSuccessAt: new Date(), lastDurationMs: durationMs };
  await db.insert(jobRuns).values({ job, ...set }).onConflictDoUpdate({ target: jobRuns.job, set });
}

/** Runs one pass of a job and records it; what the pass throws is recorded, then thrown on to the loop that ran it. */
export async function runJob<T>(db: Database, job: JobName, pass: () => Promise<T>): Promise<T> {
  const startedAt = new Date();
  let result: T;
  try {
    result = await pass();
  } catch (error) {
    // The next good run is written at once, so the page never shows a job failing after it recovered.
    lastRecorded.get(db)?.delete(job);
    // Recording may fail for the reason the job did (the database is away): the loop reports the job's error.
    await record(db, job, startedAt, error).catch(() => undefined);
    throw error;
  }
  const now = Date.now();
  let recorded = lastRecorded.get(db);
  if (!recorded) lastRecorded.set(db, (recorded = new Map()));
  if (now - (recorded.get(job) ?? 0) >= Math.min(RECORD_SUCCESS_EVERY_MS, JOBS[job].everyMs)) {
    recorded.set(job, now);
    await record(db, job, startedAt, null).catch(() => undefined);
  }
  return result;
}

export interface JobStatus {
  job: JobName;
  label: string;
  what: string;
  everyMs: number;
  lastSuccessAt: Date | null;
  lastDurationMs: number | null;
  lastFailureAt: Date | null;
  lastError: string | null;
  /** Its last run failed: the last failure is newer than the last good run. */
  failing: boolean;
}

/** Every job of the registry, in its order, with what it did last (nothing for one that never ran). */
export async function findJobStatuses(db: Database): Promise<JobStatus[]> {
  const rows = new Map((await db.select().from(jobRuns)).map((row) => [row.job, row]));
  return JOB_NAMES.map((job) => {
    const row = rows.get(job);
    const lastFailureAt = row?.lastFailureAt ?? null;
    const lastSuccessAt = row?.lastSuccessAt ?? null;
    return {
      job,
      ...JOBS[job],
      lastSuccessAt,
      lastDurationMs: row?.lastDurationMs ?? null,
      lastFailureAt,
      lastError: row?.lastError ?? null,
      failing: lastFailureAt !== null && (lastSuccessAt === null || lastFailureAt > lastSuccessAt),
    };
  });
}

/** How many jobs failed on their last run, for the admin overview. */
export async function countFailingJobs(db: Database): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ${jobRuns} where last_failure_at is not null and (last_success_at is null or last_failure_at > last_success_at)`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
