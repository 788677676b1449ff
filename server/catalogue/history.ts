/** The catalogue's change history: who changed which field of a tool, category or course, from what to what. */
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { catalogueChanges } from "../db/schema";

export type CatalogueEntity = "tool" | "category" | "course";
export type Actor = { id: string; email: string };
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;
type Writer = Pick<Database, "insert">;

/** The fields whose value differs; `before` undefined means the row is new. */
export function differences(before: Record<string, unknown> | undefined, after: Record<string, unknown>): FieldChanges {
  const changes: FieldChanges = {};
  for (const [field, value] of Object.entries(after)) {
    const old = before?.[field] ?? null;
    if (old !== value) changes[field] = { before: old, after: value };
  }
  return changes;
}

/** What a deletion took away: every field, from its value to nothing. */
export function removal(before: Record<string, unknown>): FieldChanges {
  return differences(before, Object.fromEntries(Object.keys(before).map((key) => [key, null])));
}

export async function recordChange(tx: Writer, actor: Actor, entity: CatalogueEntity, entityId: string, action: string, changes: FieldChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await tx.insert(catalogueChanges).values({ entity, entityId, action, userId: actor.id, userEmail: actor.email, changes });
}

/** Every recorded change of one row, newest first. */
export async function findHistory(db: Database, entity: CatalogueEntity, entityId: string) {
  return db
    .select({ id: catalogueChanges.id, action: catalogueChanges.action, userEmail: catalogueChanges.userEmail, changes: catalogueChanges.changes, changedAt: catalogueChanges.changedAt })
    .from(catalogueChanges)
    .where(and(eq(catalogueChanges.entity, entity), eq(catalogueChanges.entityId, entityId)))
    .orderBy(desc(catalogueChanges.changedAt));
}
