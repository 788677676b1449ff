/**
 * Reads a search as a list of needs: each word of the query, or each phrase
 * the synonyms table knows ("speech to text"), becomes one group of
 * alternatives (its synonyms, and the nearest real word when it is
 * misspelt). A tool matches when it answers every group; when none does, the
 * search may settle for tools that answer some.
 */
import { normaliseTerm } from "./synonyms";

/** The longest synonym phrase looked for, in words. */
const MAX_PHRASE_WORDS = 4;

/** Words that carry no need of their own ("logo for my bakery" asks for two things, not four). */
const FILLER_WORDS = new Set(
  "a an the for my our your their his her its of to in into on onto with without and or from by at as is are be it this that these those i we you me us some any".split(" "),
);

export function queryWords(query: string): string[] {
  return normaliseTerm(query).split(" ").filter(Boolean);
}

/**
 * Groups of alternative phrases, one group per need. `corrections` maps a
 * misspelt word to the real one; `synonyms` maps a known term to its group.
 */
export function planQuery(query: string, synonyms: Map<string, string[]>, corrections: Map<string, string> = new Map()): string[][] {
  const words = queryWords(query);
  const groups: string[][] = [];
  for (let i = 0; i < words.length; ) {
    let matched = false;
    for (let length = Math.min(MAX_PHRASE_WORDS, words.length - i); length >= 1; length--) {
      const phrase = words.slice(i, i + length).join(" ");
      const group = synonyms.get(phrase);
      if (group) {
        groups.push([...new Set([phrase, ...group])]);
        i += length;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const word = words[i]!;
    if (FILLER_WORDS.has(word) && words.length > 1) {
      i += 1;
      continue;
    }
    const corrected = corrections.get(word);
    const correctedGroup = corrected ? synonyms.get(corrected) : undefined;
    groups.push([...new Set([word, ...(corrected ? [corrected] : []), ...(correctedGroup ?? [])])]);
    i += 1;
  }
  return groups;
}

/** The query with each misspelt word replaced, for "Did you mean". */
export function correctedQuery(query: string, corrections: Map<string, string>): string {
  return queryWords(query)
    .map((word) => corrections.get(word) ?? word)
    .join(" ");
}

/**
 * The ways to ask for fewer of the needs, strictest first: every need, then
 * all but one (when there are three or more), then any one of them.
 */
export function relaxations(plan: string[][]): string[][][][] {
  const stages: string[][][][] = [[plan]];
  if (plan.length >= 3 && plan.length <= 6) stages.push(plan.map((_, skipped) => plan.filter((__, index) => index !== skipped)));
  if (plan.length >= 2) stages.push(plan.map((need) => [need]));
  return stages;
}
