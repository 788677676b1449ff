/**
 * Rendered social cards, kept in memory and bounded by their bytes: the least recently
 * used go first. One entry per card (kind and slug) holding its newest version only, since
 * an older version is never served again. Concurrent requests for a card that is being
 * drawn wait for the same drawing instead of starting their own.
 */
import { createHash } from "node:crypto";

export interface CachedImage {
  body: Buffer;
  /** A strong validator: a digest of the bytes. */
  etag: string;
}

interface Entry extends CachedImage {
  version: string;
}

export class ImageCache {
  /** Map order is recency order: the first entry is the least recently used. */
  readonly #entries = new Map<string, Entry>();
  readonly #drawing = new Map<string, Promise<CachedImage>>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  /** Bytes held by the images kept. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The card's image at `version`, drawn by `render` unless kept or already being drawn. */
  get(card: string, version: string, render: () => Promise<Buffer>): Promise<CachedImage> {
    const kept = this.#entries.get(card);
    if (kept?.version === version) {
      this.#entries.delete(card);
      this.#entries.set(card, kept);
      return Promise.resolve(kept);
    }
    const key = `${card}@${version}`;
    let drawing = this.#drawing.get(key);
    if (!drawing) {
      drawing = render()
        .then((body) => {
          const image = { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"` };
          this.#keep(card, { ...image, version });
          return image;
        })
        // A failed drawing is not kept: the next request tries again.
        .finally(() => this.#drawing.delete(key));
      this.#drawing.set(key, drawing);
    }
    return drawing;
  }

  #keep(card: string, entry: Entry): void {
    const previous = this.#entries.get(card);
    // One version per card: a new one replaces the old, which no page names any more.
    if (previous) {
      this.#entries.delete(card);
      this.#bytes -= previous.body.length;
    }
    // An image larger than the whole cache is served but not kept.
    if (entry.body.length > this.maxBytes) return;
    this.#entries.set(card, entry);
    this.#bytes += entry.body.length;
    for (const [oldest, image] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= image.body.length;
    }
  }
}
