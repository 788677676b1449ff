/**
 * The words a tool is found by beyond its name and description: its
 * category, the labels of its use cases and its features (weight B), and its
 * platforms (weight D). Kept in columns of the tool, so the search vector can
 * be a generated column with one GIN index.
 */
import { eq } from "drizzle-orm";
import { platformLabel, labelOfUseCase } from "~/lib/tool-facts";
import type { Database } from "../db/client";
import { aiTools, categories } from "../db/schema";

export interface SearchTermSource {
  categoryName: string | null;
  categoryDisplayName?: string | null;
  useCases: string[];
  features: string[];
  platforms: string[];
}

export function toolSearchTerms(tool: SearchTermSource): { searchTags: string; searchPlatforms: string } {
  const categoryNames = [...new Set([tool.categoryName, tool.categoryDisplayName].filter((name): name is string => Boolean(name)))];
  const useCases = tool.useCases.map((slug) => labelOfUseCase(slug)).filter((label): label is string => Boolean(label));
  return {
    searchTags: [...categoryNames, ...useCases, ...tool.features].join(". "),
    searchPlatforms: tool.platforms.map((slug) => platformLabel(slug) ?? slug).join(". "),
  };
}

/** After a category is renamed: its tools are found by the new name, not the old one. */
export async function refreshSearchTermsOfCategory(db: Pick<Database, "select" | "update">, categoryId: number): Promise<void> {
  const rows = await db
    .select({ id: aiTools.id, useCases: aiTools.useCases, features: aiTools.features, platforms: aiTools.platforms, categoryName: categories.name, categoryDisplayName: categories.displayName })
    .from(aiTools)
    .innerJoin(categories, eq(aiTools.categoryId, categories.id))
    .where(eq(aiTools.categoryId, categoryId));
  for (const row of rows) {
    await db.update(aiTools).set({ categoryName: row.categoryName, ...toolSearchTerms(row) }).where(eq(aiTools.id, row.id));
  }
}
