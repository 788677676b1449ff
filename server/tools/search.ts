/**
 * Directory search, by name or by intent. A tool matches when every need in
 * the query (a word, or a phrase the synonyms table knows, with its synonyms
 * and the nearest real word for a misspelling) is found in its name,
 * category, use cases, features, description or platforms (full text,
 * weighted in that order), when the query appears inside its name, or when
 * the name is close in spelling (trigram similarity), so 'midjurney' still
 * finds Midjourney. When no tool answers every need, tools answering some
 * are shown and the result says so; when nothing matches at all, a query
 * that would find something is offered. A query that names a kind of tool
 * ("text to image") also finds that category's leaders, and shows them first
 * (server/search/task-intent.ts). Results are ranked by relevance
 * (in blocks of a thousand when there are more: RANKED_BLOCK); without a
 * query, the most notable first. Every predicate is served by an index (GIN tsvector,
 * GIN trigram on name and on the lexicon).
 */
import { and, arrayOverlaps, asc, count, desc, eq, inArray, lte, notInArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiTools, categories } from "../db/schema";
import { AUTOCOMPLETE_LIMIT, AUTOCOMPLETE_MIN_LENGTH } from "~/lib/search-rules";
import { MIN_REVIEWS_FOR_SCORE } from "~/lib/review-score";
import { listedTool, toolCardColumns, unlistedTool, type ToolCardData } from "./queries";
import { byName, byNameAfterFiltering } from "../db/order";
import { rowsOf } from "../db/rows";
import { correctedQuery, planQuery, queryWords, relaxations } from "../search/intent";
import { correctWords } from "../search/lexicon";
import { listSynonymGroups, synonymIndex } from "../search/synonyms";
import { intendedCategory, listCategoryPhrases } from "../search/task-intent";
import { readPhrases, tsQueryText } from "../search/tsquery";

export const MAX_QUERY_LENGTH = 100;

/**
 * How results are ordered; without one, relevance when searching and the most notable first when
 * browsing: each category's leaders (sort_order 1, 2, 3...) before the rest, each rank by
 * popularity (server/tools/popularity.ts), then by name. "rating": the tools with a score
 * (MIN_REVIEWS_FOR_SCORE published reviews or more) by their average, then by how many reviews,
 * then every other tool in the notable order. "price": cheapest known monthly price first (entirely
 * free tools at 0), tools whose price is unknown or not a monthly dollar figure last, each in the
 * notable order.
 */
export const TOOL_SORTS = ["relevance", "notable", "newest", "name", "favourites", "rating", "price"] as const;
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
  /** A free plan whose outputs carry no watermark. */
  noWatermark?: boolean;
  /** A free plan that starts without a payment card. */
  noCard?: boolean;
  /** Only tools whose maker does not train on users' content by default. */
  noTraining?: boolean;
  /** Outputs may be used commercially on some plan, by the terms on record. */
  commercialUse?: boolean;
  /** The free plan's own terms allow commercial use of its outputs. */
  commercialFreePlan?: boolean;
  /** The paid plans' terms allow commercial use of outputs. */
  commercialPaidPlans?: boolean;
  /** The cheapest plan costs at most this many US dollars a month (ai_tools.monthly_price_usd); an unknown price never passes. */
  maxMonthlyPrice?: number;
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
  /** The category the words name ("remove background", "quitar fondo"), whose page lists all of it. */
  namedCategory?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function normaliseQuery(query: string | undefined | null): string {
  return (query ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
}

/** A tsquery written by tsQueryText, as one parameter. */
const tsQueryOf = (text: string) => sql`${text}::tsquery`;

/** How close a name or word must be to be offered after an empty result. */
const SUGGESTION_SIMILARITY = 0.2;

/** Fewer results than this for every need, and the search asks for fewer needs. */
const ENOUGH_RESULTS = 3;

/** Weights of the vector's parts for ranking, as {D, C, B, A}: platforms, description, category/use cases/features, name. */
const RANK_WEIGHTS = sql`'{0.05, 0.2, 0.5, 1.0}'::float4[]`;

/**
 * The tools people mean first (the catalogue's leaders, sort_order below 100) weigh this much more
 * than others matching as well: a generic task ("text to image") shows the market leaders first and
 * the niche tools after, while a tool named in the query keeps its place.
 */
const LEADER_WEIGHT = 1.5;
const ORDINARY_SORT_ORDER = 100;

/**
 * How much a tool's popularity (favourites and recent visits, server/tools/popularity.ts) adds to
 * its score: 1 + this x ln(1 + popularity), so a hundred visits add about a quarter and a tool
 * needs ever more to gain more; relevance still decides between tools people want about as much.
 */
const POPULARITY_WEIGHT = 0.05;

/** The other tools of the category a generic task search names weigh this much more: the niche tools that do the task follow its leaders. */
const INTENT_WEIGHT = 1.5;

/**
 * What a search matches: its text, as a tsquery, under its filters; and the category it names, if
 * any, with the query asking for any one of its needs, which orders that category's leaders.
 */
interface Matching {
  query: string;
  tsQuery: SQL;
  where: SQL;
  intent?: { categoryId: number; anyNeed: SQL };
}

/**
 * How many matches are ranked together. A broad word at 100,000 tools
 * matches tens of thousands, and ts_rank on every one was most of the
 * search's time. So the matches are taken in a fixed order (the name hits;
 * then the tools matching on name, category, use cases and features alone,
 * the vector's parts weighted A and B, where the best matches are; then any
 * others; each group in the table's order) and ranked in blocks of
 * this many: the first block holds the best-placed matches, and a page ranks
 * only the blocks up to its own, so a search costs what its page needs. Every
 * page of a search is a slice of one list; with this many matches or fewer,
 * the ranking is exact.
 */
const RANKED_BLOCK = 1000;

/**
 * The tsquery as a sub-select, computed once. Seeing the words, the planner
 * estimates how many tools a broad word matches and, from about a fifth of
 * the table, tests every row's vector in a sequential scan rather than read
 * the GIN index; that test costs far more than it assumes (counting the
 * tools that match 'video' took 150 ms at 100,000 tools, 13 ms through the
 * index). Not seeing them, it keeps to the index, the faster plan however
 * many tools match.
 */
const unseen = (tsQuery: SQL) => sql`(select ${tsQuery})`;

/**
 * Name, category, use cases and features (the parts of search_vector
 * weighted A and B) as one vector. Written exactly as the expression of
 * ai_tools_search_head_idx in the schema, or the planner cannot use that
 * index. Its words are a subset of search_vector's, so whatever it finds is
 * a match.
 */
const searchHead = sql`to_tsvector('english', ${aiTools.name} || ' ' || ${aiTools.searchTags})`;

const textRank = (tsQuery: SQL) => sql`ts_rank(${RANK_WEIGHTS}, search_vector, ${unseen(tsQuery)})`;

/** What the text hits carry: the sort keys, narrow. */
const matchColumns = (tsQuery: SQL, ranked: boolean) =>
  sql`id, lower(name) as lname, created_at, sort_order, popularity, review_count, rating_sum, category_id, ${ranked ? textRank(tsQuery) : sql`0`} as rank`;

/** Tools whose name answers the query itself: inside it, or close in spelling. Few rows, each branch on the trigram index. */
function nameHitIds(query: string): SQL {
  return sql`select id from ai_tools where ${query} <% name
    union select id from ai_tools where name % ${query}
    union select id from ai_tools where name ilike ${`%${escapeLike(query)}%`}`;
}

/**
 * The name hits with their name bonus (exact name, then names starting with
 * the query, then word similarity) and their own text rank, which they keep
 * whether or not the text hits beside them include them.
 */
function nameHits(query: string, tsQuery: SQL, where: SQL, ranked: boolean): SQL {
  const rank = ranked ? sql`case when search_vector @@ ${unseen(tsQuery)} then ${textRank(tsQuery)} else 0 end` : sql`0`;
  return sql`select id, lower(name) as lname, created_at, sort_order, popularity, review_count, rating_sum, category_id,
      (case when lower(name) = lower(${query}) then 5 when name ilike ${`${escapeLike(query)}%`} then 1 else 0 end
      + 2 * word_similarity(${query}, name)) as bonus,
      ${rank} as rank
    from ${aiTools} where ${where} and id in (${nameHitIds(query)})`;
}

/**
 * The leaders of the category a generic task search names: results whether or not their text
 * matches, each with how well it answers any one of the query's needs (`fit`). Few rows, on the
 * category's order index.
 */
function intentHits(where: SQL, intent: NonNullable<Matching["intent"]>): SQL {
  return sql`select id, lower(name) as lname, created_at, sort_order, popularity, review_count, rating_sum,
      case when search_vector @@ ${unseen(intent.anyNeed)} then ${textRank(intent.anyNeed)} else 0 end as fit
    from ${aiTools}
    where ${aiTools.categoryId} = ${intent.categoryId} and ${aiTools.sortOrder} < ${ORDINARY_SORT_ORDER} and ${where}`;
}

/**
 * Text hits (`textHits`: matchColumns and a block), name hits and the named category's leaders
 * together, each with its score and, for a leader of the named category answering some need of
 * the query, how well (`fit`: "ai music generator" puts the category's music makers before its
 * stem splitters; a leader answering none comes last), on narrow rows: each part applies the
 * filters where it reads the table, so nothing joins back to the whole table, and only the page's
 * tools are read in full. Name hits and leaders are in the first block.
 */
function scored(textHits: SQL, matching: Matching, ranked: boolean): SQL {
  const { query, tsQuery, where, intent } = matching;
  const leaderWeight = sql`case when coalesce(t.sort_order, n.sort_order) < ${sql.raw(String(ORDINARY_SORT_ORDER))} then ${sql.raw(String(LEADER_WEIGHT))} else 1 end
    * (1 + ${sql.raw(String(POPULARITY_WEIGHT))} * ln(1 + coalesce(t.popularity, n.popularity)))`;
  if (!intent) {
    return sql`
      with text_hits as (${textHits}),
      name_hits as (${nameHits(query, tsQuery, where, ranked)})
      select coalesce(t.id, n.id) as id, coalesce(t.lname, n.lname) as lname, coalesce(t.created_at, n.created_at) as created_at,
        coalesce(t.sort_order, n.sort_order) as sort_order, coalesce(t.popularity, n.popularity) as popularity,
        coalesce(t.review_count, n.review_count) as review_count, coalesce(t.rating_sum, n.rating_sum) as rating_sum,
        (2 * coalesce(t.rank, n.rank) + coalesce(n.bonus, 0)) * ${leaderWeight} as score,
        null::float4 as lead_fit, null::int as lead,
        case when n.id is null then t.block else 0 end as block
      from text_hits t full join name_hits n on n.id = t.id`;
  }
  return sql`
    with text_hits as (${textHits}),
    name_hits as (${nameHits(query, tsQuery, where, ranked)}),
    intent_hits as (${intentHits(where, intent)})
    select coalesce(t.id, n.id, i.id) as id, coalesce(t.lname, n.lname, i.lname) as lname, coalesce(t.created_at, n.created_at, i.created_at) as created_at,
      coalesce(t.sort_order, n.sort_order, i.sort_order) as sort_order, coalesce(t.popularity, n.popularity, i.popularity) as popularity,
      coalesce(t.review_count, n.review_count, i.review_count) as review_count, coalesce(t.rating_sum, n.rating_sum, i.rating_sum) as rating_sum,
      (2 * coalesce(t.rank, n.rank, 0) + coalesce(n.bonus, 0)) * ${leaderWeight}
        * case when coalesce(t.category_id, n.category_id) = ${intent.categoryId}::int then ${sql.raw(String(INTENT_WEIGHT))} else 1 end as score,
      case when i.fit > 0 then i.fit end as lead_fit, i.sort_order as lead,
      case when n.id is null and i.id is null then t.block else 0 end as block
    from text_hits t full join name_hits n on n.id = t.id full join intent_hits i on i.id = coalesce(t.id, n.id)`;
}

/** Every match, in one block: unranked for the sorts that read no relevance, ranked when there are few. */
function allMatches(matching: Matching, ranked: boolean): SQL {
  const textHits = sql`select ${matchColumns(matching.tsQuery, ranked)}, 0 as block from ${aiTools} where search_vector @@ ${unseen(matching.tsQuery)} and ${matching.where}`;
  return scored(textHits, matching, ranked);
}

/**
 * The matches in their fixed order (RANKED_BLOCK) up to the end of the block
 * holding position `through`, ranked, each with its block. Each group stops
 * as soon as there are enough, and only the rows taken are ranked; the last
 * group runs only when the first two leave room, and then the first holds
 * all its tools, so none is taken twice. A group's order is the table's: a
 * bitmap heap scan returns rows in it whichever indexes it combines, so
 * every page of a search sees the same order.
 */
function rankedMatches(matching: Matching, through: number): SQL {
  const { tsQuery, where } = matching;
  const columns = matchColumns(tsQuery, true);
  const limit = sql.raw(String(Math.ceil(through / RANKED_BLOCK) * RANKED_BLOCK));
  const textHits = sql`
    with head_hits as materialized (
      select ${columns}, row_number() over () as position from ${aiTools} where ${searchHead} @@ ${unseen(tsQuery)} and ${where} limit ${limit}),
    other_hits as (
      select ${columns}, (select count(*) from head_hits) + row_number() over () as position
      from ${aiTools} where search_vector @@ ${unseen(tsQuery)} and ${where} and id not in (select id from head_hits)
      limit (select ${limit} - count(*) from head_hits))
    select id, lname, created_at, sort_order, popularity, review_count, rating_sum, category_id, rank, (position - 1) / ${sql.raw(String(RANKED_BLOCK))} as block
    from (select * from head_hits union all select * from other_hits) as hits`;
  return scored(textHits, matching, true);
}

/** The text of a search, read: synonyms and misspellings resolved, and each phrase as its lexemes. */
async function planFor(db: Database, query: string, loosen = 0) {
  const synonyms = synonymIndex(await listSynonymGroups(db));
  const corrections = await correctWords(db, queryWords(query), loosen);
  const plan = planQuery(query, synonyms, corrections);
  return { plan, corrections, lexemes: await readPhrases(db, plan.flat()) };
}

export const hasFilters = (search: ToolSearch) =>
  Boolean(
    search.categorySlugs?.length ||
      search.pricing?.length ||
      search.platforms?.length ||
      search.useCases?.length ||
      search.freeTier ||
      search.openSource ||
      search.commercialUse ||
      search.commercialFreePlan ||
      search.commercialPaidPlans ||
      search.noWatermark ||
      search.noCard ||
      search.noTraining ||
      search.maxMonthlyPrice !== undefined,
  );

export async function searchTools(db: Database, search: ToolSearch): Promise<ToolSearchResult> {
  const query = normaliseQuery(search.query);
  if (!query) return browseTools(db, search);
  const { plan, corrections, lexemes } = await planFor(db, query);
  const intentCategory = intendedCategory(await listCategoryPhrases(db), correctedQuery(query, corrections));
  const intent = intentCategory && { categoryId: intentCategory.id, anyNeed: tsQueryOf(tsQueryText(relaxations(plan).at(-1)!, lexemes)) };
  // Every need first; with too few results, all but one, then any. Only counted until one stage is chosen;
  // a later page is chosen by the same counts, so paging never mixes two result lists.
  const where = filtersOf(search);
  let chosen = { stage: 0, tsQuery: tsQueryOf(tsQueryText([plan], lexemes)), total: -1 };
  for (const [stage, plans] of relaxations(plan).entries()) {
    const tsQuery = tsQueryOf(tsQueryText(plans, lexemes));
    const total = await countMatches(db, search, query, tsQuery, where);
    if (total > chosen.total) chosen = { stage, tsQuery, total };
    if (total >= ENOUGH_RESULTS) break;
  }
  // The named category's leaders come on top of the matches, and never choose a stage.
  const matching: Matching = { query, tsQuery: chosen.tsQuery, where, intent };
  const total = chosen.total + (await countLeadersNotMatched(db, matching));
  if (total === 0) return { tools: [], total: 0, relaxed: false, didYouMean: await suggestAnotherQuery(db, search, query) };
  const tools = await findMatchingTools(db, search, matching, total);
  return { tools, total, relaxed: chosen.stage > 0, ...(intentCategory ? { namedCategory: intentCategory.slug } : {}) };
}

/**
 * Text hits plus the name hits that are not also text hits: two counts on
 * their indexes, no join. Without filters, the text hits are counted as all
 * the tools matching less the few unlisted ones: testing each match's status
 * meant reading into every row, a fifth of the count's time for a broad word.
 */
async function countMatches(db: Database, search: ToolSearch, query: string, tsQuery: SQL, where: SQL): Promise<number> {
  const textHits = hasFilters(search)
    ? sql`(select count(*) from ${aiTools} where search_vector @@ ${unseen(tsQuery)} and ${where})`
    : sql`((select count(*) from ${aiTools} where search_vector @@ ${unseen(tsQuery)})
      - (select count(*) from ${aiTools} where search_vector @@ ${unseen(tsQuery)} and ${unlistedTool}))`;
  const result = await db.execute(sql`select (
      ${textHits}
      + (select count(*) from ${aiTools} where ${where} and id in (${nameHitIds(query)}) and not search_vector @@ ${unseen(tsQuery)})
    )::int as n`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** The named category's leaders that are neither text nor name hits. */
async function countLeadersNotMatched(db: Database, { query, tsQuery, where, intent }: Matching): Promise<number> {
  if (!intent) return 0;
  // Each leader's own row is tested: a few rows, never the whole list of text hits.
  const result = await db.execute(sql`select count(*)::int as n from ${aiTools}
    where ${aiTools.categoryId} = ${intent.categoryId} and ${aiTools.sortOrder} < ${ORDINARY_SORT_ORDER} and ${where}
    and not search_vector @@ ${unseen(tsQuery)} and id not in (${nameHitIds(query)})`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/**
 * Whether a search finds anything: the first match ends it. Materialised, so the text hits are
 * planned as if all were wanted, through the GIN index, and are then read only up to the first;
 * asked for one row, the planner would rather scan the table for it, all of it when none matches.
 */
async function findsAny(db: Database, query: string, tsQuery: SQL, where: SQL): Promise<boolean> {
  const result = await db.execute(sql`
    with text_hits as materialized (select id from ${aiTools} where search_vector @@ ${unseen(tsQuery)} and ${where})
    select exists (select 1 from text_hits) or exists (select 1 from ${aiTools} where ${where} and id in (${nameHitIds(query)})) as found`);
  return rowsOf<{ found: boolean }>(result)[0]?.found ?? false;
}

/** Every filter of a search, and only listed tools; on the tools' own columns, so any query on ai_tools can apply it. */
function filtersOf(search: ToolSearch): SQL {
  const conditions: SQL[] = [listedTool];
  if (search.categorySlugs?.length) {
    // The ids as one array, not a join: a join with two categories read the full-text index once for each.
    conditions.push(sql`${aiTools.categoryId} = any(array(select id from ${categories} where ${inArray(categories.slug, search.categorySlugs)}))`);
  }
  if (search.pricing?.length) conditions.push(inArray(aiTools.pricing, search.pricing));
  if (search.platforms?.length) conditions.push(arrayOverlaps(aiTools.platforms, search.platforms));
  if (search.useCases?.length) conditions.push(arrayOverlaps(aiTools.useCases, search.useCases));
  if (search.freeTier) conditions.push(eq(aiTools.freeTier, true));
  if (search.openSource) conditions.push(eq(aiTools.openSource, true));
  if (search.commercialUse) {
    // With a free-plan filter, the free plan itself must allow it: a paid plan's terms do not make a
    // free plan's output usable for a client.
    const freePlanAsked = search.freeTier || search.noWatermark || search.noCard;
    conditions.push(freePlanAsked ? eq(aiTools.commercialFree, "allowed") : sql`(${aiTools.commercialPaid} = 'allowed' or ${aiTools.commercialFree} = 'allowed')`);
  }
  if (search.noWatermark) conditions.push(and(eq(aiTools.freeTier, true), eq(aiTools.freeWatermark, "no"))!);
  if (search.noCard) conditions.push(and(eq(aiTools.freeTier, true), eq(aiTools.freeCardRequired, "no"))!);
  if (search.commercialFreePlan) conditions.push(and(eq(aiTools.freeTier, true), eq(aiTools.commercialFree, "allowed"))!);
  if (search.commercialPaidPlans) conditions.push(eq(aiTools.commercialPaid, "allowed"));
  if (search.noTraining) conditions.push(eq(aiTools.trainsOnContent, "no"));
  if (search.maxMonthlyPrice !== undefined) conditions.push(lte(aiTools.monthlyPriceUsd, search.maxMonthlyPrice));
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
    const { plan, lexemes } = await planFor(db, candidate);
    if (await findsAny(db, candidate, tsQueryOf(tsQueryText([plan], lexemes)), filtersOf(search))) return candidate;
  }
  return undefined;
}

/**
 * A tool has a score from this many published reviews. Written as a constant in the SQL, so the
 * planner can match it to the predicate of ai_tools_rated_idx.
 */
const RATED = sql.raw(String(MIN_REVIEWS_FOR_SCORE));
const isRated = sql`${aiTools.reviewCount} >= ${RATED}`;
const isUnrated = sql`${aiTools.reviewCount} < ${RATED}`;

/**
 * The "rating" order over rows carrying review_count, rating_sum and the notable keys (`columns`
 * names them): scored tools by their exact average, then by how many reviews; the others after,
 * in the notable order.
 */
function ratingOrder(columns: { reviewCount: SQL; ratingSum: SQL; sortOrder: SQL; popularity: SQL; lname: SQL }): SQL {
  const { reviewCount, ratingSum, sortOrder, popularity, lname } = columns;
  return sql`case when ${reviewCount} >= ${RATED} then ${ratingSum}::numeric / ${reviewCount} end desc nulls last,
    case when ${reviewCount} >= ${RATED} then ${reviewCount} else 0 end desc, ${sortOrder}, ${popularity} desc nulls last, ${lname}`;
}

function pageOf(search: ToolSearch) {
  const page = Math.max(1, Math.floor(search.page ?? 1));
  const limit = Math.min(100, Math.max(1, Math.floor(search.pageSize ?? 24)));
  return { limit, offset: (page - 1) * limit };
}

/** The tools with these ids, in this order, as cards. */
async function toolCardsInOrder(db: Database, idRows: unknown): Promise<ToolCardData[]> {
  const ids = rowsOf<{ id: string }>(idRows).map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db.select(toolCardColumns).from(aiTools).leftJoin(categories, eq(aiTools.categoryId, categories.id)).where(inArray(aiTools.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One page of a search's matches in the order asked for: the matches are sorted on narrow rows, only the page's tools are read in full. */
async function findMatchingTools(db: Database, search: ToolSearch, matching: Matching, total: number): Promise<ToolCardData[]> {
  const { limit, offset } = pageOf(search);
  let ordered: SQL;
  if (!search.sort || search.sort === "relevance") {
    // With one block's worth, the blocks' order would hold them all in its first: one scan ranks them instead of two.
    const matches = total <= RANKED_BLOCK ? allMatches(matching, true) : rankedMatches(matching, offset + limit);
    ordered = sql`select id from (${matches}) as matches order by block, lead_fit desc nulls last, lead, score desc, lname`;
  } else {
    const order =
      search.sort === "name"
        ? sql`matches.lname`
        : search.sort === "favourites"
          ? sql`(select count(*) from user_favorites f where f.tool_id = matches.id) desc, matches.lname`
          : search.sort === "notable"
            ? sql`matches.sort_order, matches.popularity desc, matches.lname`
            : search.sort === "rating"
              ? ratingOrder({ reviewCount: sql`matches.review_count`, ratingSum: sql`matches.rating_sum`, sortOrder: sql`matches.sort_order`, popularity: sql`matches.popularity`, lname: sql`matches.lname` })
              : search.sort === "price"
                ? sql`(select monthly_price_usd from ai_tools p where p.id = matches.id) asc nulls last, matches.sort_order, matches.popularity desc, matches.lname`
                : sql`matches.created_at desc, matches.lname`;
    ordered = sql`select matches.id from (${allMatches(matching, false)}) as matches order by ${order}`;
  }
  return toolCardsInOrder(db, await db.execute(sql`${ordered} limit ${limit} offset ${offset}`));
}

/**
 * Browsing with filters that leave at most this many tools sorts them; with
 * more, the page walks the index of its order until enough tools pass the
 * filters. The walk is quick when those tools are spread through the order,
 * but reads most of the table when they gather at its end (a platform and a
 * task at 100,000 tools: 55,000 rows for one page), so it is kept for
 * filters that leave many tools, where a page is found early.
 */
const SORT_AFTER_FILTERING_LIMIT = 10_000;

async function browseTools(db: Database, search: ToolSearch): Promise<ToolSearchResult> {
  const { limit, offset } = pageOf(search);
  const where = filtersOf(search);
  // No join: the filters read the tools' own columns, and the status index answers the count without filters.
  const countListed = async () => (await db.select({ n: count() }).from(aiTools).where(where))[0]?.n ?? 0;
  const walkIndex = () => {
    const favoriteCount = sql`(select count(*) from user_favorites f where f.tool_id = ${aiTools.id})`;
    const order =
      search.sort === "name"
        ? [asc(byName(aiTools.name))]
        : search.sort === "favourites"
          ? [desc(favoriteCount), asc(byName(aiTools.name))]
          : search.sort === "newest"
            ? [desc(aiTools.createdAt), asc(byName(aiTools.name))]
            : search.sort === "price"
              ? [sql`${aiTools.monthlyPriceUsd} asc nulls last`, asc(aiTools.sortOrder), sql`${aiTools.popularity} desc nulls last`, asc(byName(aiTools.name))]
              : // "nulls last" as in ai_tools_notable_idx, or the index cannot give this order.
              [asc(aiTools.sortOrder), sql`${aiTools.popularity} desc nulls last`, asc(byName(aiTools.name))];
    return db.select(toolCardColumns).from(aiTools).leftJoin(categories, eq(aiTools.categoryId, categories.id)).where(where).orderBy(...order).limit(limit).offset(offset);
  };
  if (search.sort === "rating" && (!hasFilters(search) || (await countListed()) > SORT_AFTER_FILTERING_LIMIT)) {
    const [tools, total] = await Promise.all([browseByRating(db, where, limit, offset), countListed()]);
    return { tools, total, relaxed: false };
  }
  if (!hasFilters(search)) {
    const [tools, total] = await Promise.all([walkIndex(), countListed()]);
    return { tools, total, relaxed: false };
  }
  const total = await countListed();
  if (total > SORT_AFTER_FILTERING_LIMIT) return { tools: await walkIndex(), total, relaxed: false };
  // Materialised, so the filters' indexes find the tools and no index walk is planned around them.
  const order =
    search.sort === "name"
      ? sql`lname`
      : search.sort === "favourites"
        ? sql`(select count(*) from user_favorites f where f.tool_id = filtered.id) desc, lname`
        : search.sort === "newest"
          ? sql`created_at desc, lname`
          : search.sort === "rating"
            ? ratingOrder({ reviewCount: sql`review_count`, ratingSum: sql`rating_sum`, sortOrder: sql`sort_order`, popularity: sql`popularity`, lname: sql`lname` })
            : search.sort === "price"
              ? sql`monthly_price_usd asc nulls last, sort_order, popularity desc, lname`
              : sql`sort_order, popularity desc, lname`;
  const idRows = await db.execute(sql`
    with filtered as materialized (select id, created_at, sort_order, popularity, review_count, rating_sum, monthly_price_usd, lower(name) as lname from ${aiTools} where ${where})
    select id from filtered order by ${order} limit ${limit} offset ${offset}`);
  return { tools: await toolCardsInOrder(db, idRows), total, relaxed: false };
}

/**
 * A page of the "rating" order over many tools, in two parts that each have an index: the scored
 * tools (few, found through the partial index ai_tools_rated_idx and sorted), then the others
 * walking the notable index. No index holds the whole order, and one on the average would be
 * rewritten with every change of popularity.
 */
async function browseByRating(db: Database, where: SQL, limit: number, offset: number): Promise<ToolCardData[]> {
  const cards = () => db.select(toolCardColumns).from(aiTools).leftJoin(categories, eq(aiTools.categoryId, categories.id));
  const [[counted], scored] = await Promise.all([
    db.select({ n: count() }).from(aiTools).where(and(where, isRated)),
    cards()
      .where(and(where, isRated))
      .orderBy(ratingOrder({ reviewCount: sql`${aiTools.reviewCount}`, ratingSum: sql`${aiTools.ratingSum}`, sortOrder: sql`${aiTools.sortOrder}`, popularity: sql`${aiTools.popularity}`, lname: byName(aiTools.name) }))
      .limit(limit)
      .offset(offset),
  ]);
  if (scored.length === limit) return scored;
  const rated = counted?.n ?? 0;
  // "nulls last" as in ai_tools_notable_idx, or the index cannot give this order.
  const others = await cards()
    .where(and(where, isUnrated))
    .orderBy(asc(aiTools.sortOrder), sql`${aiTools.popularity} desc nulls last`, asc(byName(aiTools.name)))
    .limit(limit - scored.length)
    .offset(Math.max(0, offset - rated));
  return [...scored, ...others];
}

export interface ToolSuggestion {
  id: string;
  slug: string;
  name: string;
  categoryName: string | null;
  categorySlug: string | null;
  exploreNowLink: string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const suggestionColumns = {
  id: aiTools.id,
  slug: aiTools.slug,
  name: aiTools.name,
  categoryName: categories.displayName,
  categorySlug: categories.slug,
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
