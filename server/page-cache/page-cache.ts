/**
 * The anonymous page cache of this process, and how it learns that pages
 * changed. Every write to what visitors see fires NOTIFY public_pages_changed
 * (database triggers, migration 0021), which every instance LISTENs to: the
 * cache is emptied the moment the notice arrives. Without a working listener
 * nothing is cached, since a missed notice would mean stale pages.
 *
 * A render that began before a notice is not kept (generation check), and a
 * request that may have written waits in settle() until every notice it
 * caused has reached this process, so its own next page is never stale.
 * The same notices empty the public reads kept by server/cache.ts, so the
 * listener runs even when pages are not kept (PAGE_CACHE=off).
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { hearChangesOf, invalidateCachedReads } from "../cache";
import type { DatabaseHandle } from "../db/client";
import { log } from "../log/index";
import { processSingleton } from "../process-singleton";
import { PartitionedPageStore } from "./store";

export const PUBLIC_PAGES_CHANGED = "public_pages_changed";
/** Pings this process sends itself: notices arrive in commit order, so its ping comes after them. */
const SETTLED = "public_pages_settled";
/** A ping that does not come back within this time empties the cache instead. */
const SETTLE_TIMEOUT_MS = 2000;

export class PageCache {
  readonly pages: PartitionedPageStore;
  private generationCount = 0;
  private listening = false;
  private stopListening?: () => Promise<void>;
  private stopHearing?: () => void;
  private ping?: (token: string) => Promise<unknown>;
  private readonly waiting = new Map<string, () => void>();

  constructor(maxBytes: number) {
    this.pages = new PartitionedPageStore(maxBytes);
  }

  async start(handle: DatabaseHandle): Promise<void> {
    const { db } = handle;
    this.ping = (token) => handle.db.execute(sql`select pg_notify(${SETTLED}, ${token})`);
    this.stopListening = await handle.listen([PUBLIC_PAGES_CHANGED, SETTLED], {
      onNotification: (channel, payload) => {
        if (channel === PUBLIC_PAGES_CHANGED) this.invalidate();
        else this.waiting.get(payload)?.();
      },
      onLost: () => {
        this.listening = false;
        hearChangesOf(db, false);
        this.invalidate();
        for (const resolve of this.waiting.values()) resolve();
      },
      onRestored: () => {
        this.invalidate();
        this.listening = true;
        hearChangesOf(db, true);
      },
    });
    this.listening = true;
    hearChangesOf(db, true);
    this.stopHearing = () => hearChangesOf(db, false);
  }

  /** Whether pages may be served from and kept in the cache now. */
  get enabled(): boolean {
    return this.listening;
  }

  /** Changes whenever the cache is emptied; a render keeps its page only if it has not changed meanwhile. */
  get generation(): number {
    return this.generationCount;
  }

  invalidate(): void {
    this.generationCount++;
    this.pages.clear();
    // The public reads this process keeps (catalogue lists, a tool's page data) are part of those pages too.
    invalidateCachedReads();
  }

  /**
   * Resolves once every change committed before the call has emptied this process's cache.
   * While notices are not heard, the writer's own change could not arrive that way: the
   * reads this process keeps a few minutes are dropped at once, so its own next page is fresh.
   */
  async settle(): Promise<void> {
    if (!this.listening || !this.ping) {
      this.invalidate();
      return;
    }
    const token = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      this.waiting.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS);
    });
    try {
      await this.ping(token);
      if (!(await arrived)) {
        log.warn("A change notice did not come back in time; emptying the page cache");
        this.invalidate();
      }
    } catch (error) {
      log.warn({ err: error }, "Could not confirm change notices; emptying the page cache");
      this.invalidate();
    } finally {
      clearTimeout(timer);
      this.waiting.delete(token);
    }
  }

  async stop(): Promise<void> {
    this.listening = false;
    this.stopHearing?.();
    this.invalidate();
    await this.stopListening?.();
  }
}

const processCache = processSingleton<PageCache | null>("page-cache");

/** The process's cache and change listener, once the server has started it. */
export function processPageCache(): PageCache | null {
  return processCache.get() ?? null;
}

export function setProcessPageCache(cache: PageCache | null): void {
  processCache.set(cache);
}
