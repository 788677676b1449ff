/**
 * A search's plans as one text-search query, written once and sent as a
 * single parameter. Each phrase is read by PostgreSQL's english
 * configuration first (stemmed, stop words dropped), so alternatives that
 * say the same thing collapse: 'logo', 'logos' and 'logo design' within one
 * need are all answered by 'logo' alone. The index then tests a few lexemes
 * instead of every phrase, and each statement carries one parameter instead
 * of a function call per phrase for the planner to evaluate.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";

type Executor = Pick<Database, "execute">;

/** A phrase as the lexemes every match must hold, each quoted as PostgreSQL writes it ('logo'). */
export type PhraseLexemes = Map<string, string[]>;

/** The lexemes of each phrase; a phrase of stop words only has none. */
export async function readPhrases(db: Executor, phrases: string[]): Promise<PhraseLexemes> {
  const unique = [...new Set(phrases)];
  const lexemes: PhraseLexemes = new Map();
  if (unique.length === 0) return lexemes;
  const list = sql.join(
    unique.map((phrase) => sql`${phrase}::text`),
    sql`, `,
  );
  const result = await db.execute(sql`select phrase, plainto_tsquery('english', phrase)::text as query from unnest(array[${list}]) as phrase`);
  // plainto_tsquery joins a phrase's lexemes with '&' only; a lexeme is quoted and holds no space.
  for (const row of rowsOf<{ phrase: string; query: string }>(result)) lexemes.set(row.phrase, row.query ? row.query.split(" & ") : []);
  return lexemes;
}

const isSubset = (small: string[], large: string[]) => small.every((lexeme) => large.includes(lexeme));

/** One need's alternatives, without those another alternative already covers (it asks for fewer lexemes). */
function needText(alternatives: string[], lexemes: PhraseLexemes): string | undefined {
  const sets = alternatives.map((phrase) => [...new Set(lexemes.get(phrase) ?? [])]).filter((set) => set.length > 0);
  const kept = sets.filter((set, index) => !sets.some((other, otherIndex) => isSubset(other, set) && (other.length < set.length || otherIndex < index)));
  if (kept.length === 0) return undefined;
  return `(${kept.map((set) => set.join(" & ")).join(" | ")})`;
}

/**
 * The tsquery text matching any of the plans; a plan matches when every
 * need does. A need of stop words only is left out, as PostgreSQL leaves out
 * an empty query; with nothing left the query is empty and matches nothing.
 */
export function tsQueryText(plans: string[][][], lexemes: PhraseLexemes): string {
  const planTexts = plans.flatMap((plan) => {
    const needs = plan.flatMap((alternatives) => needText(alternatives, lexemes) ?? []);
    return needs.length > 0 ? [`(${needs.join(" & ")})`] : [];
  });
  return planTexts.join(" | ");
}
