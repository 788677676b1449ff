/**
 * Search and filters live in the URL (?search=&category=&pricing=&platform=
 * &task=&free=1&open-source=1&commercial=1&no-watermark=1&no-card=1&no-training=1&sort=&page=), so a result can be
 * shared and the back button works.
 */
import { isPlatform, isUseCase } from "./tool-facts";

/** The orders people can choose (server/tools/search.ts TOOL_SORTS); empty means the default. */
export const SORT_OPTIONS = [
  { value: "", label: "Best match / most notable" },
  { value: "notable", label: "Most notable" },
  { value: "newest", label: "Newest" },
  { value: "name", label: "Name" },
  { value: "favourites", label: "Most favourited" },
  { value: "rating", label: "Highest rated" },
] as const;
type SortValue = (typeof SORT_OPTIONS)[number]["value"];

export interface ToolSearchState {
  sort: SortValue;
  search: string;
  categories: string[];
  pricing: string[];
  /** Platform slugs (app/lib/tool-facts.ts): runs on any of them. */
  platforms: string[];
  /** Use-case slugs: serves any of them. */
  tasks: string[];
  freeTier: boolean;
  openSource: boolean;
  commercialUse: boolean;
  /** The free plan's outputs carry no watermark. */
  noWatermark: boolean;
  /** The free plan starts without a payment card. */
  noCard: boolean;
  /** The maker does not train on users' content by default. */
  noTraining: boolean;
  page: number;
}

/** The yes/no filters, with their URL key and label. */
export const FLAG_FILTERS = [
  { key: "freeTier", param: "free", label: "Has a free plan" },
  { key: "openSource", param: "open-source", label: "Open source" },
  { key: "commercialUse", param: "commercial", label: "Commercial use allowed" },
  { key: "noWatermark", param: "no-watermark", label: "No watermark on the free plan" },
  { key: "noCard", param: "no-card", label: "No card needed for the free plan" },
  { key: "noTraining", param: "no-training", label: "Does not train on your content" },
] as const;

/** Far beyond any real result list; keeps the database offset a small, exact integer. */
export const MAX_PAGE = 10_000;

const unique = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

export function readToolSearch(params: URLSearchParams): ToolSearchState {
  const requested = params.get("page") ?? "1";
  const page = /^\d{1,16}$/.test(requested) ? Math.min(Number(requested), MAX_PAGE) : 1;
  const sort = params.get("sort") ?? "";
  return {
    sort: (SORT_OPTIONS.some((option) => option.value === sort) ? sort : "") as SortValue,
    // ?q= is what people and other sites type for a search; it means the same as ?search=.
    search: (params.get("search") ?? params.get("q") ?? "").trim().slice(0, 100),
    categories: unique(params.getAll("category")).slice(0, 50),
    pricing: unique(params.getAll("pricing")).slice(0, 10),
    platforms: unique(params.getAll("platform")).filter(isPlatform),
    tasks: unique(params.getAll("task")).filter(isUseCase),
    freeTier: params.get("free") === "1",
    openSource: params.get("open-source") === "1",
    commercialUse: params.get("commercial") === "1",
    noWatermark: params.get("no-watermark") === "1",
    noCard: params.get("no-card") === "1",
    noTraining: params.get("no-training") === "1",
    page: page > 0 ? page : 1,
  };
}

export function writeToolSearch(state: Partial<ToolSearchState>): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set("search", state.search);
  for (const slug of state.categories ?? []) params.append("category", slug);
  for (const model of state.pricing ?? []) params.append("pricing", model);
  for (const platform of state.platforms ?? []) params.append("platform", platform);
  for (const task of state.tasks ?? []) params.append("task", task);
  for (const flag of FLAG_FILTERS) if (state[flag.key]) params.set(flag.param, "1");
  if (state.sort) params.set("sort", state.sort);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  return params;
}

export function isSearchActive(state: ToolSearchState): boolean {
  return Boolean(state.search || hasToolFilters(state));
}

export function hasToolFilters(state: ToolSearchState): boolean {
  return Boolean(state.categories.length || state.pricing.length || state.platforms.length || state.tasks.length || state.freeTier || state.openSource || state.commercialUse || state.noWatermark || state.noCard || state.noTraining);
}

/** The query string of another page of the same search. */
export function pageHref(state: ToolSearchState, page: number): string {
  return `?${writeToolSearch({ ...state, page }).toString()}`;
}
