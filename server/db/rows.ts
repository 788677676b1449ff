/** The rows of a raw `db.execute` answer: node-postgres and PGlite shape it alike, but Drizzle types it per driver. */
// The casts only choose between the two shapes the drivers give; the caller states the row type it selected.
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
