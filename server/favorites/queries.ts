import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiTools, categories, userFavorites } from "../db/schema";
import { isUniqueViolation } from "../error-fields";
import { toolCardColumns, toolLinkColumns, type ToolCardData, type ToolLinks } from "../tools/queries";

export async function findFavoriteToolIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ toolId: userFavorites.toolId }).from(userFavorites).where(eq(userFavorites.userId, userId));
  return rows.map((row) => row.toolId);
}

/** The user's favourite tools, most recently saved first. */
export async function findFavoriteTools(db: Database, userId: string): Promise<(ToolCardData & ToolLinks)[]> {
  return db
    .select({ ...toolCardColumns, ...toolLinkColumns })
    .from(userFavorites)
    .innerJoin(aiTools, eq(aiTools.id, userFavorites.toolId))
    .leftJoin(categories, eq(aiTools.categoryId, categories.id))
    .where(eq(userFavorites.userId, userId))
    .orderBy(desc(userFavorites.createdAt));
}

export type AddFavoriteResult = "added" | "already" | "no-such-tool";

export async function addFavorite(db: Database, userId: string, toolId: string): Promise<AddFavoriteResult> {
  const [tool] = await db.select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.id, toolId));
  if (!tool) return "no-such-tool";
  try {
    await db.insert(userFavorites).values({ userId, toolId });
    return "added";
  } catch (error) {
    // The (user, tool) primary key turns a second save into 23505.
    if (isUniqueViolation(error)) return "already";
    throw error;
  }
}

export async function removeFavorite(db: Database, userId: string, toolId: string): Promise<boolean> {
  const removed = await db
    .delete(userFavorites)
    .where(and(eq(userFavorites.userId, userId), eq(userFavorites.toolId, toolId)))
    .returning({ toolId: userFavorites.toolId });
  return removed.length > 0;
}
