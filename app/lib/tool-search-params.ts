/**
 * Search and filters live in the URL (?search=&category=&pricing=&platform=&task=&free=1
 * &open-source=1&commercial=free-plan&commercial=paid-plans&no-watermark=1&no-card=1&no-training=1
 * &max-price=20&sort=&page=), so a result can be shared and the back button works. The API takes
 * the same parameters (server/api/params.ts).
 */
import { isOneOf } from "./records";
import { isPlatform, isUseCase } from "./tool-facts";

/** The orders people can choose (server/tools/search.ts TOOL_SORTS); empty means the default. */
export const SORT_OPTIONS = [
  { value: "", label: "Best match / most notable" },
  { value: "notable", label: "Most notable" },
  { value: "newest", label: "Newest" },
  { value: "name", label: "Name" },
  { value: "favourites", label: "Most favourited" },
  { value: "rating", label: "Highest rated" },
  { value: "price", label: "Lowest price" },
] as const;
type SortValue = (typeof SORT_OPTIONS)[number]["value"];
export const SORT_VALUES: SortValue[] = SORT_OPTIONS.map((option) => option.value);

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
  /** Some plan allows commercial use (commercial=1: links made before the per-plan filters). */
  commercialUse: boolean;
  /** The free plan's own terms allow commercial use. */
  commercialFreePlan: boolean;
  /** The paid plans' terms allow commercial use. */
  commercialPaidPlans: boolean;
  /** The free plan's outputs carry no watermark. */
  noWatermark: boolean;
  /** The free plan starts without a payment card. */
  noCard: boolean;
  /** The maker does not train on users' content by default. */
  noTraining: boolean;
  /** The cheapest plan costs at most this many US dollars a month (0: entirely free); null: any price. */
  maxPrice: number | null;
  page: number;
}

/**
 * The yes/no filters, with their URL parameter and value. `offered: false`: read from older links
 * and shown while on, but not offered in the menu (the per-plan filters say more).
 */
export const FLAG_FILTERS = [
  { key: "freeTier", param: "free", value: "1", label: "Has a free plan", offered: true },
  { key: "openSource", param: "open-source", value: "1", label: "Open source", offered: true },
  { key: "commercialFreePlan", param: "commercial", value: "free-plan", label: "Free plan you may use commercially", offered: true },
  { key: "commercialPaidPlans", param: "commercial", value: "paid-plans", label: "Paid plans allow commercial use", offered: true },
  { key: "commercialUse", param: "commercial", value: "1", label: "Commercial use allowed", offered: false },
  { key: "noWatermark", param: "no-watermark", value: "1", label: "No watermark on the free plan", offered: true },
  { key: "noCard", param: "no-card", value: "1", label: "No card needed for the free plan", offered: true },
  { key: "noTraining", param: "no-training", value: "1", label: "Does not train on your content", offered: true },
] as const;
export const FLAG_KEYS = FLAG_FILTERS.map((flag) => flag.key);

/** The price ceilings offered, in US dollars a month; 0 is "free". */
export const PRICE_CEILINGS = [0, 10, 20, 50] as const;

/** Far beyond any real result list; keeps the database offset a small, exact integer. */
export const MAX_PAGE = 10_000;

/** A price ceiling as the URL gives it: a sum of dollars (cents at most); anything else is no ceiling. */
function readPrice(value: string | null): number | null {
  return value !== null && /^\d{1,6}(\.\d{1,2})?$/.test(value) ? Number(value) : null;
}

const unique = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

export function readToolSearch(params: URLSearchParams): ToolSearchState {
  const requested = params.get("page") ?? "1";
  const page = /^\d{1,16}$/.test(requested) ? Math.min(Number(requested), MAX_PAGE) : 1;
  const sort = params.get("sort") ?? "";
  return {
    sort: isOneOf(SORT_VALUES, sort) ? sort : "",
    // ?q= is what people and other sites type for a search; it means the same as ?search=.
    search: (params.get("search") ?? params.get("q") ?? "").trim().slice(0, 100),
    categories: unique(params.getAll("category")).slice(0, 50),
    pricing: unique(params.getAll("pricing")).slice(0, 10),
    platforms: unique(params.getAll("platform")).filter(isPlatform),
    tasks: unique(params.getAll("task")).filter(isUseCase),
    freeTier: params.get("free") === "1",
    openSource: params.get("open-source") === "1",
    commercialUse: params.getAll("commercial").includes("1"),
    commercialFreePlan: params.getAll("commercial").includes("free-plan"),
    commercialPaidPlans: params.getAll("commercial").includes("paid-plans"),
    noWatermark: params.get("no-watermark") === "1",
    noCard: params.get("no-card") === "1",
    noTraining: params.get("no-training") === "1",
    maxPrice: readPrice(params.get("max-price")),
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
  for (const flag of FLAG_FILTERS) if (state[flag.key]) params.append(flag.param, flag.value);
  if (state.maxPrice !== undefined && state.maxPrice !== null) params.set("max-price", String(state.maxPrice));
  if (state.sort) params.set("sort", state.sort);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  return params;
}

export function isSearchActive(state: ToolSearchState): boolean {
  return Boolean(state.search || hasToolFilters(state));
}

export function hasToolFilters(state: ToolSearchState): boolean {
  return Boolean(
    state.categories.length || state.pricing.length || state.platforms.length || state.tasks.length || FLAG_FILTERS.some((flag) => state[flag.key]) || state.maxPrice !== null,
  );
}

/** The query string of another page of the same search. */
export function pageHref(state: ToolSearchState, page: number): string {
  return `?${writeToolSearch({ ...state, page }).toString()}`;
}
