/**
 * Moves the catalogue (categories, tools, courses) between a running site's
 * database and JSON in the format of data/catalogue/*.json, so it can be
 * backed up, reviewed in git and restored.
 *
 * Export writes what the database holds, sorted by slug so exports diff
 * cleanly. Import validates with the seed schemas, then upserts by slug in
 * one transaction and reports what it created and changed. It never deletes
 * rows, and never touches what the catalogue does not describe: a tool's
 * featured flag and rank, its logo once created, blog posts, users.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { isRecord, keysOf, oneOf } from "~/lib/records";
import type { Database } from "../db/client";
import {
  categorySchema,
  COURSE_LEVELS,
  COURSE_PRICING,
  courseSchema,
  toolSchema,
  type CatalogueCategory,
  type CatalogueCourse,
  type CatalogueTool,
} from "./file";
import { aiCourses, aiTools, categories, type CategoryTranslations } from "../db/schema";
import { replaceCourseTools, taughtToolSlugs } from "../courses/taught-tools";
import { rebuildSearchLexicon } from "../search/lexicon";
import { refreshSearchTermsOfCategory } from "../tools/search-terms";
import { addedColumns, catalogueLogoUrl, isUploadedLogo, toolColumns, toolEntry } from "./tool-entry";

export interface CatalogueData {
  categories: CatalogueCategory[];
  tools: CatalogueTool[];
  courses: CatalogueCourse[];
}

type Kind = keyof CatalogueData;

export interface ImportReport {
  created: Record<Kind, string[]>;
  updated: Record<Kind, { slug: string; fields: string[] }[]>;
  unchanged: Record<Kind, number>;
}

/** Import refused the data (invalid entry, duplicate slug, unknown category); nothing was written. */
export class CatalogueImportError extends Error {
  override name = "CatalogueImportError";
}

const dataSchema = z.object({
  categories: z.array(categorySchema),
  tools: z.array(toolSchema),
  courses: z.array(courseSchema),
});

/** Code-unit order: the same on every machine and database collation. */
const bySlug = (a: { slug: string }, b: { slug: string }) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function exportCatalogue(db: Database): Promise<CatalogueData> {
  // One snapshot, so a tool never names a category the export does not hold.
  return db.transaction(
    async (tx) => {
      const categoryRows = await tx.select().from(categories);
      const toolRows = await tx
        .select({ tool: aiTools, categorySlug: categories.slug })
        .from(aiTools)
        .leftJoin(categories, eq(aiTools.categoryId, categories.id));
      const courseRows = await tx.select().from(aiCourses);
      const taught = await taughtToolSlugs(tx);

      // Field order as in data/catalogue/*.json. Rows are written as they are: an entry the
      // catalogue format cannot hold (a tool without category) is left for validateCatalogue to flag.
      return {
        categories: categoryRows
          .map((c) => ({
            name: c.name,
            displayName: c.displayName,
            slug: c.slug,
            description: c.description,
            icon: c.icon,
            colour: c.colour,
            sortOrder: c.sortOrder,
            searchPhrases: c.searchPhrases,
            translations: translationsInOrder(c.translations),
          }))
          .sort(bySlug),
        tools: toolRows.map(({ tool, categorySlug }) => toolEntry(tool, categorySlug ?? "")).sort(bySlug),
        courses: courseRows
          .map((c) => ({
            name: c.name,
            slug: c.slug,
            platform: c.platformName,
            level: oneOf(COURSE_LEVELS, c.level, "course level"),
            pricing: oneOf(COURSE_PRICING, c.pricing, "course pricing"),
            // A course without a link is exported as one the import refuses, not given one.
            link: c.link ?? "",
            description: c.description,
            featured: c.isFeatured,
            tools: taught.get(c.slug) ?? [],
          }))
          .sort(bySlug),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/**
 * Checks data against the catalogue schemas and for duplicate slugs; throws a
 * CatalogueImportError naming the first bad entry. Category references are
 * checked by importCatalogue, which knows the database's categories too.
 */
export function validateCatalogue(data: unknown): CatalogueData {
  const result = dataSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const [list, index, ...field] = issue.path;
    if (typeof list === "string" && typeof index === "number") {
      const entries = isRecord(data) ? data[list] : undefined;
      const entry: unknown = Array.isArray(entries) ? entries[index] : undefined;
      const slug = isRecord(entry) && typeof entry.slug === "string" ? ` (${entry.slug})` : "";
      const where = field.length > 0 ? ` ${field.join(".")}` : "";
      throw new CatalogueImportError(`${list}[${index}]${slug}${where}: ${issue.message}`);
    }
    throw new CatalogueImportError(`${issue.path.join(".") || "data"}: ${issue.message}`);
  }
  for (const kind of ["categories", "tools", "courses"] as const) {
    const seen = new Set<string>();
    for (const entry of result.data[kind]) {
      if (seen.has(entry.slug)) throw new CatalogueImportError(`${kind}: slug "${entry.slug}" appears twice`);
      seen.add(entry.slug);
    }
  }
  return result.data;
}

/**
 * A category's translations with languages and fields in the catalogue's order: the database
 * hands JSON objects back with their keys sorted its own way.
 */
function translationsInOrder(translations: CategoryTranslations): CategoryTranslations {
  const ordered: CategoryTranslations = {};
  for (const locale of ["es", "fr", "de"] as const) {
    const texts = translations[locale];
    if (!texts) continue;
    ordered[locale] = {};
    if (texts.displayName !== undefined) ordered[locale].displayName = texts.displayName;
    if (texts.description !== undefined) ordered[locale].description = texts.description;
  }
  return ordered;
}

/** The JSON fields whose value differs, in the catalogue's field order. */
function changedFields<T extends object>(incoming: T, current: T): string[] {
  return keysOf(incoming).filter((key) => JSON.stringify(incoming[key]) !== JSON.stringify(current[key]));
}

const INSERT_CHUNK = 500;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await insert(rows.slice(i, i + INSERT_CHUNK));
}

export async function importCatalogue(db: Database, data: unknown): Promise<ImportReport> {
  const incoming = validateCatalogue(data);
  return db.transaction(async (tx) => {
    const report = await upsertCatalogue(tx, incoming);
    await rebuildSearchLexicon(tx);
    return report;
  });
}

/**
 * The one write of catalogue entries, for the import and the seed: upserts by slug what the entries
 * describe, and says what it created and changed. Refuses (CatalogueImportError) a tool of an unknown
 * category or a course teaching an unknown tool. The caller holds the transaction and rebuilds the
 * search lexicon once it has written everything else.
 */
export async function upsertCatalogue(tx: Transaction, incoming: CatalogueData): Promise<ImportReport> {
  const report: ImportReport = {
    created: { categories: [], tools: [], courses: [] },
    updated: { categories: [], tools: [], courses: [] },
    unchanged: { categories: 0, tools: 0, courses: 0 },
  };
  const existingCategories = await tx.select().from(categories);
  const knownCategories = new Set([...existingCategories.map((c) => c.slug), ...incoming.categories.map((c) => c.slug)]);
  for (const tool of incoming.tools) {
    if (!knownCategories.has(tool.category)) {
      throw new CatalogueImportError(`Tool "${tool.slug}" (${tool.name}) names unknown category "${tool.category}"`);
    }
  }

  const toolSlugs = new Set([...(await tx.select({ slug: aiTools.slug }).from(aiTools)).map((t) => t.slug), ...incoming.tools.map((t) => t.slug)]);
  for (const course of incoming.courses) {
    const unknown = course.tools.find((slug) => !toolSlugs.has(slug));
    if (unknown) throw new CatalogueImportError(`Course "${course.slug}" teaches unknown tool "${unknown}"`);
  }

  await importCategories(tx, incoming.categories, existingCategories, report);
  await importTools(tx, incoming.tools, report);
  await importCourses(tx, incoming.courses, report);
  return report;
}

async function importCategories(
  tx: Transaction,
  incoming: CatalogueCategory[],
  existing: (typeof categories.$inferSelect)[],
  report: ImportReport,
) {
  const bySlugMap = new Map(existing.map((c) => [c.slug, c]));
  const toCreate: CatalogueCategory[] = [];
  for (const category of incoming) {
    const row = bySlugMap.get(category.slug);
    if (!row) {
      toCreate.push(category);
      continue;
    }
    const fields = changedFields({ ...category, translations: translationsInOrder(category.translations) }, {
      name: row.name,
      displayName: row.displayName,
      slug: row.slug,
      description: row.description,
      icon: row.icon,
      colour: row.colour,
      sortOrder: row.sortOrder,
      searchPhrases: row.searchPhrases,
      translations: translationsInOrder(row.translations),
    });
    if (fields.length === 0) {
      report.unchanged.categories += 1;
      continue;
    }
    const { slug: _slug, ...values } = category;
    await tx.update(categories).set(values).where(eq(categories.id, row.id));
    if (category.name !== row.name || category.displayName !== row.displayName) {
      // Tools copy the category's name (category_name, and the words search finds them by): keep them in step.
      await refreshSearchTermsOfCategory(tx, row.id);
    }
    report.updated.categories.push({ slug: category.slug, fields });
  }
  await insertInChunks(toCreate, (chunk) => tx.insert(categories).values(chunk));
  report.created.categories = toCreate.map((c) => c.slug);
}

async function importTools(tx: Transaction, incoming: CatalogueTool[], report: ImportReport) {
  const categoryRows = await tx.select({ id: categories.id, slug: categories.slug, name: categories.name, displayName: categories.displayName }).from(categories);
  const categoryBySlug = new Map(categoryRows.map((c) => [c.slug, c]));
  const categorySlugById = new Map(categoryRows.map((c) => [c.id, c.slug]));
  const slugs = incoming.map((t) => t.slug);
  const existing = slugs.length === 0 ? [] : await tx.select().from(aiTools).where(inArray(aiTools.slug, slugs));
  const existingBySlug = new Map(existing.map((t) => [t.slug, t]));

  const toCreate: CatalogueTool[] = [];
  for (const tool of incoming) {
    const category = categoryBySlug.get(tool.category)!;
    const row = existingBySlug.get(tool.slug);
    if (!row) {
      toCreate.push(tool);
      continue;
    }
    const current = toolEntry(row, (row.categoryId === null ? undefined : categorySlugById.get(row.categoryId)) ?? "");
    // A logo an admin uploaded is not the catalogue's to change; a tool entered the directory once.
    const fields = changedFields(tool, current).filter((field) => (field !== "logo" || !isUploadedLogo(row.logoUrl)) && field !== "added");
    const columns = toolColumns(tool, category);
    if (fields.length === 0) {
      report.unchanged.tools += 1;
      // Not catalogue fields, so not reported, but stale copies of the category's name are fixed.
      if (row.categoryName !== columns.categoryName || row.searchTags !== columns.searchTags) {
        await tx.update(aiTools).set({ categoryName: columns.categoryName, searchTags: columns.searchTags }).where(eq(aiTools.id, row.id));
      }
      continue;
    }
    await tx
      .update(aiTools)
      .set({ ...columns, logoUrl: isUploadedLogo(row.logoUrl) ? row.logoUrl : catalogueLogoUrl(tool), updatedAt: sql`now()` })
      .where(eq(aiTools.id, row.id));
    report.updated.tools.push({ slug: tool.slug, fields });
  }

  await insertInChunks(toCreate, (chunk) =>
    tx.insert(aiTools).values(chunk.map((t) => ({ slug: t.slug, logoUrl: catalogueLogoUrl(t), ...addedColumns(t), ...toolColumns(t, categoryBySlug.get(t.category)!) }))),
  );
  report.created.tools = toCreate.map((t) => t.slug);
}

async function importCourses(tx: Transaction, incoming: CatalogueCourse[], report: ImportReport) {
  const slugs = incoming.map((c) => c.slug);
  const existing = slugs.length === 0 ? [] : await tx.select().from(aiCourses).where(inArray(aiCourses.slug, slugs));
  const existingBySlug = new Map(existing.map((c) => [c.slug, c]));
  const taught = await taughtToolSlugs(tx);
  const columns = (c: CatalogueCourse) => ({
    name: c.name,
    description: c.description,
    level: c.level,
    pricing: c.pricing,
    isFeatured: c.featured,
    platformName: c.platform,
    link: c.link,
  });

  const toCreate: CatalogueCourse[] = [];
  for (const course of incoming) {
    const row = existingBySlug.get(course.slug);
    if (!row) {
      toCreate.push(course);
      continue;
    }
    const fields = changedFields(course, {
      name: row.name,
      slug: row.slug,
      platform: row.platformName,
      level: oneOf(COURSE_LEVELS, row.level, "course level"),
      pricing: oneOf(COURSE_PRICING, row.pricing, "course pricing"),
      link: row.link ?? "",
      description: row.description,
      featured: row.isFeatured,
      tools: taught.get(row.slug) ?? [],
    });
    if (fields.length === 0) {
      report.unchanged.courses += 1;
      continue;
    }
    await tx.update(aiCourses).set(columns(course)).where(eq(aiCourses.id, row.id));
    report.updated.courses.push({ slug: course.slug, fields });
  }
  await insertInChunks(toCreate, (chunk) => tx.insert(aiCourses).values(chunk.map((c) => ({ slug: c.slug, ...columns(c) }))));
  report.created.courses = toCreate.map((c) => c.slug);
  await replaceCourseTools(tx, incoming);
}
