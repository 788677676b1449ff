/** The courses page's state lives in the URL (?search=&level=&pricing=&featured=1&page=), to share and go back. */
import { MAX_PAGE } from "./tool-search-params";

export const COURSE_LEVEL_OPTIONS = ["Beginner", "Intermediate", "Advanced"] as const;
export const COURSE_PRICING_OPTIONS = ["Free", "Freemium", "Paid"] as const;

export interface CourseSearchState {
  search: string;
  level: string;
  pricing: string;
  featured: boolean;
  page: number;
}

const oneOf = (value: string | null, options: readonly string[]) => (value && options.includes(value) ? value : "");

export function readCourseSearch(params: URLSearchParams): CourseSearchState {
  const requested = params.get("page") ?? "1";
  const page = /^\d{1,16}$/.test(requested) ? Math.min(Math.max(Number(requested), 1), MAX_PAGE) : 1;
  return {
    search: (params.get("search") ?? params.get("q") ?? "").trim().slice(0, 100),
    level: oneOf(params.get("level"), COURSE_LEVEL_OPTIONS),
    pricing: oneOf(params.get("pricing"), COURSE_PRICING_OPTIONS),
    featured: params.get("featured") === "1",
    page,
  };
}

/** The address of a state: changing a filter starts again at page 1. */
export function courseSearchHref(state: CourseSearchState, change: Partial<CourseSearchState> = {}): string {
  const next = { ...state, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.search) params.set("search", next.search);
  if (next.level) params.set("level", next.level);
  if (next.pricing) params.set("pricing", next.pricing);
  if (next.featured) params.set("featured", "1");
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `?${query}` : "?";
}

export const isFiltered = (state: CourseSearchState) => Boolean(state.search || state.level || state.pricing || state.featured);
