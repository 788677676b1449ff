/**
 * The filters of a search one by one, and the same search without any one of them: what a list
 * that filters leave empty offers to drop (/tools). Apart from tool-search-params.ts, which every
 * page loads, so only the listings carry it.
 */
import { FLAG_KEYS, type ToolSearchState } from "./tool-search-params";

/** One filter in use: a value of a list (a category, a task…), a yes/no filter, or the price ceiling. */
export type ActiveFilter = { key: "categories" | "pricing" | "platforms" | "tasks"; value: string } | { key: (typeof FLAG_KEYS)[number] } | { key: "maxPrice" };

/** Every filter in use, one by one, in the order the chips show them. */
export function activeFilters(state: ToolSearchState): ActiveFilter[] {
  return [
    ...(["categories", "pricing", "platforms", "tasks"] as const).flatMap((key) => state[key].map((value) => ({ key, value }))),
    ...FLAG_KEYS.filter((key) => state[key]).map((key) => ({ key })),
    ...(state.maxPrice !== null ? [{ key: "maxPrice" as const }] : []),
  ];
}

/** The same search without one of its filters, from its first page. */
export function withoutFilter(state: ToolSearchState, filter: ActiveFilter): ToolSearchState {
  const page = 1;
  if ("value" in filter) return { ...state, page, [filter.key]: state[filter.key].filter((value) => value !== filter.value) };
  if (filter.key === "maxPrice") return { ...state, page, maxPrice: null };
  return { ...state, page, [filter.key]: false };
}
