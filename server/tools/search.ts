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
import { byName, byNameAfterFiltering } from "../db/order";
import { rowsOf } from "../db/rows";
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
  /** Few or no tools answered every need, so these answer some of them. */
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
  const needs = plan.map((alternatives) => sql`(${sql.join(alternatives.map((phrase) => sql`plainto_tsquery('english', ${phrase})`), sql` || `)})`);
  if (needs.length === 0) return sql`''::tsquery`;
  return sql`(${sql.join(needs, sql` && `)})`;
}

/** Any of several plans. */
const anyOf = (plans: string[][][]) => sql`(${sql.join(plans.map(planTsQuery), sql` || `)})`;

/** How close a name or word must be to be offered after an empty result. */
const SUGGESTION_SIMILARITY = 0.2;

/** Fewer results than this for every need, and the search asks for fewer needs. */
const ENOUGH_RESULTS = 3;

/** Weights of the vector's parts for ranking, as {D, C, B, A}: platforms, description, category/use cases/features, name. */
const RANK_WEIGHTS = sql`'{0.05, 0.2, 0.5, 1.0}'::float4[]`;

/**
 * Tools whose name answers the query itself (inside it, or close in
 * spelling), with their name bonus: exact name, then names starting with
 * the query, then word similarity. Few rows, each branch on the trigram index.
 */
function nameHits(query: string, where: SQL): SQL {
  const contains = `%${escapeLike(query)}%`;
  return sql`select id, lower(name) as lname, created_at,
      (case when lower(name) = lower(${query}) then 5 when name ilike ${`${escapeLike(query)}%`} then 1 else 0 end
      + 2 * word_similarity(${query}, name)) as bonus
    from ${aiTools} where ${where} and id in (
      select id from ai_tools where ${query} <% name
      union select id from ai_tools where name % ${query}
      union select id from ai_tools where name ilike ${contains})`;
}

/**
 * The matching tools with their score and sort keys, narrow rows only:
 * full-text hits ranked by the weighted vector, plus the name hits with their
 * bonus, each with the filters applied where it reads the table, so nothing
 * joins back to the whole table. Every branch is served by its own index.
 */
function scoredMatches(query: string, tsQuery: SQL, where: SQL, ranked: boolean): SQL {
  const rank = ranked ? sql`ts_rank(${RANK_WEIGHTS}, search_vector, ${tsQuery})` : sql`0`;
  return sql`
    with text_hits as (select id, lower(name) as lname, created_at, ${rank} as rank from ${aiTools} where search_vector @@ ${tsQuery} and ${where}),
    name_hits as (${nameHits(query, where)})
    select coalesce(t.id, n.id) as id, coalesce(t.lname, n.lname) as lname, coalesce(t.created_at, n.created_at) as created_at,
      2 * coalesce(t.rank, 0) + coalesce(n.bonus, 0) as score
    from text_hits t full join name_hits n on n.id = t.id`;
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
  // Every need first; with too few results, all but one, then any. Only counted (cheap) until one stage is
  // chosen; a later page is chosen by the same counts, so paging never mixes two result lists.
  const where = filtersOf(search);
  let chosen = { stage: 0, tsQuery: anyOf([plan]), total: -1 };
  for (const [stage, plans] of relaxations(plan).entries()) {
    const tsQuery = anyOf(plans);
    const total = await countMatches(db, query, tsQuery, where);
    if (total > chosen.total) chosen = { stage, tsQuery, total };
    if (total >= ENOUGH_RESULTS) break;
  }
  if (chosen.total === 0) return { tools: [], total: 0, relaxed: false, didYouMean: await suggestAnotherQuery(db, search, query) };
  const found = await findTools(db, search, query, chosen.tsQuery, chosen.total);
  return { ...found, relaxed: chosen.stage > 0 };
}

async function countMatches(db: Database, query: string, tsQuery: SQL, where: SQL): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from (${scoredMatches(query, tsQuery, where, false)}) as matches`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Every filter of a search, and only listed tools; on the tools' own columns, so any query on ai_tools can apply it. */
function filtersOf(search: ToolSearch): SQL {
  const conditions: SQL[] = [listedTool];
  if (search.categorySlugs?.length) {
    conditions.push(sql`${aiTools.categoryId} in (select id from ${categories} where ${inArray(categories.slug, search.categorySlugs)})`);
  }
  if (search.pricing?.length) conditions.push(inArray(aiTools.pricing, search.pricing));
  if (search.platforms?.length) conditions.push(arrayOverlaps(aiTools.platforms, search.platforms));
  if (search.useCases?.length) conditions.push(arrayOverlaps(aiTools.useCases, search.useCases));
  if (search.freeTier) conditions.push(eq(aiTools.freeTier, true));
  if (search.openSource) conditions.push(eq(aiTools.openSource, true));
  if (search.commercialUse) conditions.push(sql`(${aiTools.commercialPaid} = 'allowed' or ${aiTools.commercialFree} = 'allowed')`);
  return and(...conditions)!;
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
    if ((await countMatches(db, candidate, planTsQuery(plan), filtersOf(search))) > 0) return candidate;
  }
  return undefined;
}

async function findTools(db: Database, search: ToolSearch, query: string, tsQuery: SQL | null, knownTotal?: number): Promise<ToolSearchResult> {
  const page = Math.max(1, Math.floor(search.page ?? 1));
  const pageSize = Math.min(100, Math.max(1, Math.floor(search.pageSize ?? 24)));
  const where = filtersOf(search);
  const favourites = sql`(select count(*) from user_favorites f where f.tool_id = ${aiTools.id})`;

  if (!query || !tsQuery) {
    // Browsing: the page comes straight from the (created_at, lower(name)) index; counting is a separate, cheap query.
    const order =
      search.sort === "name"
        ? [asc(byName(aiTools.name))]
        : search.sort === "favourites"
          ? [desc(favourites), asc(byName(aiTools.name))]
          : [desc(aiTools.createdAt), asc(byName(aiTools.name))];
    const [tools, [counted]] = await Promise.all([
      db.select(toolCardColumns).from(aiTools).leftJoin(categories, eq(aiTools.categoryId, categories.id)).where(where).orderBy(...order).limit(pageSize).offset((page - 1) * pageSize),
      // No join: the filters read the tools' own columns, and the status index answers the count.
      db.select({ n: count() }).from(aiTools).where(where),
    ]);
    return { tools, total: counted?.n ?? 0, relaxed: false };
  }

  // Searching: the matches are scored on narrow rows; only the page's tools are read in full.
  const order =
    search.sort === "name"
      ? sql`matches.lname`
      : search.sort === "favourites"
        ? sql`(select count(*) from user_favorites f where f.tool_id = matches.id) desc, matches.lname`
        : search.sort === "newest"
          ? sql`matches.created_at desc, matches.lname`
          : sql`matches.score desc, matches.lname`;
  const ranked = !search.sort || search.sort === "relevance";
  const [idRows, total] = await Promise.all([
    db.execute(sql`
      select matches.id from (${scoredMatches(query, tsQuery, where, ranked)}) as matches
      order by ${order}
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
    knownTotal ?? countMatches(db, query, tsQuery, where),
  ]);
  const ids = rowsOf<{ id: string }>(idRows).map((row) => row.id);
  if (ids.length === 0) return { tools: [], total, relaxed: false };
  const rows = await db.select(toolCardColumns).from(aiTools).leftJoin(categories, eq(aiTools.categoryId, categories.id)).where(inArray(aiTools.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { tools: ids.flatMap((id) => byId.get(id) ?? []), total, relaxed: false };
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
    return select(wordStart, [desc(sql`${aiTools.name} ilike ${`${escapeLike(query)}%`}`), asc(byNameAfterFiltering(aiTools.name))], AUTOCOMPLETE_LIMIT);
  }

  const found: ToolSuggestion[] = [];
  const notFound = () => (found.length ? notInArray(aiTools.id, found.map((s) => s.id)) : undefined);
  const steps: { where: SQL; order: SQL[] }[] = [
    { where: sql`${aiTools.name} ilike ${`${escapeLike(query)}%`}`, order: [asc(byNameAfterFiltering(aiTools.name))] },
    { where: sql`${aiTools.name} ilike ${`%${escapeLike(query)}%`}`, order: [asc(byNameAfterFiltering(aiTools.name))] },
    { where: sql`${query} <% ${aiTools.name}`, order: [desc(sql`word_similarity(${query}, ${aiTools.name})`), asc(byNameAfterFiltering(aiTools.name))] },
  ];
  for (const step of steps) {
    if (found.length >= AUTOCOMPLETE_LIMIT) break;
    found.push(...(await select(and(step.where, notFound())!, step.order, AUTOCOMPLETE_LIMIT - found.length)));
  }
  return found;
}
