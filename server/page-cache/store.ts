/**
 * Rendered pages kept in memory, least recently used dropped first once the
 * bodies pass `maxBytes`. Each entry holds the body three ways (plain, gzip,
 * brotli), so a hit costs no compression.
 */
export interface CachedPage {
  /** Headers the page was first sent with (Content-Type, the CSP that names its nonce, ...). */
  headers: Record<string, string>;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

export const sizeOf = (page: CachedPage) => page.identity.length + page.gzip.length + page.brotli.length;

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
