/**
 * The fixed parts of the public read-only API (/api/v1): its address, its
 * rate limit, its CORS headers and its error shape. Kept apart from the
 * responses so the Express guard that answers preflights and refused methods
 * (server/http/request-guards.ts) speaks the same protocol without loading
 * any database code.
 */
import type { RateLimitRule } from "../security/rate-limit";

export const API_BASE_PATH = "/api/v1";

/** Case-blind, as React Router matches routes: /API/V1/tools reaches the same loaders. */
export const isApiPath = (path: string) => path.toLowerCase().startsWith(`${API_BASE_PATH}/`);

/** Per client address; a script walks the whole catalogue in a handful of requests at limit=100. */
export const API_RATE_LIMIT = { max: 120, windowSeconds: 60 } satisfies RateLimitRule;
export const API_RATE_LIMIT_POLICY = `${API_RATE_LIMIT.max};w=${API_RATE_LIMIT.windowSeconds}`;

/** The API only reads. */
export const API_METHODS = "GET, HEAD, OPTIONS";

/** Anyone may read the API from a browser on any site: it is public and takes no credentials. */
export const API_CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "ETag, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy, Retry-After",
};

/** The answer to a preflight: a conditional GET (If-None-Match) is the only non-simple request the API takes. */
export const API_PREFLIGHT_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": API_METHODS,
  "Access-Control-Allow-Headers": "If-None-Match",
};

export type ApiErrorCode = "invalid_parameter" | "invalid_cursor" | "not_found" | "method_not_allowed" | "rate_limited" | "unavailable" | "internal_error";

export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string };
}

export const apiErrorBody = (code: ApiErrorCode, message: string): ApiErrorBody => ({ error: { code, message } });

/** A refusal an endpoint answers with: the status and the error body's code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 404,
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}
