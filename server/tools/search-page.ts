import type { ToolSearchState } from "~/lib/tool-search-params";
import { activeFilters, withoutFilter, type ActiveFilter } from "~/lib/filters-to-drop";
import { withPriceWordsRead } from "~/lib/price-words";
import { cachedPerKey, UNTIL_CHANGED } from "../cache";
import type { Database } from "../db/client";
import { recordSearchMiss } from "../search/misses";
import { findFilterOptions } from "./queries";
import { isOneOf } from "~/lib/records";
import { hasFilters, searchTools, TOOL_SORTS, type ToolSearch } from "./search";

export const SEARCH_PAGE_SIZE = 24;

/**
 * Results of the searches and filters people repeat, kept until the catalogue
 * changes (server/cache.ts), keyed by the whole search as JSON. A list ordered
 * by favourites is read each time: a heart sends no change notice.
 */
const searchToolsKept = cachedPerKey(UNTIL_CHANGED, (db: Database, _key: string, search: ToolSearch) => searchTools(db, search), 500);
const findTools = (db: Database, search: ToolSearch) => (search.sort === "favourites" ? searchTools(db, search) : searchToolsKept(db, JSON.stringify(search), search));

/** A page's URL state as the search reads it. */
function searchOf(state: ToolSearchState): ToolSearch {
  return {
    sort: isOneOf(TOOL_SORTS, state.sort) ? state.sort : undefined,
    query: state.search,
    categorySlugs: state.categories,
    pricing: state.pricing,
    platforms: state.platforms,
    useCases: state.tasks,
    freeTier: state.freeTier,
    openSource: state.openSource,
    commercialUse: state.commercialUse,
    commercialFreePlan: state.commercialFreePlan,
    commercialPaidPlans: state.commercialPaidPlans,
    maxMonthlyPrice: state.maxPrice ?? undefined,
    noWatermark: state.noWatermark,
    noCard: state.noCard,
    noTraining: state.noTraining,
    page: state.page,
    pageSize: SEARCH_PAGE_SIZE,
  };
}

/** Most filters worth offering to drop. */
const DROP_OFFERS = 5;

/**
 * Filters that together leave nothing, with no words typed: how many tools each would show if it
 * alone were dropped, the most first, only those that show some. A page of the cached search each.
 */
async function filtersToDrop(db: Database, state: ToolSearchState): Promise<{ filter: ActiveFilter; total: number }[]> {
  // A link can name fifty categories; a dozen counts bound the work of an empty page.
  const counted = await Promise.all(activeFilters(state).slice(0, 12).map(async (filter) => ({ filter, total: (await findTools(db, searchOf(withoutFilter(state, filter)))).total })));
  return counted
    .filter((offer) => offer.total > 0)
    .sort((a, b) => b.total - a.total)
    .slice(0, DROP_OFFERS);
}

/** Everything the /tools and /search pages need for one URL state. */
export async function loadToolSearchPage(db: Database, asked: ToolSearchState) {
  // "free" and "under $20" are filters, and "cheap" no word to match (~/lib/price-words).
  const { state, read: priceWords } = withPriceWordsRead(asked);
  const search = searchOf(state);
  const [options, result] = await Promise.all([findFilterOptions(db), findTools(db, search)]);
  // What people look for and do not find, for the admins (the words only; filters narrow on purpose).
  if (result.total === 0 && state.search && !hasFilters(search)) await recordSearchMiss(db, asked.search);
  return {
    options,
    tools: result.tools,
    total: result.total,
    relaxed: result.relaxed,
    didYouMean: result.didYouMean ?? null,
    priceWords,
    // Offered when the search does not already keep to it.
    namedCategory: result.namedCategory && !state.categories.includes(result.namedCategory) ? (options.categories.find((category) => category.slug === result.namedCategory) ?? null) : null,
    pageCount: Math.max(1, Math.ceil(result.total / SEARCH_PAGE_SIZE)),
    dropOne: result.total === 0 && !state.search ? await filtersToDrop(db, state) : [],
  };
}
