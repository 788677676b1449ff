/**
 * The assessment's counts for the admin home: starts and finishes per week, and the tasks finished
 * assessments named. Nothing identifies anyone: each event only adds one to a week's row.
 */
import { desc, gte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { assessmentTaskPicks, assessmentWeeks } from "../db/schema";

/** The week an event belongs to: its Monday, in UTC. */
const thisWeek = sql`(date_trunc('week', now() at time zone 'utc'))::date`;

export async function recordAssessmentStart(db: Database): Promise<void> {
  await db
    .insert(assessmentWeeks)
    .values({ week: thisWeek, started: 1 })
    .onConflictDoUpdate({ target: assessmentWeeks.week, set: { started: sql`${assessmentWeeks.started} + 1` } });
}

export async function recordAssessmentFinish(db: Database, tasks: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(assessmentWeeks)
      .values({ week: thisWeek, finished: 1 })
      .onConflictDoUpdate({ target: assessmentWeeks.week, set: { finished: sql`${assessmentWeeks.finished} + 1` } });
    if (tasks.length === 0) return;
    await tx
      .insert(assessmentTaskPicks)
      .values(tasks.map((task) => ({ week: thisWeek, task, picks: 1 })))
      .onConflictDoUpdate({ target: [assessmentTaskPicks.week, assessmentTaskPicks.task], set: { picks: sql`${assessmentTaskPicks.picks} + 1` } });
  });
}

export interface AssessmentStats {
  /** The last weeks with any activity, newest first. */
  weeks: { week: string; started: number; finished: number }[];
  /** The tasks picked most over those weeks. */
  topTasks: { task: string; picks: number }[];
}

export async function findAssessmentStats(db: Database, { weeks = 8, tasks = 5 } = {}): Promise<AssessmentStats> {
  const since = sql`(date_trunc('week', now() at time zone 'utc') - make_interval(weeks => ${weeks - 1}))::date`;
  const weekRows = await db.select().from(assessmentWeeks).where(gte(assessmentWeeks.week, since)).orderBy(desc(assessmentWeeks.week));
  const picks = sql<number>`sum(${assessmentTaskPicks.picks})::int`;
  const taskRows = await db
    .select({ task: assessmentTaskPicks.task, picks })
    .from(assessmentTaskPicks)
    .where(gte(assessmentTaskPicks.week, since))
    .groupBy(assessmentTaskPicks.task)
    .orderBy(desc(picks), assessmentTaskPicks.task)
    .limit(tasks);
  return { weeks: weekRows, topTasks: taskRows };
}
