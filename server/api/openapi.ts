/**
 * The API's contract in OpenAPI 3.1, served at /api/v1/openapi.json. The
 * vocabularies (pricing, platforms, tasks, sorts, levels) come from the same
 * constants the code checks against, so the document cannot drift from them;
 * the response schemas are checked against real answers in
 * api.integration.test.ts.
 */
import { FACT_SOURCE_GROUPS, SOURCE_KINDS } from "~/lib/fact-sources";
import { FACT_GROUPS, PLATFORMS, TOOL_FACTS, USE_CASES, type FactDefinition } from "~/lib/tool-facts";
import { keysOf, recordOf } from "~/lib/records";
import { SITE_NAME } from "~/lib/site";
import { COURSE_LEVELS, COURSE_PRICING } from "../courses/queries";
import { PRICING_MODELS, PUBLIC_CHANGE_KINDS } from "../db/schema";
import { PUBLIC_CHANGE_GROUP_NAMES } from "~/lib/public-changes";
import { factsByPlace } from "../tools/facts";
import { MAX_QUERY_LENGTH, TOOL_SORTS } from "../tools/search";
import { FORMER_MEMBER_NAME, MIN_REVIEWS_FOR_SCORE, REVIEW_PLAN_LABELS, REVIEW_USE_PERIOD_LABELS } from "~/lib/schemas/review";
import { COMMERCIAL_VALUES, DEFAULT_LIMIT, MAX_LIMIT, REVIEW_LIST_SORTS } from "./params";
import { API_BASE_PATH, API_RATE_LIMIT, type ApiErrorCode } from "./protocol";

/** The parts of JSON Schema 2020-12 this document uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  enum?: readonly (string | null)[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  default?: string | number;
  oneOf?: JsonSchema[];
}

type Reference = { $ref: string };

interface Parameter {
  name: string;
  in: "query" | "path";
  required?: boolean;
  description: string;
  schema: JsonSchema;
  style?: "form";
  explode?: boolean;
}

interface Header {
  description: string;
  schema: JsonSchema;
}

interface ResponseObject {
  description: string;
  headers?: Record<string, Header | Reference>;
  content?: Record<string, { schema: JsonSchema }>;
}

interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  parameters?: (Parameter | Reference)[];
  responses: Record<string, ResponseObject | Reference>;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  externalDocs: { description: string; url: string };
  servers: { url: string }[];
  paths: Record<string, { get: Operation }>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, Parameter>;
    headers: Record<string, Header>;
    responses: Record<string, ResponseObject>;
  };
}

const ERROR_CODES: ApiErrorCode[] = ["invalid_parameter", "invalid_cursor", "not_found", "method_not_allowed", "rate_limited", "unavailable", "internal_error"];

const ref = (kind: "schemas" | "parameters" | "headers" | "responses", name: string): Reference => ({ $ref: `#/components/${kind}/${name}` });
const nullable = (type: string, extra: JsonSchema = {}): JsonSchema => ({ type: [type, "null"], ...extra });
const strings = (description: string): JsonSchema => ({ type: "array", items: { type: "string" }, description });
/** Objects are closed: a field the document does not name is a field the API does not send. */
const object = (properties: Record<string, JsonSchema>, description?: string): JsonSchema => ({
  type: "object",
  ...(description ? { description } : {}),
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

const json = (schema: JsonSchema) => ({ "application/json": { schema } });

/** A fact's value in the API, by its kind (app/lib/tool-facts.ts). */
function factSchema(definition: FactDefinition): JsonSchema {
  const description = definition.api.description ? { description: definition.api.description } : {};
  switch (definition.kind) {
    case "slugs":
    case "lines":
      return { type: "array", items: { type: "string" }, ...description };
    case "yesNo":
      return nullable("boolean", description);
    case "choice":
      return { type: "string", enum: definition.choices, ...description };
    case "text":
    case "url":
      return nullable("string", description);
    case "month":
      return nullable("string", { pattern: "^\\d{4}-\\d{2}$", ...description });
  }
}

/** The tool's facts, at the top of its object and in their groups, as the serialiser places them. */
export function toolFactProperties(facts: readonly FactDefinition[] = TOOL_FACTS): Record<string, JsonSchema> {
  const { top, groups } = factsByPlace("api", facts);
  const properties = (list: FactDefinition[]) => Object.fromEntries(list.map((definition) => [definition.api.name, factSchema(definition)]));
  const grouped = recordOf(keysOf(FACT_GROUPS), (group) => object(properties(groups[group]), FACT_GROUPS[group].description));
  const { freePlanLimits, ...otherGroups } = grouped;
  return {
    ...properties(top),
    ...otherGroups,
    ...(freePlanLimits ? { freePlanLimits: { ...freePlanLimits, type: ["object", "null"] } } : {}),
    sources: object(
      Object.fromEntries(FACT_SOURCE_GROUPS.map((group) => [group, { oneOf: [{ type: "null" }, ref("schemas", "FactSource")] }])),
      "Where each group of facts was read: price (startingPrice, freeTier), commercialUse (its freePlan, paidPlans and note), training (commercialUse.trainsOnUserContent), freePlanLimits. null: no page on record states them, and they are not known.",
    ),
  };
}

/** One source of a group of facts (app/lib/fact-sources.ts). */
export const FACT_SOURCE_SCHEMA: JsonSchema = object({
  url: { type: "string", format: "uri", description: "The page read." },
  kind: { type: "string", enum: [...SOURCE_KINDS], description: "maker: a page on the maker's own domain; report: anyone else's, a copy of the maker's text elsewhere included." },
  asOf: nullable("string", { pattern: "^\\d{4}-\\d{2}$", description: "The month the page states for itself; null when it states none." }),
  checkedOn: { type: "string", format: "date", description: "The day the page was read." },
  quote: { type: "string", description: "The sentence of the page that states the facts." },
});

/** What every answer carries about the client's rate-limit window. */
const rateLimitHeaders = {
  "RateLimit-Limit": ref("headers", "RateLimit-Limit"),
  "RateLimit-Remaining": ref("headers", "RateLimit-Remaining"),
  "RateLimit-Reset": ref("headers", "RateLimit-Reset"),
  "RateLimit-Policy": ref("headers", "RateLimit-Policy"),
};

const ok = (description: string, schemaName: string): ResponseObject => ({
  description,
  headers: { ETag: ref("headers", "ETag"), ...rateLimitHeaders },
  content: json(ref("schemas", schemaName)),
});

/** The failures any endpoint can answer with. */
const commonFailures = {
  "304": ref("responses", "NotModified"),
  "400": ref("responses", "BadRequest"),
  "429": ref("responses", "TooManyRequests"),
  "500": ref("responses", "ServerError"),
  "503": ref("responses", "Unavailable"),
};

const paginationParameters = [ref("parameters", "limit"), ref("parameters", "cursor")];

/** "free (Free plan), paid (Paid plan)...": the values and what the site calls them. */
const labelled = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([value, label]) => `${value} (${label})`)
    .join(", ");

export function openApiDocument(origin: string): OpenApiDocument {
  return {
    openapi: "3.1.0",
    info: {
      title: `${SITE_NAME} API`,
      version: "1.0.0",
      description: [
        `Read-only JSON access to the ${SITE_NAME} directory: published AI tools (searchable and filterable exactly as on the /tools page), categories, courses, and what changed.`,
        "No key is needed. Every answer carries a strong ETag (send it back in If-None-Match for a 304), Cache-Control: public, max-age=60, and Access-Control-Allow-Origin: *.",
        `Each client address may make ${API_RATE_LIMIT.max} requests every ${API_RATE_LIMIT.windowSeconds} seconds; the RateLimit-* headers say how many remain, and a 429 carries Retry-After.`,
        "Lists are paged: pass a response's nextCursor back as cursor, with the same other parameters, until nextCursor is null.",
        "A parameter an endpoint does not take, or a value it does not know, is refused with 400 and a message naming it; an empty value counts as not given.",
      ].join("\n\n"),
    },
    externalDocs: { description: "Guide for developers", url: `${origin}/developers` },
    servers: [{ url: `${origin}${API_BASE_PATH}` }],
    paths: {
      "/tools": {
        get: {
          operationId: "listTools",
          summary: "Search and list published tools",
          description:
            "The search of the /tools page. Without search, the most notable tools (each category's leaders) are listed first; with it, by relevance (a search naming a kind of tool, such as text to image, lists that category's leaders first), and when few tools answer every word, tools answering some of them are listed. Filters of one kind (several category values, say) match any of their values; filters of different kinds must all match.",
          parameters: [
            ref("parameters", "search"),
            ref("parameters", "category"),
            ref("parameters", "pricing"),
            ref("parameters", "platform"),
            ref("parameters", "task"),
            ref("parameters", "free"),
            ref("parameters", "open-source"),
            ref("parameters", "commercial"),
            ref("parameters", "no-watermark"),
            ref("parameters", "no-card"),
            ref("parameters", "training"),
            ref("parameters", "max-price"),
            ref("parameters", "sort"),
            ...paginationParameters,
          ],
          responses: { "200": ok("A page of tools.", "ToolList"), ...commonFailures },
        },
      },
      "/tools/{slug}": {
        get: {
          operationId: "getTool",
          summary: "One tool",
          description:
            "A published tool, or a discontinued one (its page still exists): status says which, and successorSlug names the listed tool that replaces a discontinued one, when there is one. Drafts are not found.",
          parameters: [{ name: "slug", in: "path", required: true, description: "The tool's slug, as in its page address /tools/{slug}.", schema: { type: "string" } }],
          responses: { "200": ok("The tool.", "Tool"), ...commonFailures, "404": ref("responses", "NotFound") },
        },
      },
      "/tools/{slug}/reviews": {
        get: {
          operationId: "listToolReviews",
          summary: "A tool's published reviews",
          description:
            "What people who used the tool wrote about it, as on its page: published reviews only (none waiting for a moderator or removed), each with the maker's reply when there is one. Nothing identifies a reviewer beyond the name shown. The reviews of a published or a discontinued tool; a draft is not found.",
          parameters: [
            { name: "slug", in: "path", required: true, description: "The tool's slug, as in its page address /tools/{slug}.", schema: { type: "string" } },
            {
              name: "sort",
              in: "query",
              description: "newest (the default): most recently published first. helpful: most marked as helpful first. lowest: fewest stars first. Ties go to the newest.",
              schema: { type: "string", enum: REVIEW_LIST_SORTS, default: "newest" },
            },
            ...paginationParameters,
          ],
          responses: { "200": ok("A page of reviews.", "ReviewList"), ...commonFailures, "404": ref("responses", "NotFound") },
        },
      },
      "/categories": {
        get: {
          operationId: "listCategories",
          summary: "All categories",
          description: "Every category in the directory's order, with its number of published tools. Not paged.",
          responses: { "200": ok("The categories.", "CategoryList"), ...commonFailures },
        },
      },
      "/courses": {
        get: {
          operationId: "listCourses",
          summary: "List courses",
          description: "Every course, by name, a page at a time, with the slugs of the published tools each one teaches.",
          parameters: paginationParameters,
          responses: { "200": ok("A page of courses.", "CourseList"), ...commonFailures },
        },
      },
      "/changes": {
        get: {
          operationId: "listChanges",
          summary: "List the directory's public changes",
          description:
            "What changed, newest first, as on the /new page: tools added, price, pricing-model and free-plan changes, changes to commercial use and training terms (a fact learned for the first time is not a change), discontinued tools, links that stopped answering or answer again, new courses and articles.",
          parameters: [
            {
              name: "kind",
              in: "query",
              description: "Only changes of one group.",
              schema: { type: "string", enum: PUBLIC_CHANGE_GROUP_NAMES },
            },
            {
              name: "category",
              in: "query",
              description: "Only changes of tools in this category (a slug from /categories).",
              schema: { type: "string", pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" },
            },
            ...paginationParameters,
          ],
          responses: { "200": ok("A page of changes.", "ChangeList"), ...commonFailures },
        },
      },
      "/openapi.json": {
        get: {
          operationId: "getOpenApiDocument",
          summary: "This document",
          responses: {
            "200": { description: "The OpenAPI 3.1 document.", headers: { ETag: ref("headers", "ETag"), ...rateLimitHeaders }, content: json({ type: "object" }) },
            ...commonFailures,
          },
        },
      },
    },
    components: {
      schemas: {
        FactSource: FACT_SOURCE_SCHEMA,
        Tool: object({
          slug: { type: "string", description: "Identifies the tool; its page is /tools/{slug}." },
          name: { type: "string" },
          description: { type: "string" },
          url: { type: "string", format: "uri", description: "The maker's site." },
          pricingUrl: nullable("string", { format: "uri", description: "The maker's pricing page; null when not known." }),
          pricing: { type: "string", enum: PRICING_MODELS },
          category: nullable("object", {
            properties: { slug: { type: "string" }, name: { type: "string" } },
            required: ["slug", "name"],
            additionalProperties: false,
          }),
          logoUrl: nullable("string", { format: "uri", description: "The tool's logo as served by this site; null when the site has none (it then draws the tool's initials)." }),
          ...toolFactProperties(),
          status: { type: "string", enum: ["published", "discontinued"], description: "Lists hold published tools only." },
          successorSlug: nullable("string", { description: "For a discontinued tool, the published tool that replaces it; otherwise null." }),
          pageUrl: { type: "string", format: "uri", description: "The tool's page on this site." },
          publishedAt: nullable("string", { format: "date-time", description: "When the tool was first published; null when not recorded." }),
          updatedAt: { type: "string", format: "date-time" },
          reviews: ref("schemas", "ReviewSummary"),
          claimed: { type: "boolean", description: "Its maker has proven control of the tool's domain and the claim stands. Never a ranking signal." },
          claimedSince: nullable("string", { format: "date-time", description: "When the oldest standing claim was verified; null when not claimed." }),
        }),
        ToolList: object({
          data: { type: "array", items: ref("schemas", "Tool") },
          nextCursor: nullable("string", { description: "Pass as cursor, with the same other parameters, for the next page; null on the last page." }),
          total: { type: "integer", minimum: 0, description: "How many tools the whole list holds." },
        }),
        ReviewSummary: object(
          {
            count: { type: "integer", minimum: 0, description: "Published reviews." },
            average: nullable("number", {
              minimum: 1,
              maximum: 5,
              description: `The average of their stars (1 to 5), to one decimal; null until ${MIN_REVIEWS_FOR_SCORE} reviews are published.`,
            }),
          },
          "What people who used it say, in figures.",
        ),
        Review: object({
          id: { type: "string", format: "uuid" },
          author: object({ name: { type: "string", description: `The name the reviewer chose to show, or ${FORMER_MEMBER_NAME} once their account is gone.` } }),
          rating: { type: "integer", minimum: 1, maximum: 5, description: "Stars, from 1 to 5." },
          title: { type: "string" },
          body: { type: "string" },
          useCase: { type: "string", description: "What the reviewer used it for, in their words." },
          plan: { type: "string", enum: Object.keys(REVIEW_PLAN_LABELS), description: `The plan they used: ${labelled(REVIEW_PLAN_LABELS)}.` },
          usedFor: { type: "string", enum: Object.keys(REVIEW_USE_PERIOD_LABELS), description: `How long they used it: ${labelled(REVIEW_USE_PERIOD_LABELS)}.` },
          pros: nullable("string"),
          cons: nullable("string"),
          helpfulCount: { type: "integer", minimum: 0, description: "How many readers marked it as helpful." },
          publishedAt: nullable("string", { format: "date-time" }),
          editedAt: nullable("string", { format: "date-time", description: "When the reviewer last changed it after it was published; null if never." }),
          reply: nullable("object", {
            description: "The maker's public answer; null when there is none.",
            properties: { body: { type: "string" }, at: { type: "string", format: "date-time", description: "When it was written or last changed." } },
            required: ["body", "at"],
            additionalProperties: false,
          }),
        }),
        ReviewList: object({
          data: { type: "array", items: ref("schemas", "Review") },
          nextCursor: nullable("string", { description: "Pass as cursor, with the same other parameters, for the next page; null on the last page." }),
          total: { type: "integer", minimum: 0, description: "How many published reviews the tool has." },
        }),
        Category: object({
          slug: { type: "string", description: "The value of the tools list's category parameter." },
          name: { type: "string" },
          description: { type: "string" },
          toolCount: { type: "integer", minimum: 0, description: "Published tools in the category." },
          pageUrl: { type: "string", format: "uri" },
        }),
        CategoryList: object({ data: { type: "array", items: ref("schemas", "Category") } }),
        Course: object({
          slug: { type: "string" },
          name: { type: "string" },
          description: { type: "string" },
          level: { type: "string", enum: COURSE_LEVELS },
          pricing: { type: "string", enum: COURSE_PRICING },
          featured: { type: "boolean" },
          platform: { type: "string", description: "Where the course is offered, such as Coursera." },
          url: nullable("string", { format: "uri", description: "The course on its platform; null when not known." }),
          logoUrl: nullable("string", { format: "uri" }),
          tools: strings("Slugs of the published tools the course teaches."),
          pageUrl: { type: "string", format: "uri", description: "The course's page on this site." },
          updatedAt: { type: "string", format: "date-time" },
          reviews: ref("schemas", "ReviewSummary"),
        }),
        CourseList: object({
          data: { type: "array", items: ref("schemas", "Course") },
          nextCursor: nullable("string", { description: "Pass as cursor for the next page; null on the last page." }),
          total: { type: "integer", minimum: 0 },
        }),
        Change: object({
          id: { type: "string", format: "uuid" },
          kind: { type: "string", enum: PUBLIC_CHANGE_KINDS },
          group: { type: "string", enum: PUBLIC_CHANGE_GROUP_NAMES, description: "The kind's group, the value of the kind parameter." },
          happenedAt: { type: "string", format: "date-time" },
          subject: object({
            type: { type: "string", enum: ["tool", "course", "article"] },
            slug: { type: "string" },
            name: { type: "string" },
            pageUrl: { type: "string", format: "uri" },
          }),
          category: nullable("object", {
            description: "The tool's category; null for courses and articles.",
            properties: { slug: { type: "string" }, name: { type: "string" } },
            required: ["slug", "name"],
            additionalProperties: false,
          }),
          before: nullable("string", { description: "The value before, as stored (such as restricted); null where the kind has none." }),
          after: nullable("string", { description: "The value after, as stored; for link changes, which link (website or pricing); null where the kind has none." }),
          summary: { type: "string", description: "The change in words, such as \"Paid plans from: $10/month → $12/month\"." },
          source: nullable("string", { description: "The page the new value comes from, when known." }),
          suggestedBy: nullable("string", { enum: ["reader", "maker", null], description: "Who suggested the new value an editor accepted: a reader, or the tool's verified maker; null for the editors' own changes." }),
          successor: nullable("object", {
            description: "For a discontinued tool, the published tool that replaces it.",
            properties: { slug: { type: "string" }, name: { type: "string" }, pageUrl: { type: "string", format: "uri" } },
            required: ["slug", "name", "pageUrl"],
            additionalProperties: false,
          }),
        }),
        ChangeList: object({
          data: { type: "array", items: ref("schemas", "Change") },
          nextCursor: nullable("string", { description: "Pass as cursor, with the same other parameters, for the next page; null on the last page." }),
          total: { type: "integer", minimum: 0 },
        }),
        Error: object({
          error: object({
            code: { type: "string", enum: ERROR_CODES },
            message: { type: "string", description: "For people; names the parameter at fault." },
          }),
        }),
      },
      parameters: {
        search: {
          name: "search",
          in: "query",
          description: "Words to look for in names, categories, tasks, features, descriptions and platforms; close spellings are found too.",
          schema: { type: "string", maxLength: MAX_QUERY_LENGTH },
        },
        category: {
          name: "category",
          in: "query",
          description: "A category slug (see /categories); repeat for several. A slug no category has matches no tools.",
          schema: { type: "array", items: { type: "string", pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" } },
          style: "form",
          explode: true,
        },
        pricing: { name: "pricing", in: "query", description: "Pricing model; repeat for several.", schema: { type: "array", items: { type: "string", enum: PRICING_MODELS } }, style: "form", explode: true },
        platform: {
          name: "platform",
          in: "query",
          description: "Runs on this platform; repeat for several.",
          schema: { type: "array", items: { type: "string", enum: PLATFORMS.map((platform) => platform.slug) } },
          style: "form",
          explode: true,
        },
        task: {
          name: "task",
          in: "query",
          description: "Serves this creative task; repeat for several.",
          schema: { type: "array", items: { type: "string", enum: USE_CASES.map((useCase) => useCase.slug) } },
          style: "form",
          explode: true,
        },
        free: flagParameter("free", "Only tools with a free plan."),
        "open-source": flagParameter("open-source", "Only open-source tools."),
        commercial: {
          name: "commercial",
          in: "query",
          description:
            "Commercial use of outputs, by the terms on record (unknown is left out). free-plan: the free plan's own terms allow it. paid-plans: the paid plans' terms allow it. 1 (or true): some plan allows it; with a free-plan filter (free, no-watermark, no-card), the free plan itself. Repeat free-plan and paid-plans for both.",
          schema: { type: "array", items: { type: "string", enum: [...COMMERCIAL_VALUES] } },
          style: "form",
          explode: true,
        },
        "max-price": {
          name: "max-price",
          in: "query",
          description:
            "Only tools whose cheapest plan costs at most this many US dollars a month: entirely free tools count as 0, a yearly price as a twelfth of it. Tools whose price is unknown, in another currency, one-time or by usage are left out.",
          schema: { type: "number", minimum: 0, maximum: 999999.99 },
        },
        "no-watermark": flagParameter("no-watermark", "Only tools with a free plan whose outputs carry no watermark."),
        "no-card": flagParameter("no-card", "Only tools with a free plan that starts without a payment card."),
        training: {
          name: "training",
          in: "query",
          description: "no: only tools whose maker does not train on users' content by default (a known fact with its source; unknown is left out).",
          schema: { type: "string", enum: ["no"] },
        },
        sort: {
          name: "sort",
          in: "query",
          description: `Order of the results. Default: relevance with search, notable without (relevance without search is notable too). notable: each category's leading tools first, then by name. favourites: most saved by visitors first. rating: tools with ${MIN_REVIEWS_FOR_SCORE} published reviews or more by their average stars, then by how many reviews, then the others in the notable order. price: cheapest monthly price in US dollars first (entirely free tools at 0), tools whose price is unknown or not a monthly dollar figure last.`,
          schema: { type: "string", enum: TOOL_SORTS },
        },
        limit: { name: "limit", in: "query", description: "Items per page.", schema: { type: "integer", minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT } },
        cursor: {
          name: "cursor",
          in: "query",
          description: "The nextCursor of the previous page, unchanged. It only works with the same other parameters as the request that returned it (400 otherwise).",
          schema: { type: "string" },
        },
      },
      headers: {
        ETag: { description: "Strong validator of the body; send it back in If-None-Match to get a 304 when nothing changed.", schema: { type: "string" } },
        "RateLimit-Limit": { description: "Requests allowed per window.", schema: { type: "integer" } },
        "RateLimit-Remaining": { description: "Requests left in the current window.", schema: { type: "integer" } },
        "RateLimit-Reset": { description: "Seconds until the current window ends.", schema: { type: "integer" } },
        "RateLimit-Policy": { description: `The limit and the window in seconds: ${API_RATE_LIMIT.max};w=${API_RATE_LIMIT.windowSeconds}.`, schema: { type: "string" } },
        "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer" } },
      },
      responses: {
        NotModified: { description: "The ETag in If-None-Match is still current; no body.", headers: { ETag: ref("headers", "ETag"), ...rateLimitHeaders } },
        BadRequest: { description: "A parameter or the cursor is not valid.", headers: rateLimitHeaders, content: json(ref("schemas", "Error")) },
        NotFound: { description: "Nothing at this address.", headers: rateLimitHeaders, content: json(ref("schemas", "Error")) },
        TooManyRequests: {
          description: "The address made too many requests in this window.",
          headers: { "Retry-After": ref("headers", "Retry-After"), ...rateLimitHeaders },
          content: json(ref("schemas", "Error")),
        },
        ServerError: { description: "Something went wrong on our side.", headers: rateLimitHeaders, content: json(ref("schemas", "Error")) },
        Unavailable: {
          description: "The directory cannot reach its data for a moment.",
          headers: { "Retry-After": ref("headers", "Retry-After") },
          content: json(ref("schemas", "Error")),
        },
      },
    },
  };
}

function flagParameter(name: string, description: string): Parameter {
  return { name, in: "query", description: `${description} 1 (or true) turns it on.`, schema: { type: "string", enum: ["1", "0", "true", "false"] } };
}
