/**
 * A generic task search ("text to image", "ai video editor", "remove background from photo") asks
 * for a kind of tool, not for one tool: the category it names comes first, led by the tools people
 * mean (the category's leaders). The categories name themselves by their search phrases
 * (data/catalogue/categories.json), written as people type them.
 */
import { asc, sql } from "drizzle-orm";
import { cachedPerDatabase, FIVE_MINUTES } from "../cache";
import type { Database } from "../db/client";
import { categories } from "../db/schema";
import { namesWord, wordsOf } from "./word-match";

export interface CategoryPhrases {
  id: number;
  slug: string;
  name: string;
  phrases: string[];
}

/**
 * Words that say nothing about the task: "the best free ai logo maker app" asks for a logo maker,
 * as do "el mejor creador de logos gratis", "un outil ia gratuit pour créer un logo" and "kostenloses KI-Tool für Logos".
 */
const NOISE_WORDS = new Set(
  [
    "a an the for my our your of to in into on with from by and or me i best free online ai app apps tool tools software platform service website generative using",
    "el la los las un una unos unas de del para con en y o mi mis tu mejor mejores gratis gratuito gratuita herramienta herramientas ia aplicacion programa",
    "le la les l un une des de du d pour avec en et ou mon ma mes votre meilleur meilleure gratuit gratuite outil outils ia logiciel application",
    "der die das den dem des ein eine einen einem mit fur und oder von zu zum zur im in mein meine bestes beste bester kostenlos kostenlose kostenloses ki tool tools werkzeug",
  ]
    .join(" ")
    .split(" "),
);

const contentWords = (text: string) => wordsOf(text).filter((word) => !NOISE_WORDS.has(word));

const names = (words: string[], word: string) => words.some((candidate) => namesWord(word, candidate));

/** The phrase's words are in the query, in the phrase's order: "speech to text" is not "text to speech". */
function saysInOrder(typed: string[], phraseWords: string[]): boolean {
  let next = 0;
  for (const word of typed) if (next < phraseWords.length && namesWord(word, phraseWords[next]!)) next++;
  return next === phraseWords.length;
}

/**
 * The category a query asks for: one of its phrases is in the query, in order, and every other word of
 * the query is a word of its phrases or name too ("remove background from photo" asks for
 * Background Removal; "logo for my bakery" names no category, as "bakery" is none of its words).
 * When several qualify, the one whose matching phrase is longest; then the first in the list.
 */
export function intendedCategory(categoriesByPhrases: CategoryPhrases[], query: string): CategoryPhrases | undefined {
  const typed = contentWords(query);
  if (typed.length === 0) return undefined;
  let best: { category: CategoryPhrases; phraseLength: number } | undefined;
  for (const category of categoriesByPhrases) {
    const vocabulary = [...contentWords(category.name), ...category.phrases.flatMap(contentWords)];
    if (!typed.every((word) => names(vocabulary, word))) continue;
    for (const phrase of category.phrases) {
      const phraseWords = contentWords(phrase);
      if (phraseWords.length === 0 || !saysInOrder(typed, phraseWords)) continue;
      if (!best || phraseWords.length > best.phraseLength) best = { category, phraseLength: phraseWords.length };
    }
  }
  return best?.category;
}

export const listCategoryPhrases = cachedPerDatabase(FIVE_MINUTES, async (db: Database): Promise<CategoryPhrases[]> =>
  db
    .select({ id: categories.id, slug: categories.slug, name: categories.displayName, phrases: categories.searchPhrases })
    .from(categories)
    .where(sql`cardinality(${categories.searchPhrases}) > 0`)
    .orderBy(asc(categories.sortOrder)),
);
