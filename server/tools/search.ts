/**
 * Directory search. A tool matches when the words match its name or
 * description (full text, name weighted above description), when the query
 * appears inside its name, or when the name is close in spelling (trigram
 * similarity), so 'midjurney' still finds Midjourney. Results are ranked by
 * relevance; without a query, newest first. Every predicate is served by an
 * index (GIN tsvector, GIN trigram on name).
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiTools, categories } from "../db/schema";
import { toolCardColumns, type ToolCardData } from "./queries";

export const MAX_QUERY_LENGTH = 100;

export interface ToolSearch {
  query?: string;
  categorySlugs?: string[];
  pricing?: string[];
  page?: number;
  pageSize?: number;
}

export interface ToolSearchResult {
  tools: ToolCardData[];
  total: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function normaliseQuery(query: string | undefined | null): string {
  return (query ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
}

function textMatch(query: string) {
  const tsQuery = sql`websearch_to_tsquery('english', ${query})`;
  const contains = `%${escapeLike(query)}%`;
  const where = sql`(${aiTools.searchVector} @@ ${tsQuery}
    or ${aiTools.name} ilike ${contains}
    or ${aiTools.name} % ${query}
    or ${query} <% ${aiTools.name})`;
  const rank = sql`(
    ts_rank_cd(${aiTools.searchVector}, ${tsQuery})
    + 2 * greatest(similarity(${aiTools.name}, ${query}), word_similarity(${query}, ${aiTools.name}))
    + case when lower(${aiTools.name}) = lower(${query}) then 5
           when ${aiTools.name} ilike ${`${escapeLike(query)}%`} then 1
           else 0 end
  )`;
  return { where, rank };
}

export async function searchTools(db: Database, search: ToolSearch): Promise<ToolSearchResult> {
  const query = normaliseQuery(search.query);
  const page = Math.max(1, Math.floor(search.page ?? 1));
  const pageSize = Math.min(100, Math.max(1, Math.floor(search.pageSize ?? 24)));

  const conditions: SQL[] = [];
  const match = query ? textMatch(query) : undefined;
  if (match) conditions.push(match.where);
  if (search.categorySlugs?.length) conditions.push(inArray(categories.slug, search.categorySlugs));
  if (search.pricing?.length) conditions.push(inArray(aiTools.pricing, search.pricing));
  const where = conditions.length ? and(...conditions) : undefined;

  const order = match
    ? [desc(match.rank), asc(aiTools.name)]
    : [desc(aiTools.createdAt), asc(aiTools.name)];

  const [tools, [totalRow]] = await Promise.all([
    db
      .select(toolCardColumns)
      .from(aiTools)
      .leftJoin(categories, eq(aiTools.categoryId, categories.id))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(aiTools)
      .leftJoin(categories, eq(aiTools.categoryId, categories.id))
      .where(where),
  ]);
  return { tools, total: totalRow?.n ?? 0 };
}

export const AUTOCOMPLETE_MIN_LENGTH = 2;
export const AUTOCOMPLETE_LIMIT = 10;

export interface ToolSuggestion {
  id: string;
  slug: string;
  name: string;
  categoryName: string | null;
  exploreNowLink: string;
}

/** Tools whose name contains the text (or nearly does), names starting with it first. */
export async function suggestTools(db: Database, text: string): Promise<ToolSuggestion[]> {
  const query = normaliseQuery(text);
  if (query.length < AUTOCOMPLETE_MIN_LENGTH) return [];
  const contains = `%${escapeLike(query)}%`;
  return db
    .select({
      id: aiTools.id,
      slug: aiTools.slug,
      name: aiTools.name,
      categoryName: categories.displayName,
      exploreNowLink: aiTools.exploreNowLink,
    })
    .from(aiTools)
    .leftJoin(categories, eq(aiTools.categoryId, categories.id))
    .where(sql`(${aiTools.name} ilike ${contains} or ${query} <% ${aiTools.name})`)
    .orderBy(
      desc(sql`${aiTools.name} ilike ${`${escapeLike(query)}%`}`),
      desc(sql`${aiTools.name} ilike ${contains}`),
      desc(sql`word_similarity(${query}, ${aiTools.name})`),
      asc(aiTools.name),
    )
    .limit(AUTOCOMPLETE_LIMIT);
}
