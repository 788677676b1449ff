/**
 * The query strings the API accepts, one zod schema per endpoint. The tool
 * list takes the parameters of the /tools page, under the same names, but
 * refuses what the page quietly drops (an unknown sort, platform or task, a
 * parameter it does not know): a script should hear about its typo rather
 * than walk an unfiltered catalogue. Empty values count as not given, as on
 * the page.
 */
import { z } from "zod";
import { PUBLIC_CHANGE_GROUP_NAMES } from "~/lib/public-changes";
import { isPlatform, isUseCase, PLATFORMS, USE_CASES } from "~/lib/tool-facts";
import { PRICING_MODELS } from "../db/schema";
import { MAX_QUERY_LENGTH, normaliseQuery, TOOL_SORTS } from "../tools/search";
import { ApiError } from "./protocol";

export const DEFAULT_LIMIT = 24;
/** What `commercial` may say: on some plan (1, true), on the free plan, on the paid plans; 0 and false say nothing. */
export const COMMERCIAL_VALUES = ["1", "true", "0", "false", "free-plan", "paid-plans"] as const;
export const MAX_LIMIT = 100;
const MAX_CATEGORIES = 50;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A parameter that may appear once: a repeated one arrives as an array and is refused. */
const once = (name: string) => z.string({ error: `${name} may be given only once` });

const limit = once("limit")
  .regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${MAX_LIMIT}`)
  .transform(Number)
  .pipe(z.number().min(1, `limit must be a whole number from 1 to ${MAX_LIMIT}`).max(MAX_LIMIT, `limit must be a whole number from 1 to ${MAX_LIMIT}`))
  .default(DEFAULT_LIMIT);

const cursor = once("cursor").optional();

/** On/off filters are written as on the /tools page (free=1); 0, true and false are understood too. */
const flag = (name: string) =>
  once(name)
    .pipe(z.enum(["1", "0", "true", "false"], { error: `${name} must be 1 or 0` }))
    .transform((value) => value === "1" || value === "true")
    .default(false);

/** A set of values: order and repeats do not change the filter, so they do not change the query either. */
const valueSet = <T extends string>(item: z.ZodType<T>, max: number, name: string) =>
  z
    .array(item)
    .max(max, `${name} may be given at most ${max} times`)
    .transform((values) => [...new Set(values)].sort())
    .default([]);

export const toolListQuerySchema = z.strictObject({
  search: once("search")
    .max(MAX_QUERY_LENGTH, `search must be at most ${MAX_QUERY_LENGTH} characters`)
    .transform(normaliseQuery)
    .optional(),
  category: valueSet(z.string().regex(SLUG, "category must be a category slug such as image-generation"), MAX_CATEGORIES, "category"),
  pricing: valueSet(z.enum(PRICING_MODELS, { error: `pricing must be one of ${PRICING_MODELS.join(", ")}` }), PRICING_MODELS.length, "pricing"),
  platform: valueSet(
    z.string().refine(isPlatform, { error: (issue) => `platform ${JSON.stringify(issue.input)} is not known; use one of ${PLATFORMS.map((p) => p.slug).join(", ")}` }),
    PLATFORMS.length,
    "platform",
  ),
  task: valueSet(
    z.string().refine(isUseCase, { error: (issue) => `task ${JSON.stringify(issue.input)} is not a known use case; the OpenAPI document lists them` }),
    USE_CASES.length,
    "task",
  ),
  free: flag("free"),
  "open-source": flag("open-source"),
  // 1 (or true): on some plan, as before; free-plan and paid-plans name the plan, and may be given together.
  commercial: valueSet(
    z.enum(COMMERCIAL_VALUES, { error: `commercial must be one of ${COMMERCIAL_VALUES.join(", ")}` }),
    COMMERCIAL_VALUES.length,
    "commercial",
  ),
  "max-price": once("max-price")
    .regex(/^\d{1,6}(\.\d{1,2})?$/, "max-price must be a number of US dollars a month, such as 20 or 9.99")
    .transform(Number)
    .optional(),
  "no-watermark": flag("no-watermark"),
  "no-card": flag("no-card"),
  training: once("training")
    .pipe(z.enum(["no"], { error: 'training must be "no": only tools that do not train on your content' }))
    .optional(),
  sort: once("sort")
    .pipe(z.enum(TOOL_SORTS, { error: `sort must be one of ${TOOL_SORTS.join(", ")}` }))
    .optional(),
  limit,
  cursor,
});
export type ToolListQuery = z.infer<typeof toolListQuerySchema>;

export const courseListQuerySchema = z.strictObject({ limit, cursor });

/** The orders of a tool's reviews, as on its page; newest first by default, the order that moves least while a client pages. */
export const REVIEW_LIST_SORTS = ["newest", "helpful", "lowest"] as const;

export const reviewListQuerySchema = z.strictObject({
  sort: once("sort")
    .pipe(z.enum(REVIEW_LIST_SORTS, { error: `sort must be one of ${REVIEW_LIST_SORTS.join(", ")}` }))
    .default("newest"),
  limit,
  cursor,
});

export const changeListQuerySchema = z.strictObject({
  kind: once("kind")
    .pipe(z.enum(PUBLIC_CHANGE_GROUP_NAMES, { error: `kind must be one of ${PUBLIC_CHANGE_GROUP_NAMES.join(", ")}` }))
    .optional(),
  category: once("category").regex(SLUG, "category must be a category slug such as image-generation").optional(),
  limit,
  cursor,
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

/** For endpoints that take no parameters at all. */
export const noQuerySchema = z.strictObject({});

/** Parameters as the schemas read them: repeatable ones as arrays, the others as strings; empty values dropped. */
function paramsObject(params: URLSearchParams, repeatable: ReadonlySet<string>): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).filter((value) => value.trim() !== "");
    if (values.length === 0) continue;
    result[key] = repeatable.has(key) || values.length > 1 ? values : values[0]!;
  }
  return result;
}

const REPEATABLE = new Set(["category", "pricing", "platform", "task", "commercial"]);

/** The parsed query, or a 400 naming the first parameter at fault. */
export function parseQuery<T extends z.ZodObject>(schema: T, params: URLSearchParams): z.infer<T> {
  const result = schema.safeParse(paramsObject(params, REPEATABLE));
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  if (issue?.code === "unrecognized_keys") {
    const known = Object.keys(schema.shape);
    const takes = known.length ? `it takes ${known.join(", ")}` : "it takes none";
    throw new ApiError(400, "invalid_parameter", `Unknown parameter ${issue.keys.map((key) => JSON.stringify(key)).join(", ")}: ${takes}`);
  }
  throw new ApiError(400, "invalid_parameter", issue?.message ?? "The query string is not valid");
}
