/**
 * Every word a tool can be found by (name, category, use cases, features,
 * description, platforms), so a misspelt word in a search can be matched to
 * the nearest real one with a trigram index: typo tolerance on every word,
 * not only on names.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";
import { aiTools, categories } from "../db/schema";
import { queryWords } from "./intent";
import { wordsOf } from "./word-match";

type Executor = Pick<Database, "execute">;

const MIN_WORD_LENGTH = 3;
/**
 * Below this trigram similarity a correction is more likely another word than
 * the one meant. Short words share few trigrams, so they get a lower bar.
 */
export const correctionThreshold = (word: string) => (word.length <= 6 ? 0.3 : 0.45);

const toolWords = sql`
  select distinct word
  from ai_tools, regexp_split_to_table(lower(name || ' ' || search_tags || ' ' || description || ' ' || search_platforms), '[^a-z0-9]+') as word
  where length(word) >= ${MIN_WORD_LENGTH} and length(word) <= 40`;

/** Writes the lexicon again from every tool and synonym: after a seed or an import. */
export async function rebuildSearchLexicon(db: Executor): Promise<void> {
  await db.execute(sql`delete from search_lexicon`);
  await db.execute(sql`insert into search_lexicon (word) ${toolWords} on conflict do nothing`);
  await db.execute(sql`
    insert into search_lexicon (word)
    select distinct word from search_synonyms, unnest(terms) as term, regexp_split_to_table(lower(term), '[^a-z0-9]+') as word
    where length(word) >= ${MIN_WORD_LENGTH}
    on conflict do nothing`);
  await addCategoryPhraseWords(db);
}

/**
 * The words of the categories' search phrases, which are written in the site's four languages: known
 * words are never "corrected", so "quitar fondo" is not read as an English misspelling. Split in
 * JavaScript as a search is (accents, apostrophes and hyphens as typed, and folded).
 */
async function addCategoryPhraseWords(db: Executor): Promise<void> {
  const phrases = rowsOf<{ phrase: string }>(await db.execute(sql`select unnest(${categories.searchPhrases}) as phrase from ${categories}`)).map((row) => row.phrase);
  const words = [...new Set(phrases.flatMap((phrase) => [...queryWords(phrase), ...wordsOf(phrase)]))].filter(
    (word) => word.length >= MIN_WORD_LENGTH && word.length <= 40,
  );
  if (words.length === 0) return;
  await db.execute(sql`insert into search_lexicon (word) values ${sql.join(words.map((word) => sql`(${word})`), sql`, `)} on conflict do nothing`);
}

/** Adds the words of one tool (after an admin saves it); words of older versions may stay, which only widens corrections. */
export async function addToolToSearchLexicon(db: Executor, toolId: string): Promise<void> {
  await db.execute(sql`
    insert into search_lexicon (word)
    select distinct word
    from ${aiTools}, regexp_split_to_table(lower(name || ' ' || search_tags || ' ' || description || ' ' || search_platforms), '[^a-z0-9]+') as word
    where ${eq(aiTools.id, toolId)} and length(word) >= ${MIN_WORD_LENGTH} and length(word) <= 40
    on conflict do nothing`);
}

/**
 * For each word not in the lexicon, the nearest word that is, or nothing:
 * the most similar by trigrams, nudged towards words of the same length
 * ("photoshp" is Photoshop, not "photos"). Words already known map to nothing.
 * `loosen` lowers every bar, for suggestions after an empty result.
 */
export async function correctWords(db: Executor, words: string[], loosen = 0): Promise<Map<string, string>> {
  const candidates = [...new Set(words.filter((word) => word.length >= 4 && word.length <= 40 && !/^\d+$/.test(word)))];
  if (candidates.length === 0) return new Map();
  const rows = sql.join(candidates.map((word) => sql`(${word}::text, ${correctionThreshold(word) - loosen}::real)`), sql`, `);
  const result = await db.execute(sql`
    select q.word, (
      select l.word from search_lexicon l
      where l.word % q.word and similarity(l.word, q.word) >= q.threshold
      order by similarity(l.word, q.word) - 0.03 * abs(length(l.word) - length(q.word)) desc, l.word
      limit 1
    ) as correction
    from (values ${rows}) as q(word, threshold)
    where not exists (select 1 from search_lexicon k where k.word = q.word)`);
  const corrections = new Map<string, string>();
  for (const row of rowsOf<{ word: string; correction: string | null }>(result)) if (row.correction) corrections.set(row.word, row.correction);
  return corrections;
}
