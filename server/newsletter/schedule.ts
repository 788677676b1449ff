/**
 * When the weekly newsletter is drafted and when a draft goes out, in UTC. Each Monday the issue
 * for the week that just ended (Monday to Sunday) is drafted; unless an admin holds it or picks
 * another time, it goes out on Tuesday at 09:00, and never sooner than 12 hours after it was drafted,
 * so a server that was down on Monday still leaves the admins a morning to read it.
 */
import { weekOf } from "~/lib/public-changes";

const DAY_MS = 24 * 60 * 60 * 1000;
const SEND_DAY_OFFSET_MS = DAY_MS + 9 * 60 * 60 * 1000;
const LEAST_TIME_TO_REVIEW_MS = 12 * 60 * 60 * 1000;

/** Midnight UTC of the Monday of the week `at` falls in. */
export const mondayOf = (at: Date) => new Date(`${weekOf(at)}T00:00:00Z`);

export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The week whose issue is drafted at `now`: the one before the current week. */
export function weekToDraft(now: Date): { start: Date; end: Date } {
  const end = mondayOf(now);
  return { start: new Date(end.getTime() - 7 * DAY_MS), end };
}

/** When a draft made at `now` goes out unless an admin says otherwise. */
export function defaultSendTime(now: Date): Date {
  const planned = mondayOf(now).getTime() + SEND_DAY_OFFSET_MS;
  return new Date(Math.max(planned, now.getTime() + LEAST_TIME_TO_REVIEW_MS));
}
