import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiTools } from "../db/schema";

/** Every tool with its featured flag, for the admin's picker. */
export async function findToolsForFeaturing(db: Database) {
  return db
    .select({ id: aiTools.id, name: aiTools.name, categoryName: aiTools.categoryName, logoUrl: aiTools.logoUrl, featured: aiTools.featured })
    .from(aiTools)
    .orderBy(asc(aiTools.name));
}

/** Replaces the whole featured set in one transaction: no visitor ever sees half of it. */
export async function replaceFeaturedTools(db: Database, toolIds: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.update(aiTools).set({ featured: false }).where(eq(aiTools.featured, true));
    if (toolIds.length === 0) return 0;
    const updated = await tx.update(aiTools).set({ featured: true }).where(inArray(aiTools.id, toolIds)).returning({ id: aiTools.id });
    return updated.length;
  });
}
