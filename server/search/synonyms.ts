/**
 * Words that mean the same to someone looking for a tool ("transcribe",
 * "transcription", "speech to text"). A search for one finds tools described
 * with any of them. The starting list is data/catalogue/synonyms.json; admins
 * edit it at /admin/search.
 */
import { asc, count, eq, sql } from "drizzle-orm";
import { cachedPerDatabase, FIVE_MINUTES } from "../cache";
import type { Database } from "../db/client";
import { searchSynonyms } from "../db/schema";

type Executor = Pick<Database, "select" | "insert">;

export interface SynonymGroup {
  id: number;
  terms: string[];
}

/** Lower case, single spaces, no punctuation but hyphens and apostrophes (as the query is read). */
export const normaliseTerm = (term: string) =>
  term
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\- ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Fills an empty table from the catalogue; once admins have a list, a re-seed leaves it alone. */
export async function seedSynonyms(db: Executor, groups: string[][]): Promise<void> {
  const [row] = await db.select({ n: count() }).from(searchSynonyms);
  if ((row?.n ?? 0) > 0 || groups.length === 0) return;
  await db.insert(searchSynonyms).values(groups.map((terms) => ({ terms: cleanTerms(terms) })));
}

export function cleanTerms(terms: string[]): string[] {
  return [...new Set(terms.map(normaliseTerm).filter((term) => term.length > 0))];
}

export const listSynonymGroups = cachedPerDatabase(FIVE_MINUTES, async (db: Database): Promise<SynonymGroup[]> =>
  db.select({ id: searchSynonyms.id, terms: searchSynonyms.terms }).from(searchSynonyms).orderBy(asc(searchSynonyms.id)),
);

/** Each term (one to three words) with the whole group it belongs to. */
export function synonymIndex(groups: SynonymGroup[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const group of groups) {
    for (const term of group.terms) {
      const existing = index.get(term);
      index.set(term, existing ? [...new Set([...existing, ...group.terms])] : group.terms);
    }
  }
  return index;
}

/** False when the group to update no longer exists. */
export async function saveSynonymGroup(db: Database, id: number | null, terms: string[]): Promise<boolean> {
  const cleaned = cleanTerms(terms);
  if (id === null) await db.insert(searchSynonyms).values({ terms: cleaned });
  else {
    const updated = await db.update(searchSynonyms).set({ terms: cleaned, updatedAt: sql`now()` }).where(eq(searchSynonyms.id, id)).returning({ id: searchSynonyms.id });
    if (updated.length === 0) return false;
  }
  return true;
}

export async function deleteSynonymGroup(db: Database, id: number): Promise<void> {
  await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id));
}
