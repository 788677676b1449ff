/**
 * What admins do with categories: list, create, edit (a changed slug keeps the
 * old address working), delete (refused while tools belong to it), each change recorded.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import { slugFromTitle } from "~/lib/blog";
import { CATEGORY_TRANSLATION_FIELDS, type CategoryAdminInput } from "~/lib/schemas/catalogue-admin";
import { differences, recordChange, removal, type Actor } from "../catalogue/history";
import { refreshSearchTermsOfCategory } from "../tools/search-terms";
import type { Database } from "../db/client";
import { isUniqueViolation } from "../error-fields";
import { aiTools, categories, categorySlugRedirects, type CategoryTranslations } from "../db/schema";

export const CHANGED_ELSEWHERE = "This category was changed by someone else since you opened it. Reload it to see the latest version.";

export async function countCategories(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(categories);
  return row?.total ?? 0;
}

export async function listCategoriesForAdmin(db: Database) {
  return db
    .select({ id: categories.id, name: categories.displayName, slug: categories.slug, sortOrder: categories.sortOrder, tools: count(aiTools.id) })
    .from(categories)
    .leftJoin(aiTools, eq(aiTools.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), sql`lower(${categories.displayName})`);
}

export async function findCategoryForEditing(db: Database, id: number) {
  const [category] = await db.select().from(categories).where(eq(categories.id, id));
  return category;
}

type CategoryValues = Pick<typeof categories.$inferSelect, "name" | "displayName" | "slug" | "description" | "icon" | "colour" | "sortOrder" | "searchPhrases" | "translations">;

const snapshot = (c: CategoryValues) => ({
  name: c.name,
  displayName: c.displayName,
  slug: c.slug,
  description: c.description,
  icon: c.icon,
  colour: c.colour.toLowerCase(),
  sortOrder: c.sortOrder,
  searchPhrases: c.searchPhrases.join(", "),
  ...Object.fromEntries(
    CATEGORY_TRANSLATION_FIELDS.flatMap((f) => [
      [f.displayName, c.translations[f.locale]?.displayName ?? ""],
      [f.description, c.translations[f.locale]?.description ?? ""],
    ]),
  ),
});

/** The form's fields for each language, as stored: a language with neither text is left out. */
export function translationsOfForm(input: CategoryAdminInput): CategoryTranslations {
  const translations: CategoryTranslations = {};
  for (const f of CATEGORY_TRANSLATION_FIELDS) {
    const texts = { ...(input[f.displayName] && { displayName: input[f.displayName] }), ...(input[f.description] && { description: input[f.description] }) };
    if (Object.keys(texts).length > 0) translations[f.locale] = texts;
  }
  return translations;
}

export async function saveCategory(db: Database, actor: Actor, input: CategoryAdminInput, id?: number): Promise<{ ok: true; id: number } | { ok: false; status: number; message: string; field?: "slug" | "name" }> {
  const slug = input.slug || slugFromTitle(input.name);
  const values: CategoryValues = {
    name: input.name,
    displayName: input.displayName,
    slug,
    description: input.description,
    icon: input.icon,
    colour: input.colour.toLowerCase(),
    sortOrder: input.sortOrder,
    searchPhrases: input.searchPhrases,
    translations: translationsOfForm(input),
  };
  try {
    return await db.transaction(async (tx) => {
      const [redirected] = await tx.select({ categoryId: categorySlugRedirects.categoryId }).from(categorySlugRedirects).where(eq(categorySlugRedirects.oldSlug, slug));
      if (redirected && redirected.categoryId !== id) return { ok: false as const, status: 409, message: "Another category's old address uses this name.", field: "slug" as const };
      if (id === undefined) {
        const [created] = await tx.insert(categories).values(values).returning({ id: categories.id });
        await recordChange(tx, actor, "category", String(created!.id), "created", differences(undefined, snapshot(values)));
        return { ok: true as const, id: created!.id };
      }
      const [before] = await tx.select().from(categories).where(eq(categories.id, id));
      if (!before) return { ok: false as const, status: 404, message: "This category no longer exists." };
      const updated = await tx
        .update(categories)
        .set({ ...values, revision: sql`${categories.revision} + 1` })
        .where(and(eq(categories.id, id), eq(categories.revision, Number(input.version))))
        .returning({ id: categories.id });
      if (updated.length === 0) return { ok: false as const, status: 409, message: CHANGED_ELSEWHERE };
      if (before.slug !== slug) {
        // The old address keeps working: it leads here.
        await tx.insert(categorySlugRedirects).values({ oldSlug: before.slug, categoryId: id }).onConflictDoUpdate({ target: categorySlugRedirects.oldSlug, set: { categoryId: id } });
        await tx.delete(categorySlugRedirects).where(eq(categorySlugRedirects.oldSlug, slug));
      }
      // Tools keep a copy of their category's name.
      if (before.name !== input.name || before.displayName !== input.displayName) await refreshSearchTermsOfCategory(tx, id);
      await recordChange(tx, actor, "category", String(id), "updated", differences(snapshot(before), snapshot(values)));
      return { ok: true as const, id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, status: 409, message: "Another category already has this name or address name.", field: "slug" };
    throw error;
  }
}

export async function deleteCategory(db: Database, actor: Actor, id: number): Promise<{ ok: true } | { ok: false; message: string }> {
  return db.transaction(async (tx) => {
    const [used] = await tx.select({ n: count() }).from(aiTools).where(eq(aiTools.categoryId, id));
    if (used && used.n > 0) return { ok: false as const, message: `${used.n} tools are in this category: move them to another one first.` };
    const [before] = await tx.delete(categories).where(eq(categories.id, id)).returning();
    if (!before) return { ok: false as const, message: "This category no longer exists." };
    await recordChange(tx, actor, "category", String(id), "deleted", removal(snapshot(before)));
    return { ok: true as const };
  });
}

/** The current slug of a category that used to have `oldSlug`. */
export async function findRedirectedCategorySlug(db: Database, oldSlug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: categories.slug })
    .from(categorySlugRedirects)
    .innerJoin(categories, eq(categories.id, categorySlugRedirects.categoryId))
    .where(eq(categorySlugRedirects.oldSlug, oldSlug));
  return row?.slug;
}
