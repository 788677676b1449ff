/**
 * Per-process copies of public reads: what every anonymous visitor sees
 * (catalogue lists, counts, a tool's page), never anything personal.
 *
 * Copies are dropped together with the page cache: every write to what
 * visitors see NOTIFYs every instance (server/page-cache/page-cache.ts),
 * which calls invalidateCachedReads(). While this process hears those
 * notices for a database, a copy is kept until the next change; while it
 * does not (no listener, or its connection is down), another instance's
 * write would go unseen, so a copy is kept at most `ttlMs` (0: not at all).
 */
export const FIVE_MINUTES = 5 * 60 * 1000;
/** Kept only while change notices are heard. */
export const UNTIL_CHANGED = 0;

/**
 * Bumped by every change notice, and by a write request settled while notices are not heard
 * (PageCache.settle): every copy made before it is dropped. Code that writes never calls it:
 * the database's notices are the one path by which a change empties what is kept.
 */
let generation = 0;
export function invalidateCachedReads(): void {
  generation++;
}

/** Databases whose change notices this process hears now. */
const heard = new WeakSet<object>();
export function hearChangesOf(db: object, hearing: boolean): void {
  if (hearing) heard.add(db);
  else heard.delete(db);
}

interface Entry<T> {
  value: Promise<T>;
  expires: number;
  generation: number;
}

/**
 * Copies per database and key (a slug, an id), at most `maxEntries` per
 * database, the oldest dropped first, so addresses nobody has (bots) cannot
 * grow it without bound. What the load needs beyond the key (`rest`, such as the
 * search a JSON key was written from) is passed on to it; the key must stand for it.
 */
export function cachedPerKey<Db extends object, K extends string | number, T, Rest extends unknown[] = []>(
  ttlMs: number,
  load: (db: Db, key: K, ...rest: Rest) => Promise<T>,
  maxEntries = 1000,
): (db: Db, key: K, ...rest: Rest) => Promise<T> {
  const perDatabase = new WeakMap<Db, Map<K, Entry<T>>>();
  return (db, key, ...rest) => {
    const hearing = heard.has(db);
    if (!hearing && ttlMs <= 0) return load(db, key, ...rest);
    let entries = perDatabase.get(db);
    if (!entries) perDatabase.set(db, (entries = new Map()));
    const now = Date.now();
    const entry = entries.get(key);
    if (entry && entry.generation === generation && (hearing || entry.expires > now)) return entry.value;
    // Stamped with the generation it started in: a change that lands while it loads makes it old at once.
    const value = load(db, key, ...rest);
    entries.delete(key);
    entries.set(key, { value, expires: now + ttlMs, generation });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    // A failed load is not kept: the next caller tries again.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}

/** One copy per database. */
export function cachedPerDatabase<Db extends object, T>(ttlMs: number, load: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const cached = cachedPerKey(ttlMs, (db: Db) => load(db), 1);
  return (db) => cached(db, 0);
}
