/** The rows of a raw `db.execute` answer: node-postgres and PGlite shape it alike, but Drizzle types it per driver. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
