/**
 * Directory search, by name or by intent. A tool matches when every need in
 * the query (a word, or a phrase the synonyms table knows, with its synonyms
 * and the nearest real word for a misspelling) is found in its name,
 * category, use cases, features, description or platforms (full text,
 * weighted in that order), when the query appears inside its name, or when
 * the name is close in spelling (trigram similarity), so 'midjurney' still
 * finds Midjourney. When no tool answers every need, tools answering some
 * are shown and the result says so; when nothing matches at all, a query
 * that would find something is offered. Results are ranked by relevance;
 * without a query, newest first. Every predicate is served by an index (GIN
 * tsvector, GIN trigram on name and on the lexicon).
 */
import { and, arrayOverlaps, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiTools, categories } from "../db/schema";
import { AUTOCOMPLETE_LIMIT, AUTOCOMPLETE_MIN_LENGTH } from "~/lib/search-rules";
import { listedTool, toolCardColumns, type ToolCardData } from "./queries";
import { byName } from "../db/order";
import { correctedQuery, planQuery, queryWords, relaxations } from "../search/intent";
import { correctWords } from "../search/lexicon";
import { listSynonymGroups, synonymIndex } from "../search/synonyms";

export const MAX_QUERY_LENGTH = 100;

/** How results are ordered; without one, relevance when searching and newest when browsing. */
export const TOOL_SORTS = ["relevance", "newest", "name", "favourites"] as const;
export type ToolSort = (typeof TOOL_SORTS)[number];

export interface ToolSearch {
  sort?: ToolSort;
  query?: string;
  categorySlugs?: string[];
  pricing?: string[];
  /** Runs on any of these platforms. */
  platforms?: string[];
  /** Serves any of these use cases. */
  useCases?: string[];
  freeTier?: boolean;
  openSource?: boolean;
  /** Outputs may be used commercially on some plan, by the terms on record. */
  commercialUse?: boolean;
  page?: number;
  pageSize?: number;
}

export interface ToolSearchResult {
  tools: ToolCardData[];
  total: number;
  /** No tool answered every word, so these answer some of them. */
  relaxed: boolean;
  /** Nothing found; this search would find something. */
  didYouMean?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function normaliseQuery(query: string | undefined | null): string {
  return (query ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
}

/** One tsquery for a plan: alternatives within a need joined by OR, the needs by AND. */
function planTsQuery(plan: string[][]): SQL {
  const needs = plan.map((alternatives) => sql`(${sql.join(alternatives.map((phrase) => sql`phraseto_tsquery('english', ${phrase})`), sql` || `)})`);
  if (needs.length === 0) return sql`''::tsquery`;
  return sql`(${sql.join(needs, sql` && `)})`;
}

/** Any of several plans. */
const anyOf = (plans: string[][][]) => sql`(${sql.join(plans.map(planTsQuery), sql` || `)})`;

/** How close a name or word must be to be offered after an empty result. */
const SUGGESTION_SIMILARITY = 0.2;

/** Fewer results than this for every need, and the search asks for fewer needs. */
const ENOUGH_RESULTS = 3;

/**
 * Tools matching the text. Each branch of the UNION is served by its own
 * index; combined with OR, the planner would scan the whole table instead.
 */
function matchingIds(query: string, tsQuery: SQL): SQL {
  const contains = `%${escapeLike(query)}%`;
  return sql`(
    select id from ai_tools where search_vector @@ ${tsQuery}
    union select id from ai_tools where ${query} <% name
    union select id from ai_tools where name % ${query}
    union select id from ai_tools where name ilike ${contains}
  )`;
}

/** Weights of the vector's parts for ranking, as {D, C, B, A}: platforms, description, category/use cases/features, name. */
const RANK_WEIGHTS = sql`'{0.05, 0.2, 0.5, 1.0}'::float4[]`;

/** Exact name, then names starting with the query, then word and name similarity, then full-text relevance. */
function relevance(query: string, tsQuery: SQL): SQL {
  return sql`(
    case when lower(${aiTools.name}) = lower(${query}) then 5
         when ${aiTools.name} ilike ${`${escapeLike(query)}%`} then 1
         else 0 end
    + 2 * word_similarity(${query}, ${aiTools.name})
    + 2 * ts_rank(${RANK_WEIGHTS}, ${aiTools.searchVector}, ${tsQuery})
  )`;
}

/** The text of a search, read: synonyms and misspellings resolved. */
async function planFor(db: Database, query: string, loosen = 0) {
  const synonyms = synonymIndex(await listSynonymGroups(db));
  const corrections = await correctWords(db, queryWords(query), loosen);
  return { plan: planQuery(query, synonyms, corrections), corrections };
}

export const hasFilters = (search: ToolSearch) =>
  Boolean(search.categorySlugs?.length || search.pricing?.length || search.platforms?.length || search.useCases?.length || search.freeTier || search.openSource || search.commercialUse);

export async function searchTools(db: Database, search: ToolSearch): Promise<ToolSearchResult> {
  const query = normaliseQuery(search.query);
  if (!query) return findTools(db, search, "", null);
  const { plan } = await planFor(db, query);
  // Every need first; with too few results, all but one, then any. A later page keeps the stage of the first
  // (the same counts decide it), so paging never mixes two result lists.
  let best: ToolSearchResult | undefined;
  for (const [stage, plans] of relaxations(plan).entries()) {
    const found = { ...(await findTools(db, search, query, anyOf(plans))), relaxed: stage > 0 };
    if (!best || found.total > best.total) best = found;
    if (found.total >= ENOUGH_RESULTS) break;
  }
  if (best!.total > 0) return best!;
  return { ...best!, didYouMean: await suggestAnotherQuery(db, search, query) };
}

/**
 * For an empty result: the query with looser spelling corrections, or the
 * closest tool name, whichever finds something under the same filters.
 */
async function suggestAnotherQuery(db: Database, search: ToolSearch, query: string): Promise<string | undefined> {
  // Looser than the search itself: the trigram operators' threshold is lowered for this transaction only.
  const candidates = await db.transaction(
    async (tx) => {
      await tx.execute(sql`set local pg_trgm.similarity_threshold = ${sql.raw(String(SUGGESTION_SIMILARITY))}`);
      const corrections = await correctWords(tx, queryWords(query), 0.2);
      const [closest] = await tx
        .select({ name: aiTools.name })
        .from(aiTools)
        .where(and(listedTool, sql`${aiTools.name} % ${query}`))
        .orderBy(desc(sql`similarity(${aiTools.name}, ${query})`))
        .limit(1);
      return [correctedQuery(query, corrections), ...(closest ? [closest.name] : [])];
    },
    { accessMode: "read only" },
  );
  for (const candidate of candidates) {
    if (candidate.toLowerCase() === query.toLowerCase()) continue;
    const { plan } = await planFor(db, candidate);
    const found = await findTools(db, { ...search, page: 1, pageSize: 1 }, candidate, planTsQuery(plan));
    if (found.total > 0) return candidate;
  }
  return undefined;
}

async function findTools(db: Database, search: ToolSearch, query: string, tsQuery: SQL | null): Promise<ToolSearchResult> {
  const page = Math.max(1, Math.floor(search.page ?? 1));
  const pageSize = Math.min(100, Math.max(1, Math.floor(search.pageSize ?? 24)));

  const conditions: SQL[] = [listedTool];
  if (query && tsQuery) conditions.push(sql`${aiTools.id} in ${matchingIds(query, tsQuery)}`);
  if (search.categorySlugs?.length) conditions.push(inArray(categories.slug, search.categorySlugs));
  if (search.pricing?.length) conditions.push(inArray(aiTools.pricing, search.pricing));
  if (search.platforms?.length) conditions.push(arrayOverlaps(aiTools.platforms, search.platforms));
  if (search.useCases?.length) conditions.push(arrayOverlaps(aiTools.useCases, search.useCases));
  if (search.freeTier) conditions.push(eq(aiTools.freeTier, true));
  if (search.openSource) conditions.push(eq(aiTools.openSource, true));
  if (search.commercialUse) conditions.push(sql`(${aiTools.commercialPaid} = 'allowed' or ${aiTools.commercialFree} = 'allowed')`);
  const where = and(...conditions);

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
  if (chosenOrder || !query || !tsQuery) {
    // Browsing (or a chosen order): the page comes in that order; counting is a separate, cheap query.
    const [tools, total] = await Promise.all([
      db
        .select(toolCardColumns)
        .from(aiTools)
        .leftJoin(categories, eq(aiTools.categoryId, categories.id))
        .where(where)
        .orderBy(...(chosenOrder ?? [desc(aiTools.createdAt), asc(byName(aiTools.name))]))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      countAll(),
    ]);
    return { tools, total, relaxed: false };
  }

  // Searching: every match is ranked anyway, so the total comes with the page for free.
  const rows = await db
    .select({ ...toolCardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(aiTools)
    .leftJoin(categories, eq(aiTools.categoryId, categories.id))
    .where(where)
    .orderBy(desc(relevance(query, tsQuery)), asc(byName(aiTools.name)))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = rows[0]?.total ?? (page > 1 ? await countAll() : 0);
  return { tools: rows.map(({ total: _total, ...tool }) => tool), total, relaxed: false };
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
