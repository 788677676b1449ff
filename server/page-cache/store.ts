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
