/**
 * Words about price in a tool search ("free", "cheap", "under $20", "gratis", "pas cher", "unter
 * 20 $") say what the person can pay, not what the tool does: matched as text they find tools that
 * mention them and push the tools people mean down. "free" and "under $20" are read as the filters
 * they stand for; "cheap" is only taken out (see `affordable`). The rest of the words are searched,
 * in the order of relevance, and the page says how it read them.
 */
import type { ToolSearchState } from "./tool-search-params";

export interface PriceWordsRead {
  /** "free": only tools with a free plan. */
  freePlan: boolean;
  /** "under $20": the cheapest plan costs at most this much a month (US dollars). */
  maxPrice: number | null;
  /**
   * "cheap": taken out of the words, but no filter, since most prices are not known yet and a filter
   * would hide every tool whose price is unknown. The page points to the price filter and sort.
   */
  affordable: boolean;
}

const FREE = /(?<![\p{L}\p{N}-])(free|gratis|gratuit[oa]s?|gratuite?s?|kostenlos(?:e[nrs]?)?)(?![\p{L}\p{N}-])/giu;
const CHEAP = /(?<![\p{L}\p{N}-])(cheap(?:est)?|affordable|inexpensive|low[- ]cost|barat[oa]s?|económic[oa]s?|pas cher|bon marché|abordables?|günstig(?:e[nrs]?)?|billig(?:e[nrs]?)?)(?![\p{L}\p{N}-])/giu;
const CEILING =
  /(?<![\p{L}\p{N}])(?:under|below|less than|up to|menos de|hasta|moins de|jusqu'à|unter|bis zu|bis)\s+(?:\$\s?(\d{1,5})|(\d{1,5})\s?(?:\$|usd|dollars?|dólares))(?:\s*(?:a|per|al|par|pro|\/)\s*(?:month|mo|mes|mois|monat))?(?![\p{L}\p{N}])/iu;

const tidy = (text: string) => text.replace(/\s+/g, " ").trim();

/** The search with its price words taken out and what they were read as; null when it has none. */
export function readPriceWords(search: string): { rest: string; read: PriceWordsRead } | null {
  let rest = search;
  const read: PriceWordsRead = { freePlan: false, maxPrice: null, affordable: false };
  const ceiling = CEILING.exec(rest);
  if (ceiling) {
    read.maxPrice = Number(ceiling[1] ?? ceiling[2]);
    rest = rest.replace(ceiling[0], " ");
  }
  rest = rest.replace(FREE, () => {
    read.freePlan = true;
    return " ";
  });
  rest = rest.replace(CHEAP, () => {
    read.affordable = true;
    return " ";
  });
  if (!read.freePlan && read.maxPrice === null && !read.affordable) return null;
  return { rest: tidy(rest), read };
}

/** The state a search with price words stands for: its other words, with the filters they ask for. */
export function withPriceWordsRead(state: ToolSearchState): { state: ToolSearchState; read: PriceWordsRead | null } {
  const found = state.search ? readPriceWords(state.search) : null;
  if (!found) return { state, read: null };
  const { rest, read } = found;
  return {
    state: {
      ...state,
      search: rest,
      freeTier: state.freeTier || read.freePlan,
      maxPrice: state.maxPrice ?? read.maxPrice,
    },
    read,
  };
}
