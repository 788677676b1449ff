/**
 * Searches that found nothing, so admins can see what the directory lacks or
 * which words it should know. Only the words are kept: no address, account or
 * time of a person; anything that looks like an e-mail address or a phone
 * number is not kept at all.
 */
import { count, desc, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { log } from "../log/index";
import { searchMisses } from "../db/schema";
import { normaliseTerm } from "./synonyms";

const PERSONAL = /@|\d[\d\s().-]{6,}\d/;

export async function recordSearchMiss(db: Database, query: string): Promise<void> {
  if (PERSONAL.test(query)) return;
  const words = normaliseTerm(query).slice(0, 100);
  if (!words) return;
  try {
    await db
      .insert(searchMisses)
      .values({ query: words })
      .onConflictDoUpdate({ target: searchMisses.query, set: { times: sql`${searchMisses.times} + 1`, lastSeenAt: sql`now()` } });
  } catch (error) {
    // Counting a miss must never cost the visitor the page.
    log.warn({ err: error }, "Could not record a search without results");
  }
}

/** How many different searches found nothing. */
export async function countSearchMisses(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(searchMisses);
  return row?.total ?? 0;
}

export async function listSearchMisses(db: Database, limit = 100) {
  return db.select().from(searchMisses).orderBy(desc(searchMisses.times), desc(searchMisses.lastSeenAt)).limit(limit);
}
