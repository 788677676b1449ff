import type { Database } from "../db/client";
import { findFilterOptions } from "./queries";
import { searchTools, TOOL_SORTS, type ToolSort } from "./search";

export const SEARCH_PAGE_SIZE = 24;

/** Everything the /tools and /search pages need for one URL state. */
export async function loadToolSearchPage(
  db: Database,
  state: { search: string; categories: string[]; pricing: string[]; page: number; sort: string },
) {
  const [options, result] = await Promise.all([
    findFilterOptions(db),
    searchTools(db, {
      sort: (TOOL_SORTS as readonly string[]).includes(state.sort) ? (state.sort as ToolSort) : undefined,
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
