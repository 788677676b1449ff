/**
 * How much visitors want a tool, the signal that orders the tools people mean after the editorial
 * leaders: saves by accounts old enough to be people, plus visits to its site from its pages over
 * the last POPULARITY_WINDOW_DAYS days.
 *
 * A visit counts once per visitor, tool and day: the visitor is recognised within the day by a
 * keyed hash of their network address, the tool and the day (tool_visit_marks), deleted once the
 * day is over; the counts themselves (tool_visit_days) say only how many. Every real visit is
 * counted; what is damped is what the ranking makes of them:
 * - a day weighs at most DAY_WEIGHT_CAP visits, so no single day (a link shared once, a script
 *   rotating addresses) outweighs steady interest;
 * - a save weighs SAVE_WEIGHT, and only from a confirmed account SAVE_MIN_ACCOUNT_DAYS old;
 * - below MIN_SIGNAL the signal is no signal (one day's visits or a handful of saves cannot lift a
 *   tool above the tools nobody has shown interest in yet), and above it the ranking reads its
 *   logarithm, so doubling the interest moves a tool by a step, not past everyone.
 */
import { JOBS } from "../jobs/registry";
import { runJob } from "../jobs/runs";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";
import { keyedHash } from "../security/keyed-hash";
import { listedTool } from "./queries";

export const POPULARITY_WINDOW_DAYS = 90;
export const DAY_WEIGHT_CAP = 10;
export const SAVE_WEIGHT = 2;
export const SAVE_MIN_ACCOUNT_DAYS = 7;
export const MIN_SIGNAL = 15;

export type VisitResult = "counted" | "already" | "missing";

/** Counts a visit to a listed tool's site today (UTC), once per visitor (their network address) and day: one statement. */
export async function countVisit(db: Database, slug: string, visitorAddress: string, now = new Date()): Promise<VisitResult> {
  const day = now.toISOString().slice(0, 10);
  const mark = keyedHash("tool-visit", `${day}|${slug}|${visitorAddress}`);
  const [outcome] = rowsOf<{ tools: number; counted: number }>(
    await db.execute(sql`
      with tool as (select id from ai_tools where slug = ${slug} and ${listedTool}),
      marked as (insert into tool_visit_marks (mark, day) select ${mark}, ${day}::date from tool on conflict do nothing returning mark),
      counted as (
        insert into tool_visit_days (tool_id, day, visits) select id, ${day}::date, 1 from tool where exists (select 1 from marked)
        on conflict (tool_id, day) do update set visits = tool_visit_days.visits + 1
        returning tool_id
      )
      select (select count(*) from tool)::int as tools, (select count(*) from counted)::int as counted`),
  );
  return !outcome || Number(outcome.tools) === 0 ? "missing" : Number(outcome.counted) > 0 ? "counted" : "already";
}

/**
 * Writes each tool's popularity from its favourites and recent visits. Only the tools whose figure
 * changed are written, and nothing at all when none did: every write to ai_tools tells the page
 * cache that public pages changed.
 */
export async function refreshPopularity(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    // Visits past the window count no more; who visited on a day that is over is forgotten.
    await tx.execute(sql`delete from tool_visit_days where day <= (now() at time zone 'utc')::date - ${POPULARITY_WINDOW_DAYS}::int`);
    await tx.execute(sql`delete from tool_visit_marks where day < (now() at time zone 'utc')::date`);
    const fresh = sql`
      select id, case when signal < ${MIN_SIGNAL} then 0 else round(10 * log(signal::numeric))::int end as popularity
      from (
        select t.id, ${SAVE_WEIGHT} * coalesce(f.saves, 0) + coalesce(v.visits, 0) as signal
        from ai_tools t
        left join (
          select f.tool_id, count(*)::int as saves from user_favorites f join users u on u.id = f.user_id
          where u.email_verified and u.created_at <= now() - make_interval(days => ${SAVE_MIN_ACCOUNT_DAYS})
          group by f.tool_id
        ) f on f.tool_id = t.id
        left join (
          select tool_id, sum(least(visits, ${DAY_WEIGHT_CAP}))::int as visits from tool_visit_days
          where day > (now() at time zone 'utc')::date - ${POPULARITY_WINDOW_DAYS}::int
          group by tool_id
        ) v on v.tool_id = t.id
      ) as signals`;
    const changed = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from (${fresh}) as fresh join ai_tools t on t.id = fresh.id where t.popularity <> fresh.popularity`),
    )[0]!.n;
    if (changed === 0) return 0;
    await tx.execute(sql`
      update ai_tools set popularity = fresh.popularity from (${fresh}) as fresh
      where ai_tools.id = fresh.id and ai_tools.popularity <> fresh.popularity`);
    return changed;
  });
}

/** Refreshes popularity every hour, the first time a minute after start-up, until stopped. */
export function startPopularityRefresh(getDb: () => Promise<Database>, onError: (error: unknown) => void): () => void {
  const refresh = () => {
    getDb()
      .then((db) => runJob(db, "popularity", () => refreshPopularity(db)))
      .catch(onError);
  };
  const first = setTimeout(refresh, 60 * 1000);
  const hourly = setInterval(refresh, JOBS.popularity.everyMs);
  first.unref();
  hourly.unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}
