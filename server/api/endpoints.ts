/**
 * What each endpoint of the public API answers, as plain values; headers,
 * caching and the rate limit are server/api/respond.ts's. The tool list is the
 * /tools search itself (server/tools/search.ts), so the two never disagree.
 */
import { findCategoriesWithCounts } from "../categories/queries";
import type { Database } from "../db/client";
import { searchTools } from "../tools/search";
import { cursorOffset, nextCursor, queryFingerprint } from "./cursor";
import { openApiDocument } from "./openapi";
import { changeListQuerySchema, courseListQuerySchema, noQuerySchema, parseQuery, reviewListQuerySchema, toolListQuerySchema } from "./params";
import { ApiError } from "./protocol";
import { findApiReviewedToolId, findApiToolBySlug, findApiToolsByIds, findCoursesPage } from "./queries";
import { serialiseCategory, serialiseChange, serialiseCourse, serialiseReview, serialiseTool } from "./serialise";
import { findPublishedReviewsSlice } from "../reviews/queries";
import { findPublicChanges } from "../changes/queries";

export interface ApiContext {
  db: Database;
  /** The site's public origin, for absolute links. */
  origin: string;
  url: URL;
  /** The route's path parameters. */
  params: Record<string, string | undefined>;
}

export type ApiEndpoint = (context: ApiContext) => Promise<unknown>;

export const listTools: ApiEndpoint = async ({ db, origin, url }) => {
  const { cursor, ...query } = parseQuery(toolListQuerySchema, url.searchParams);
  const fingerprint = queryFingerprint({ endpoint: "tools", ...query });
  const offset = cursorOffset(cursor, fingerprint, query.limit);
  // No search-miss recording here (the /tools page does it): scripted queries would drown what people look for.
  const result = await searchTools(db, {
    query: query.search,
    categorySlugs: query.category,
    pricing: query.pricing,
    platforms: query.platform,
    useCases: query.task,
    freeTier: query.free,
    openSource: query["open-source"],
    commercialUse: query.commercial.includes("1") || query.commercial.includes("true"),
    commercialFreePlan: query.commercial.includes("free-plan"),
    commercialPaidPlans: query.commercial.includes("paid-plans"),
    maxMonthlyPrice: query["max-price"],
    noWatermark: query["no-watermark"],
    noCard: query["no-card"],
    noTraining: query.training === "no",
    sort: query.sort,
    page: offset / query.limit + 1,
    pageSize: query.limit,
  });
  const rows = await findApiToolsByIds(
    db,
    result.tools.map((tool) => tool.id),
  );
  return {
    data: rows.map((row) => serialiseTool(row, origin)),
    nextCursor: nextCursor(offset, query.limit, result.total, fingerprint),
    total: result.total,
  };
};

export const getTool: ApiEndpoint = async ({ db, origin, url, params }) => {
  parseQuery(noQuerySchema, url.searchParams);
  const row = await findApiToolBySlug(db, params.toolSlug ?? "");
  if (!row) throw new ApiError(404, "not_found", `No tool has the slug ${JSON.stringify(params.toolSlug ?? "")}`);
  return serialiseTool(row, origin);
};

/** A tool's published reviews, a page at a time; a draft's are not found, as the draft is not. */
export const listToolReviews: ApiEndpoint = async ({ db, url, params }) => {
  const { cursor, ...query } = parseQuery(reviewListQuerySchema, url.searchParams);
  const slug = params.toolSlug ?? "";
  const toolId = await findApiReviewedToolId(db, slug);
  if (!toolId) throw new ApiError(404, "not_found", `No tool has the slug ${JSON.stringify(slug)}`);
  const fingerprint = queryFingerprint({ endpoint: "tool-reviews", slug, ...query });
  const offset = cursorOffset(cursor, fingerprint, query.limit);
  const { reviews, total } = await findPublishedReviewsSlice(db, { kind: "tool", id: toolId }, query.sort, { offset, limit: query.limit });
  return {
    data: reviews.map(serialiseReview),
    nextCursor: nextCursor(offset, query.limit, total, fingerprint),
    total,
  };
};

export const listCategories: ApiEndpoint = async ({ db, origin, url }) => {
  parseQuery(noQuerySchema, url.searchParams);
  const rows = await findCategoriesWithCounts(db);
  return { data: rows.map((row) => serialiseCategory(row, origin)) };
};

export const listCourses: ApiEndpoint = async ({ db, origin, url }) => {
  const { cursor, limit } = parseQuery(courseListQuerySchema, url.searchParams);
  const fingerprint = queryFingerprint({ endpoint: "courses", limit });
  const offset = cursorOffset(cursor, fingerprint, limit);
  const { courses, total } = await findCoursesPage(db, offset, limit);
  return {
    data: courses.map((course) => serialiseCourse(course, origin)),
    nextCursor: nextCursor(offset, limit, total, fingerprint),
    total,
  };
};

export const listChanges: ApiEndpoint = async ({ db, origin, url }) => {
  const { cursor, ...query } = parseQuery(changeListQuerySchema, url.searchParams);
  const fingerprint = queryFingerprint({ endpoint: "changes", ...query });
  const offset = cursorOffset(cursor, fingerprint, query.limit);
  const { changes, total } = await findPublicChanges(db, { group: query.kind, category: query.category }, { offset, limit: query.limit });
  return {
    data: changes.map((change) => serialiseChange(change, origin)),
    nextCursor: nextCursor(offset, query.limit, total, fingerprint),
    total,
  };
};

export const openApi: ApiEndpoint = async ({ origin, url }) => {
  parseQuery(noQuerySchema, url.searchParams);
  return openApiDocument(origin);
};

/** Any other address under /api/v1. */
export const unknownEndpoint: ApiEndpoint = async ({ url }) => {
  throw new ApiError(404, "not_found", `No endpoint at ${url.pathname}; the OpenAPI document at /api/v1/openapi.json lists them`);
};
