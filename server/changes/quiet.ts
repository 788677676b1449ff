/**
 * Public changes are recorded by database triggers (migration 0025). A transaction that
 * calls this first records none: the first load of the catalogue (every tool would be
 * "new"), and a save an admin marks as a correction of a mistake rather than a change.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

type Executor = Pick<Database, "execute">;

/** For the rest of the current transaction only (set_config's third argument). */
export async function recordNoPublicChanges(tx: Executor): Promise<void> {
  await tx.execute(sql`select set_config('atelier.quiet_changes', 'on', true)`);
}

/** The public changes the rest of the transaction records were suggested by a reader or the tool's maker (public_changes.suggested_by). */
export async function recordSuggestedBy(tx: Executor, origin: "reader" | "maker"): Promise<void> {
  await tx.execute(sql`select set_config('atelier.suggested_by', ${origin}, true)`);
}
