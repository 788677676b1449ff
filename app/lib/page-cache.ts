/**
 * Which pages say they may be kept and served to every anonymous visitor
 * (server/page-cache). A route opts in through its handle; a page showing
 * anything personal, or changing with every visit, must not.
 */
import { isRecord } from "./records";

export interface PageCacheHandle {
  /** A function decides from the address and what the page's loader returned. */
  pageCache?: true | ((url: URL, loaderData: unknown) => boolean);
}

/** Spread into a route's handle: the same HTML for every anonymous visitor to this address. */
export const cacheablePage: PageCacheHandle = { pageCache: true };

/**
 * Tool searches are rendered each time when ordered by favourites (every heart anyone clicks
 * changes them) and when they find nothing (each such search is counted for the admins).
 */
export const cacheableToolSearch: PageCacheHandle = {
  pageCache: (url, loaderData) => url.searchParams.get("sort") !== "favourites" && !(isRecord(loaderData) && loaderData.total === 0),
};

export function isCacheablePage(handle: unknown, url: URL, loaderData: unknown): boolean {
  const rule = isRecord(handle) ? handle.pageCache : undefined;
  return rule === true || (typeof rule === "function" && rule(url, loaderData) === true);
}

/** Shared caches (a CDN) may keep a public page a minute and serve it a while longer as they refresh it. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** Everything else is for this visitor only. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-cache";
/** A signed-in visitor's data for client-side navigation: never stored anywhere. */
export const PERSONAL_DATA_CACHE_CONTROL = "private, no-store";
