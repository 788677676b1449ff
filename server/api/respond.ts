/**
 * Every answer of the public API goes through here: the per-address rate
 * limit (counted before anything else, so a 304 or an error counts too), the
 * JSON body with a strong ETag (304 when the client already has it), the
 * caching, CORS and RateLimit-* headers, and errors in one shape. A route's
 * loader is `(args) => apiResponse(...)`, so tests can hold the real Response.
 */
import { createHash } from "node:crypto";
import { isDatabaseUnavailable } from "../db/availability";
import type { Database } from "../db/client";
import { RETRY_AFTER_SECONDS } from "../http/errors";
import { log } from "../log/index";
import { hitRateLimitWindow, type RateLimitWindow } from "../security/rate-limit";
import type { ApiEndpoint } from "./endpoints";
import { API_CORS_HEADERS, API_RATE_LIMIT, API_RATE_LIMIT_POLICY, ApiError, apiErrorBody } from "./protocol";

export interface ApiCall {
  request: Request;
  /** The database, or the promise of it: a failure to open it is answered like any other failure. */
  db: Database | Promise<Database>;
  clientAddress: string;
  /** The site's public origin (PUBLIC_URL), for absolute links. */
  origin: string;
  /** The route's path parameters. */
  params?: Record<string, string | undefined>;
}

/** Lists change when an editor publishes; a minute of staleness spares the database repeated identical reads. */
const CACHEABLE = "public, max-age=60";
/** Answers about this client or this moment (429, 5xx) must never be served to anyone else. */
const NOT_CACHEABLE = "no-store";

export async function apiResponse(call: ApiCall, endpoint: ApiEndpoint): Promise<Response> {
  let window: RateLimitWindow | undefined;
  try {
    const db = await call.db;
    window = await hitRateLimitWindow(db, `api:${call.clientAddress}`, API_RATE_LIMIT);
    if (!window.allowed) {
      const message = `Too many requests: at most ${API_RATE_LIMIT.max} every ${API_RATE_LIMIT.windowSeconds} seconds per address. Try again in ${window.retryAfterSeconds} seconds.`;
      return jsonResponse(call.request, 429, apiErrorBody("rate_limited", message), window, {
        "Retry-After": String(window.retryAfterSeconds),
        "Cache-Control": NOT_CACHEABLE,
      });
    }
    const body = await endpoint({ db, origin: call.origin, url: new URL(call.request.url), params: call.params ?? {} });
    return jsonResponse(call.request, 200, body, window);
  } catch (error) {
    if (error instanceof ApiError) return jsonResponse(call.request, error.status, apiErrorBody(error.code, error.message), window);
    const path = new URL(call.request.url).pathname;
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error, path }, "API request: database unavailable");
      return jsonResponse(call.request, 503, apiErrorBody("unavailable", "The directory cannot reach its data right now. Please try again in a few seconds."), window, {
        "Retry-After": String(RETRY_AFTER_SECONDS),
        "Cache-Control": NOT_CACHEABLE,
      });
    }
    log.error({ err: error, path }, "API request failed");
    return jsonResponse(call.request, 500, apiErrorBody("internal_error", "Something went wrong on our side."), window, { "Cache-Control": NOT_CACHEABLE });
  }
}

function rateLimitHeaders(window: RateLimitWindow | undefined): Record<string, string> {
  if (!window) return {};
  return {
    "RateLimit-Limit": String(API_RATE_LIMIT.max),
    "RateLimit-Remaining": String(window.remaining),
    "RateLimit-Reset": String(window.resetSeconds),
    "RateLimit-Policy": API_RATE_LIMIT_POLICY,
  };
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): W/"x" matches "x"; * matches anything. */
function hasCurrentCopy(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value.replace(/^W\//, "") === etag;
  });
}

function jsonResponse(request: Request, status: number, body: unknown, window: RateLimitWindow | undefined, extra: Record<string, string> = {}): Response {
  const json = JSON.stringify(body);
  const etag = `"${createHash("sha256").update(json).digest("base64url")}"`;
  const headers = new Headers({ ...API_CORS_HEADERS, "Cache-Control": CACHEABLE, ETag: etag, ...rateLimitHeaders(window), ...extra });
  // Only a success is conditional (RFC 9110 13.2.1): an error is always sent in full.
  if (status === 200 && hasCurrentCopy(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(json, { status, headers });
}
