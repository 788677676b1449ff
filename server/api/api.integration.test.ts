/**
 * The public API end to end below HTTP: real Responses from apiResponse over
 * the seeded catalogue, checked against the OpenAPI document the API serves.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import type { DatabaseHandle } from "../db/client";
import { aiCourses, aiTools, categories, reviewReplies, reviews, users } from "../db/schema";
import { getTool, listCategories, listChanges, listCourses, listToolReviews, listTools, openApi, unknownEndpoint, type ApiEndpoint } from "./endpoints";
import { openApiDocument, type OpenApiDocument } from "./openapi";
import { API_RATE_LIMIT } from "./protocol";
import { apiResponse } from "./respond";

const ORIGIN = "https://site.test";
const DOCUMENT_ID = `${ORIGIN}/api/v1/openapi.json`;

/** The route table of app/routes.ts for the API, so a test reads like a request. */
function route(pathname: string): { endpoint: ApiEndpoint; params: Record<string, string> } {
  const tool = /^\/api\/v1\/tools\/([^/]+)$/.exec(pathname);
  if (tool) return { endpoint: getTool, params: { toolSlug: decodeURIComponent(tool[1]!) } };
  const toolReviews = /^\/api\/v1\/tools\/([^/]+)\/reviews$/.exec(pathname);
  if (toolReviews) return { endpoint: listToolReviews, params: { toolSlug: decodeURIComponent(toolReviews[1]!) } };
  const endpoints: Record<string, ApiEndpoint> = {
    "/api/v1/tools": listTools,
    "/api/v1/categories": listCategories,
    "/api/v1/courses": listCourses,
    "/api/v1/changes": listChanges,
    "/api/v1/openapi.json": openApi,
  };
  return { endpoint: endpoints[pathname] ?? unknownEndpoint, params: {} };
}

/** Every client address a test uses is its own, so the rate limit of one test never reaches another. */
let addresses = 0;
const freshAddress = () => `198.51.100.${++addresses}`;

/** A validator per OpenAPI response: the schema the document names for that path and status. */
function responseValidators(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: true });
  addFormats(ajv);
  // The document's other parts are no JSON Schema keywords; only its schemas are compiled.
  for (const keyword of ["openapi", "info", "externalDocs", "servers", "paths", "components"]) ajv.addKeyword(keyword);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const compiled = new Map<string, ValidateFunction>();
  return (path: string, status: string) => {
    let response = document.paths[path]?.get.responses[status];
    if (response && "$ref" in response) response = document.components.responses[response.$ref.split("/").pop()!];
    const schema = response && "content" in response ? response.content?.["application/json"]?.schema : undefined;
    if (!schema?.$ref) throw new Error(`The document names no JSON schema for ${status} at ${path}`);
    const ref = `${DOCUMENT_ID}${schema.$ref}`;
    if (!compiled.has(ref)) compiled.set(ref, ajv.compile({ $ref: ref }));
    return compiled.get(ref)!;
  };
}

describe.each(testDatabaseKinds)("public API on $name", (kind) => {
  let handle: DatabaseHandle;
  let validatorFor: ReturnType<typeof responseValidators>;
  const draftSlug = "midjourney";
  const discontinuedSlug = "adobe-firefly";
  const successorSlug = "canva";

  beforeAll(async () => {
    handle = await kind.openSeeded();
    // One tool withdrawn to a draft, one discontinued in favour of another: neither may be listed.
    await handle.db.update(aiTools).set({ status: "draft" }).where(eq(aiTools.slug, draftSlug));
    const [successor] = await handle.db.select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.slug, successorSlug));
    await handle.db.update(aiTools).set({ status: "discontinued", successorId: successor!.id }).where(eq(aiTools.slug, discontinuedSlug));
    validatorFor = responseValidators(openApiDocument(ORIGIN));
  });
  afterAll(async () => {
    await handle.close();
  });

  async function request(target: string, { address = freshAddress(), headers = {} }: { address?: string; headers?: Record<string, string> } = {}) {
    const url = new URL(target, `${ORIGIN}/api/v1/`);
    const { endpoint, params } = route(url.pathname);
    const response = await apiResponse({ request: new Request(url, { headers }), db: handle.db, clientAddress: address, origin: ORIGIN, params }, endpoint);
    const text = await response.text();
    return { response, text, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
  }

  /** Answers as documented: the status's schema, and the headers every answer carries. */
  async function documented(path: string, target: string, status = 200, options?: Parameters<typeof request>[1]) {
    const answer = await request(target, options);
    expect(answer.response.status, answer.text).toBe(status);
    const validate = validatorFor(path, String(status));
    expect(validate(answer.body), JSON.stringify(validate.errors)).toBe(true);
    expect(answer.response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(answer.response.headers.get("ETag")).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(answer.response.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(answer.response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(answer.response.headers.get("Access-Control-Expose-Headers")).toMatch(/ETag.*RateLimit-Remaining/);
    expect(answer.response.headers.get("RateLimit-Policy")).toBe("120;w=60");
    return answer;
  }

  const publishedSlugs = async () =>
    new Set((await handle.db.select({ slug: aiTools.slug }).from(aiTools).where(eq(aiTools.status, "published"))).map((row) => row.slug));

  /** Follows nextCursor to the end; every slug of every page, in order. */
  async function walk(target: string, path = `/${target.split("?")[0]}`) {
    const slugs: string[] = [];
    let cursor: string | null = null;
    let total = -1;
    let pages = 0;
    do {
      const separator = target.includes("?") ? "&" : "?";
      const { body } = await documented(path, cursor ? `${target}${separator}cursor=${encodeURIComponent(cursor)}` : target);
      const page = body as { data: { slug: string }[]; nextCursor: string | null; total: number };
      if (total === -1) total = page.total;
      expect(page.total).toBe(total);
      slugs.push(...page.data.map((item) => item.slug));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 100);
    return { slugs, total, pages };
  }

  it("serves an OpenAPI 3.1 document that is valid", async () => {
    const validator = new Validator();
    const result = await validator.validate(openApiDocument(ORIGIN) as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");

    const served = await request("openapi.json");
    expect(served.response.status).toBe(200);
    expect(served.body).toEqual(JSON.parse(JSON.stringify(openApiDocument(ORIGIN))));
    expect((served.body as { servers: { url: string }[] }).servers).toEqual([{ url: `${ORIGIN}/api/v1` }]);
  });

  it("answers every endpoint as its schema says", async () => {
    const list = await documented("/tools", "tools");
    const firstPage = list.body as { data: { slug: string; pageUrl: string; logoUrl: string | null }[]; total: number; nextCursor: string };
    expect(firstPage.data).toHaveLength(24);
    expect(firstPage.total).toBe((await publishedSlugs()).size);
    expect(firstPage.data[0]!.pageUrl).toBe(`${ORIGIN}/tools/${firstPage.data[0]!.slug}`);
    expect(firstPage.data.some((tool) => tool.logoUrl?.startsWith(`${ORIGIN}/brand-logos/`))).toBe(true);

    const filtered = await documented("/tools", "tools?search=email&category=email-marketing&pricing=Freemium&platform=web&free=1&sort=name&limit=5");
    const filteredTools = (filtered.body as { data: { name: string; pricing: string; category: { slug: string }; platforms: string[]; freeTier: boolean }[] }).data;
    expect(filteredTools.length).toBeGreaterThan(0);
    for (const tool of filteredTools) expect(tool).toMatchObject({ pricing: "Freemium", category: { slug: "email-marketing" }, freeTier: true, platforms: expect.arrayContaining(["web"]) });
    const names = filteredTools.map((tool) => tool.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    // Commercial use per plan and a price ceiling, sorted by price: what each tool says, in order.
    const perPlan = await documented("/tools", "tools?commercial=free-plan&commercial=paid-plans&limit=100");
    const perPlanTools = (perPlan.body as { data: { freeTier: boolean; commercialUse: { freePlan: string; paidPlans: string } }[] }).data;
    expect(perPlanTools.length).toBeGreaterThan(0);
    for (const tool of perPlanTools) expect(tool).toMatchObject({ freeTier: true, commercialUse: { freePlan: "allowed", paidPlans: "allowed" } });
    const cheap = await documented("/tools", "tools?max-price=20&sort=price&limit=100");
    const cheapTools = (cheap.body as { data: { pricing: string; startingPrice: string | null }[] }).data;
    expect(cheapTools.length).toBeGreaterThan(1);
    const monthly = cheapTools.map((tool) => (tool.startingPrice === null ? 0 : Number(/^\$([\d.]+)\/(month|year)$/.exec(tool.startingPrice)![1]) / (tool.startingPrice.endsWith("/year") ? 12 : 1)));
    for (const price of monthly) expect(price).toBeLessThanOrEqual(20);
    expect(monthly).toEqual([...monthly].sort((a, b) => a - b));
    await documented("/tools", "tools?max-price=cheap", 400);

    const tool = await documented("/tools/{slug}", `tools/${successorSlug}`);
    expect(tool.body).toMatchObject({ slug: successorSlug, status: "published", successorSlug: null, pageUrl: `${ORIGIN}/tools/${successorSlug}` });
    expect(Date.parse((tool.body as { updatedAt: string }).updatedAt)).not.toBeNaN();

    // Each group of facts with where it was read: a dated report, not yet confirmed on the maker's pages.
    const reported = (await documented("/tools/{slug}", "tools/runway")).body as { startingPrice: string; freePlanLimits: { watermark: string } | null; sources: Record<string, { kind: string; asOf: string | null; url: string; quote: string } | null> };
    expect(reported).toMatchObject({ startingPrice: "$15/month", freePlanLimits: { watermark: "yes" } });
    expect(reported.sources.price).toMatchObject({ kind: "report", asOf: "2026-05", url: expect.stringContaining("bitsminds.com"), quote: expect.stringContaining("$15/month") });

    const discontinued = await documented("/tools/{slug}", `tools/${discontinuedSlug}`);
    expect(discontinued.body).toMatchObject({ slug: discontinuedSlug, status: "discontinued", successorSlug });

    for (const missing of [draftSlug, "no-such-tool"]) {
      const notFound = await documented("/tools/{slug}", `tools/${missing}`, 404);
      expect(notFound.body).toEqual({ error: { code: "not_found", message: `No tool has the slug "${missing}"` } });
    }

    const categoryList = await documented("/categories", "categories");
    const categoryRows = (categoryList.body as { data: { slug: string; toolCount: number }[] }).data;
    expect(categoryRows.map((row) => row.slug).sort()).toEqual((await handle.db.select({ slug: categories.slug }).from(categories)).map((row) => row.slug).sort());
    expect(categoryRows.reduce((sum, row) => sum + row.toolCount, 0)).toBe((await publishedSlugs()).size);

    const courses = await documented("/courses", "courses?limit=100");
    const courseRows = (courses.body as { data: { slug: string; tools: string[] }[]; nextCursor: string | null }).data;
    expect(courseRows.length).toBeGreaterThan(0);
    const published = await publishedSlugs();
    expect(courseRows.some((course) => course.tools.length > 0)).toBe(true);
    for (const course of courseRows) for (const slug of course.tools) expect(published.has(slug), slug).toBe(true);

    // The tool discontinued in setup is a public change, with its successor.
    const changes = await documented("/changes", `changes?kind=discontinued`);
    const changeRows = (changes.body as { data: { subject: { slug: string }; successor: { slug: string } | null; summary: string }[] }).data;
    expect(changeRows.find((change) => change.subject.slug === discontinuedSlug)).toMatchObject({ summary: "Discontinued", successor: { slug: successorSlug } });
    await documented("/changes", "changes?kind=rumours", 400);

    const badLimit = await documented("/tools", "tools?limit=500", 400);
    expect(badLimit.body).toEqual({ error: { code: "invalid_parameter", message: "limit must be a whole number from 1 to 100" } });
    for (const query of ["sort=popular", "pricing=Cheap", "platform=amiga"]) {
      const refused = await documented("/tools", `tools?${query}`, 400);
      expect((refused.body as { error: { message: string } }).error.message).toMatch(new RegExp(`^${query.split("=")[0]}`));
    }
    await documented("/tools", "tools?cursor=bm90LWEtY3Vyc29y", 400);
    await documented("/courses", "courses?search=x", 400);

    const elsewhere = await request("nothing-here");
    expect(elsewhere.response.status).toBe(404);
    expect(elsewhere.body).toMatchObject({ error: { code: "not_found" } });
  });

  it("pages through the whole catalogue exactly once, and through a filtered search", async () => {
    const all = await walk("tools?limit=100");
    const published = await publishedSlugs();
    expect(all.slugs).toHaveLength(published.size);
    expect(new Set(all.slugs)).toEqual(published);
    expect(all.total).toBe(published.size);
    expect(all.pages).toBe(Math.ceil(published.size / 100));
    expect(all.slugs).not.toContain(draftSlug);
    expect(all.slugs).not.toContain(discontinuedSlug);

    const filters = "category=image-generation&category=video-creation&pricing=Freemium&pricing=Free";
    const filtered = await walk(`tools?${filters}&sort=name&limit=100`);
    const expected = await handle.db
      .select({ slug: aiTools.slug })
      .from(aiTools)
      .innerJoin(categories, eq(aiTools.categoryId, categories.id))
      .where(and(inArray(categories.slug, ["image-generation", "video-creation"]), inArray(aiTools.pricing, ["Free", "Freemium"]), eq(aiTools.status, "published")));
    const expectedSlugs = new Set(expected.map((row) => row.slug));
    expect(expectedSlugs.size).toBeGreaterThan(5);
    expect(filtered.slugs).toHaveLength(expectedSlugs.size);
    expect(new Set(filtered.slugs)).toEqual(expectedSlugs);

    // Small pages of a ranked search: the same tools, none twice.
    const searched = await walk("tools?search=video&limit=7");
    expect(searched.pages).toBeGreaterThan(2);
    expect(new Set(searched.slugs).size).toBe(searched.slugs.length);
    expect(searched.slugs).toHaveLength(searched.total);
    expect(new Set(searched.slugs)).toEqual(new Set((await walk("tools?search=video&limit=100")).slugs));

    const courses = await walk("courses?limit=10");
    const courseSlugs = (await handle.db.select({ slug: aiCourses.slug }).from(aiCourses)).map((row) => row.slug);
    expect(courses.pages).toBe(Math.ceil(courseSlugs.length / 10));
    expect(courses.slugs).toHaveLength(courseSlugs.length);
    expect(new Set(courses.slugs)).toEqual(new Set(courseSlugs));
  });

  it("serves a tool's published reviews with public fields only, and a score from three of them", async () => {
    const reviewedSlug = "photoroom";
    const [reviewed] = await handle.db.select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.slug, reviewedSlug));
    const [course] = await handle.db.select({ id: aiCourses.id, slug: aiCourses.slug }).from(aiCourses).limit(1);
    const secretEmail = "reviewer-private@example.com";
    await handle.db.insert(users).values({ id: "reviewer-account-id", name: "Ana", email: secretEmail, emailVerified: true });
    const written = (rating: number, n: number, extra: Partial<typeof reviews.$inferInsert> = {}) => ({
      toolId: reviewed!.id,
      userId: null,
      authorName: `Reviewer ${n}`,
      rating,
      title: `Review ${n}`,
      body: "Used it for a season of product photos; the cut-outs were clean and quick.",
      useCase: "Product photos",
      plan: "paid",
      usedFor: "1-6-months",
      status: "published",
      publishedAt: new Date(Date.UTC(2026, 0, n)),
      ...extra,
    });
    const [first] = await handle.db
      .insert(reviews)
      .values([
        written(5, 1, { userId: "reviewer-account-id", authorName: "Ana G.", pros: "Fast", cons: "" }),
        written(4, 2),
        written(1, 3, { status: "pending", publishedAt: null }),
        written(2, 4, { status: "removed", removalReason: "Off topic" }),
      ])
      .returning({ id: reviews.id });
    await handle.db.insert(reviewReplies).values({ reviewId: first!.id, body: "Thank you, Ana." });

    // Two published reviews: counted, no average yet.
    expect((await documented("/tools/{slug}", `tools/${reviewedSlug}`)).body).toMatchObject({ reviews: { count: 2, average: null } });
    await handle.db.insert(reviews).values(written(5, 5));
    expect((await documented("/tools/{slug}", `tools/${reviewedSlug}`)).body).toMatchObject({ reviews: { count: 3, average: 4.7 } });
    const byRating = (await documented("/tools", "tools?sort=rating&limit=3")).body as { data: { slug: string; reviews: { count: number; average: number | null } }[] };
    expect(byRating.data[0]).toMatchObject({ slug: reviewedSlug, reviews: { count: 3, average: 4.7 } });
    expect(byRating.data[1]!.reviews).toEqual({ count: 0, average: null });

    const page = await documented("/tools/{slug}/reviews", `tools/${reviewedSlug}/reviews`);
    const list = page.body as { data: { title: string; author: { name: string }; reply: unknown }[]; total: number; nextCursor: string | null };
    expect(list.total).toBe(3);
    expect(list.nextCursor).toBeNull();
    expect(list.data.map((review) => review.title)).toEqual(["Review 5", "Review 2", "Review 1"]);
    expect(list.data[2]).toEqual({
      id: first!.id,
      author: { name: "Ana G." },
      rating: 5,
      title: "Review 1",
      body: "Used it for a season of product photos; the cut-outs were clean and quick.",
      useCase: "Product photos",
      plan: "paid",
      usedFor: "1-6-months",
      pros: "Fast",
      cons: null,
      helpfulCount: 0,
      publishedAt: "2026-01-01T00:00:00.000Z",
      editedAt: null,
      reply: { body: "Thank you, Ana.", at: expect.any(String) },
    });
    expect(list.data[0]).toMatchObject({ author: { name: "Former member" }, reply: null });
    expect(page.text).not.toContain(secretEmail);
    expect(page.text).not.toContain("reviewer-account-id");

    const lowest = (await documented("/tools/{slug}/reviews", `tools/${reviewedSlug}/reviews?sort=lowest`)).body as { data: { rating: number }[] };
    expect(lowest.data.map((review) => review.rating)).toEqual([4, 5, 5]);
    const walked = await walk(`tools/${reviewedSlug}/reviews?limit=2`, "/tools/{slug}/reviews");
    expect(walked).toMatchObject({ total: 3, pages: 2 });
    const { body: firstPage } = await request(`tools/${reviewedSlug}/reviews?limit=2`);
    await documented("/tools/{slug}/reviews", `tools/${reviewedSlug}/reviews?limit=2&sort=helpful&cursor=${(firstPage as { nextCursor: string }).nextCursor}`, 400);
    await documented("/tools/{slug}/reviews", `tools/${reviewedSlug}/reviews?sort=best`, 400);
    await documented("/tools/{slug}/reviews", `tools/${reviewedSlug}/reviews?page=2`, 400);

    // A discontinued tool's page still exists, and so do its reviews; a draft's and an unknown slug's do not.
    expect((await documented("/tools/{slug}/reviews", `tools/${discontinuedSlug}/reviews`)).body).toEqual({ data: [], nextCursor: null, total: 0 });
    for (const missing of [draftSlug, "no-such-tool"]) {
      const notFound = await documented("/tools/{slug}/reviews", `tools/${missing}/reviews`, 404);
      expect(notFound.body).toEqual({ error: { code: "not_found", message: `No tool has the slug "${missing}"` } });
    }

    // Courses carry the same summary.
    await handle.db.insert(reviews).values([3, 4, 5].map((rating, n) => ({ ...written(rating, 10 + n), toolId: null, courseId: course!.id })));
    const courses = (await documented("/courses", "courses?limit=100")).body as { data: { slug: string; reviews: { count: number; average: number | null } }[] };
    expect(courses.data.find((row) => row.slug === course!.slug)!.reviews).toEqual({ count: 3, average: 4 });
    expect(courses.data.find((row) => row.slug !== course!.slug)!.reviews).toEqual({ count: 0, average: null });

    await handle.db.delete(reviews);
    await handle.db.delete(users).where(eq(users.id, "reviewer-account-id"));
  });

  it("refuses a cursor with other filters than it was made for", async () => {
    const { body } = await request("tools?category=image-generation&limit=5");
    const cursor = (body as { nextCursor: string }).nextCursor;
    expect(cursor).toEqual(expect.any(String));
    expect((await request(`tools?category=image-generation&limit=5&cursor=${cursor}`)).response.status).toBe(200);
    // Order of repeated values does not matter; the values do.
    for (const other of ["category=video-creation&limit=5", "category=image-generation&limit=10", "category=image-generation&limit=5&sort=name", "limit=5"]) {
      const refused = await documented("/tools", `tools?${other}&cursor=${cursor}`, 400);
      expect(refused.body).toMatchObject({ error: { code: "invalid_cursor", message: expect.stringMatching(/different query/) } });
    }
    const fromCourses = (await request("courses?limit=5")).body as { nextCursor: string };
    expect((await request(`tools?limit=5&cursor=${fromCourses.nextCursor}`)).response.status).toBe(400);
  });

  it("limits each address to 120 requests a window, a 304 included", async () => {
    const address = freshAddress();
    const first = await request("openapi.json", { address });
    expect(first.response.headers.get("RateLimit-Limit")).toBe("120");
    expect(first.response.headers.get("RateLimit-Remaining")).toBe("119");
    expect(Number(first.response.headers.get("RateLimit-Reset"))).toBeGreaterThan(0);
    expect(Number(first.response.headers.get("RateLimit-Reset"))).toBeLessThanOrEqual(60);
    const etag = first.response.headers.get("ETag")!;
    for (let n = 2; n < API_RATE_LIMIT.max; n++) await request("openapi.json", { address });
    const last = await request("openapi.json", { address, headers: { "If-None-Match": etag } });
    expect(last.response.status).toBe(304);
    expect(last.response.headers.get("RateLimit-Remaining")).toBe("0");

    const refused = await request("categories", { address });
    expect(refused.response.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { code: "rate_limited" } });
    const retryAfter = Number(refused.response.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.response.headers.get("Cache-Control")).toBe("no-store");
    expect(refused.response.headers.get("RateLimit-Remaining")).toBe("0");
    expect(validatorFor("/categories", "429")(refused.body)).toBe(true);

    expect((await request("categories")).response.status).toBe(200);
  });

  it("answers 304 with no body when the client has the current copy", async () => {
    const address = freshAddress();
    const fresh = await request("tools?category=animation", { address });
    const etag = fresh.response.headers.get("ETag")!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await request("tools?category=animation", { address, headers: { "If-None-Match": ifNoneMatch } });
      expect(again.response.status, ifNoneMatch).toBe(304);
      expect(again.text).toBe("");
      expect(again.response.headers.get("ETag")).toBe(etag);
      expect(again.response.headers.get("Cache-Control")).toBe("public, max-age=60");
    }
    expect((await request("tools?category=animation", { address })).response.headers.get("RateLimit-Remaining")).toBe(String(API_RATE_LIMIT.max - 6));
    const changed = await request("tools?category=animation", { address, headers: { "If-None-Match": '"stale"' } });
    expect(changed.response.status).toBe(200);
    expect(changed.text).toBe(fresh.text);
    // Another body, another tag; an error is never a 304.
    expect((await request("tools?category=3d-modeling")).response.headers.get("ETag")).not.toBe(etag);
    const error = await request("tools?limit=0", { address });
    expect((await request("tools?limit=0", { address, headers: { "If-None-Match": error.response.headers.get("ETag")! } })).response.status).toBe(400);
  });
});
