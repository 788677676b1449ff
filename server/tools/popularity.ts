/**
 * How much visitors want a tool, the signal that orders the tools people mean after the editorial
 * leaders: how many saved it, plus how many went to its site from its pages over the last
 * POPULARITY_WINDOW_DAYS days. Visits are counted per tool and day and nothing else: no address,
 * cookie or account, so a count can never be traced to a person.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";
import { listedTool } from "./queries";

export const POPULARITY_WINDOW_DAYS = 90;

/**
 * Visits counted for one tool in one day, at most: past it, more visits say nothing new, and a
 * script posting visits all day moves a tool no further.
 */
export const DAILY_VISIT_CAP = 200;

/** Counts a visit to a listed tool's site today (UTC); false when no listed tool has this slug. */
export async function countVisit(db: Database, slug: string): Promise<boolean> {
  const result = await db.execute(sql`
    insert into tool_visit_days (tool_id, day, visits)
    select id, (now() at time zone 'utc')::date, 1 from ai_tools where slug = ${slug} and ${listedTool}
    on conflict (tool_id, day) do update set visits = least(tool_visit_days.visits + 1, ${DAILY_VISIT_CAP})
    returning tool_id`);
  return rowsOf(result).length > 0;
}

/**
 * Writes each tool's popularity from its favourites and recent visits. Only the tools whose figure
 * changed are written, and nothing at all when none did: every write to ai_tools tells the page
 * cache that public pages changed.
 */
export async function refreshPopularity(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    // Visits past the window count no more.
    await tx.execute(sql`delete from tool_visit_days where day <= (now() at time zone 'utc')::date - ${POPULARITY_WINDOW_DAYS}::int`);
    const fresh = sql`
      select t.id, coalesce(f.saves, 0) + coalesce(v.visits, 0) as popularity
      from ai_tools t
      left join (select tool_id, count(*)::int as saves from user_favorites group by tool_id) f on f.tool_id = t.id
      left join (
        select tool_id, sum(visits)::int as visits from tool_visit_days
        where day > (now() at time zone 'utc')::date - ${POPULARITY_WINDOW_DAYS}::int
        group by tool_id
      ) v on v.tool_id = t.id`;
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
      .then(refreshPopularity)
      .catch(onError);
  };
  const first = setTimeout(refresh, 60 * 1000);
  const hourly = setInterval(refresh, 60 * 60 * 1000);
  first.unref();
  hourly.unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}
