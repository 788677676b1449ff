/**
 * Directory search. A tool matches when the words match its name or
 * description (full text, name weighted above description), when the query
 * appears inside its name, or when the name is close in spelling (trigram
 * similarity), so 'midjurney' still finds Midjourney. Results are ranked by
 * relevance; without a query, newest first. Every predicate is served by an
 * index (GIN tsvector, GIN trigram on name).
 */
import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiTools, categories } from "../db/schema";
import { AUTOCOMPLETE_LIMIT, AUTOCOMPLETE_MIN_LENGTH } from "~/lib/search-rules";
import { listedTool, toolCardColumns, type ToolCardData } from "./queries";
import { byName } from "../db/order";

export const MAX_QUERY_LENGTH = 100;

/** How results are ordered; without one, relevance when searching and newest when browsing. */
export const TOOL_SORTS = ["relevance", "newest", "name", "favourites"] as const;
export type ToolSort = (typeof TOOL_SORTS)[number];

export interface ToolSearch {
  sort?: ToolSort;
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

/**
 * Tools matching the text. Each branch of the UNION is served by its own
 * index; combined with OR, the planner would scan the whole table instead.
 */
function matchingIds(query: string): SQL {
  const contains = `%${escapeLike(query)}%`;
  return sql`(
    select id from ai_tools where search_vector @@ websearch_to_tsquery('english', ${query})
    union select id from ai_tools where ${query} <% name
    union select id from ai_tools where name % ${query}
    union select id from ai_tools where name ilike ${contains}
  )`;
}

/** Exact name, then names starting with the query, then word and name similarity, then full-text relevance. */
function relevance(query: string): SQL {
  return sql`(
    case when lower(${aiTools.name}) = lower(${query}) then 5
         when ${aiTools.name} ilike ${`${escapeLike(query)}%`} then 1
         else 0 end
    + 2 * word_similarity(${query}, ${aiTools.name})
    + ts_rank(${aiTools.searchVector}, websearch_to_tsquery('english', ${query}))
  )`;
}

export async function searchTools(db: Database, search: ToolSearch): Promise<ToolSearchResult> {
  const query = normaliseQuery(search.query);
  const page = Math.max(1, Math.floor(search.page ?? 1));
  const pageSize = Math.min(100, Math.max(1, Math.floor(search.pageSize ?? 24)));

  const conditions: SQL[] = [listedTool];
  if (query) conditions.push(sql`${aiTools.id} in ${matchingIds(query)}`);
  if (search.categorySlugs?.length) conditions.push(inArray(categories.slug, search.categorySlugs));
  if (search.pricing?.length) conditions.push(inArray(aiTools.pricing, search.pricing));
  const where = conditions.length ? and(...conditions) : undefined;

  const countAll = () =>
    db
      .select({ n: count() })
      .from(aiTools)
      .leftJoin(categories, eq(aiTools.categoryId, categories.id))
      .where(where)
      .then(([row]) => row?.n ?? 0);

  const favourites = sql`(select count(*) from user_favorites f where f.tool_id = ${aiTools.id})`;
  const chosenOrder: SQL[] | undefined =
    search.sort === "name"
      ? [asc(byName(aiTools.name))]
      : search.sort === "favourites"
        ? [desc(favourites), asc(byName(aiTools.name))]
        : search.sort === "newest" && query
          ? [desc(aiTools.createdAt), asc(byName(aiTools.name))]
          : undefined;
  if (chosenOrder) {
    const [tools, total] = await Promise.all([
      db.select(toolCardColumns).from(aiTools).leftJoin(categories, eq(aiTools.categoryId, categories.id)).where(where).orderBy(...chosenOrder).limit(pageSize).offset((page - 1) * pageSize),
      countAll(),
    ]);
    return { tools, total };
  }

  if (!query) {
    // Browsing: the page comes straight from the (created_at, name) index; counting is a separate, cheap query.
    const [tools, total] = await Promise.all([
      db
        .select(toolCardColumns)
        .from(aiTools)
        .leftJoin(categories, eq(aiTools.categoryId, categories.id))
        .where(where)
        .orderBy(desc(aiTools.createdAt), asc(byName(aiTools.name)))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      countAll(),
    ]);
    return { tools, total };
  }

  // Searching: every match is ranked anyway, so the total comes with the page for free.
  const rows = await db
    .select({ ...toolCardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(aiTools)
    .leftJoin(categories, eq(aiTools.categoryId, categories.id))
    .where(where)
    .orderBy(desc(relevance(query)), asc(byName(aiTools.name)))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = rows[0]?.total ?? (page > 1 ? await countAll() : 0);
  return { tools: rows.map(({ total: _total, ...tool }) => tool), total };
}

export interface ToolSuggestion {
  id: string;
  slug: string;
  name: string;
  categoryName: string | null;
  exploreNowLink: string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const suggestionColumns = {
  id: aiTools.id,
  slug: aiTools.slug,
  name: aiTools.name,
  categoryName: categories.displayName,
  exploreNowLink: aiTools.exploreNowLink,
};

/**
 * Tools whose name starts with the text, then names that contain it, then
 * names close in spelling: each step is its own indexed query and stops as
 * soon as there are 10, so a fragment shared by thousands of names stays
 * fast. One or two characters make no whole trigram, so they match the start
 * of a word in the name, which the trigram index still serves (pg_trgm pads
 * each word with spaces).
 */
export async function suggestTools(db: Database, text: string): Promise<ToolSuggestion[]> {
  const query = normaliseQuery(text);
  if (query.length < AUTOCOMPLETE_MIN_LENGTH) return [];
  const select = (where: SQL, order: SQL[], limit: number) =>
    db
      .select(suggestionColumns)
      .from(aiTools)
      .leftJoin(categories, eq(aiTools.categoryId, categories.id))
      .where(and(where, listedTool))
      .orderBy(...order)
      .limit(limit);

  if (query.length < 3) {
    const wordStart = sql`${aiTools.name} ~* ${`(^| )${escapeRegex(query)}`}`;
    return select(wordStart, [desc(sql`${aiTools.name} ilike ${`${escapeLike(query)}%`}`), asc(byName(aiTools.name))], AUTOCOMPLETE_LIMIT);
  }

  const found: ToolSuggestion[] = [];
  const notFound = () => (found.length ? notInArray(aiTools.id, found.map((s) => s.id)) : undefined);
  const steps: { where: SQL; order: SQL[] }[] = [
    { where: sql`${aiTools.name} ilike ${`${escapeLike(query)}%`}`, order: [asc(byName(aiTools.name))] },
    { where: sql`${aiTools.name} ilike ${`%${escapeLike(query)}%`}`, order: [asc(byName(aiTools.name))] },
    { where: sql`${query} <% ${aiTools.name}`, order: [desc(sql`word_similarity(${query}, ${aiTools.name})`), asc(byName(aiTools.name))] },
  ];
  for (const step of steps) {
    if (found.length >= AUTOCOMPLETE_LIMIT) break;
    found.push(...(await select(and(step.where, notFound())!, step.order, AUTOCOMPLETE_LIMIT - found.length)));
  }
  return found;
}
