import type { ToolSearchState } from "~/lib/tool-search-params";
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

/** Everything the /tools and /search pages need for one URL state. */
export async function loadToolSearchPage(db: Database, asked: ToolSearchState) {
  // "free" and "under $20" are filters, and "cheap" no word to match (~/lib/price-words).
  const { state, read: priceWords } = withPriceWordsRead(asked);
  const search: ToolSearch = {
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
  };
}
