/**
 * Rendered pages kept in memory, least recently used dropped first once the
 * bodies pass `maxBytes`. Each entry holds the body three ways (plain, gzip,
 * brotli), so a hit costs no compression.
 */
import type { Encoding } from "./request-key";

/** A kept page as sent in one encoding: the body, and every header with it, as name-value pairs. */
export interface PageVariant {
  body: Buffer;
  headers: string[];
}

export interface CachedPage {
  etag: string;
  /**
   * The page in each encoding, its headers written out once when it is kept: building them per
   * hit (a copy of the page's headers, then the encoding's) cost as much as the rest of a hit.
   */
  variants: Record<Encoding, PageVariant>;
  /** What a 304 carries: the page's headers without the encoding's. */
  notModified: string[];
}

export const sizeOf = (page: CachedPage) => page.variants.identity.body.length + page.variants.gzip.body.length + page.variants.br.body.length;

export class PageStore {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: CachedPage): void {
    const size = sizeOf(page);
    // One page larger than the whole budget would only empty the cache.
    if (size > this.maxBytes) return;
    this.delete(key);
    this.pages.set(key, page);
    this.bytes += size;
    for (const [oldest, evicted] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= sizeOf(evicted);
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= sizeOf(page);
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  get size() {
    return { pages: this.pages.size, bytes: this.bytes };
  }
}

/**
 * Addresses with a query (a search, a filter, a page number, or any parameter at all) are
 * endless: a script asking for a new one each time would, in one store, push every page out.
 * They get a quarter of the budget of their own, so at worst they push out each other, and the
 * addresses without a query (the home page, tools, categories, posts) stay.
 */
export const QUERY_SHARE = 0.25;

export class PartitionedPageStore {
  private readonly plain: PageStore;
  private readonly queried: PageStore;

  constructor(maxBytes: number) {
    this.queried = new PageStore(Math.floor(maxBytes * QUERY_SHARE));
    this.plain = new PageStore(maxBytes - Math.floor(maxBytes * QUERY_SHARE));
  }

  private storeOf(key: string): PageStore {
    return key.includes("?") ? this.queried : this.plain;
  }

  get(key: string): CachedPage | undefined {
    return this.storeOf(key).get(key);
  }

  set(key: string, page: CachedPage): void {
    this.storeOf(key).set(key, page);
  }

  delete(key: string): void {
    this.storeOf(key).delete(key);
  }

  clear(): void {
    this.plain.clear();
    this.queried.clear();
  }

  get size() {
    const [plain, queried] = [this.plain.size, this.queried.size];
    return { pages: plain.pages + queried.pages, bytes: plain.bytes + queried.bytes };
  }
}
