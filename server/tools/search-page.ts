import type { Database } from "../db/client";
import { findFilterOptions } from "./queries";
import { searchTools } from "./search";

export const SEARCH_PAGE_SIZE = 24;

/** Everything the /tools and /search pages need for one URL state. */
export async function loadToolSearchPage(
  db: Database,
  state: { search: string; categories: string[]; pricing: string[]; page: number },
) {
  const [options, result] = await Promise.all([
    findFilterOptions(db),
    searchTools(db, {
      query: state.search,
      categorySlugs: state.categories,
      pricing: state.pricing,
      page: state.page,
      pageSize: SEARCH_PAGE_SIZE,
    }),
  ]);
  return {
    options,
    tools: result.tools,
    total: result.total,
    pageCount: Math.max(1, Math.ceil(result.total / SEARCH_PAGE_SIZE)),
  };
}
