/**
 * A small per-process cache for reads that change rarely (ticker, footer,
 * filter options): each database handle gets its own entry, kept for at
 * most `ttlMs`. Several instances each keep their own copy.
 */
export const FIVE_MINUTES = 5 * 60 * 1000;

/** Bumped when an admin changes the catalogue: this process's copies are dropped at once (others within the TTL). */
let generation = 0;
export function invalidateCachedReads(): void {
  generation++;
}

export function cachedPerDatabase<Db extends object, T>(
  ttlMs: number,
  load: (db: Db) => Promise<T>,
): (db: Db) => Promise<T> {
  const entries = new WeakMap<Db, { value: Promise<T>; expires: number; generation: number }>();
  return (db) => {
    const now = Date.now();
    const entry = entries.get(db);
    if (entry && entry.expires > now && entry.generation === generation) return entry.value;
    const value = load(db);
    entries.set(db, { value, expires: now + ttlMs, generation });
    // A failed load is not kept: the next caller tries again.
    value.catch(() => {
      if (entries.get(db)?.value === value) entries.delete(db);
    });
    return value;
  };
}
