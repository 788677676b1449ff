/**
 * Sending a form from the browser when the way to the server fails. React Router hands a
 * failed submit (offline, a proxy's 502/503/504 page, an answer that is not its own, no
 * answer at all) to the nearest error boundary, which replaces the page and loses what was
 * typed. The root's client middleware turns such a failure of any action into an ordinary
 * refused result, so the page, the values and any open dialog stay, and the form's failure
 * toast says why. It lives in the root because the root's code is always loaded: a route's
 * own `clientAction` would be a chunk fetched at the moment of sending, which fails offline.
 */
import { data, isRouteErrorResponse, type MiddlewareFunction } from "react-router";
import * as m from "~/paraglide/messages";
import type { FormResult } from "./forms";
import { isRecord } from "./records";

/** The `code` of a result that never reached the server's action, or never came back from it. */
export const UNREACHABLE = "unreachable";

/** Long enough for any save; a paused or unreachable server must not leave a button busy for ever. */
export const ANSWER_TIMEOUT_MS = 30_000;

/** A status that tells the router the action failed, so it does not reload the page's data (that would fail too). */
const FAILED_STATUS = 503;

/** Why nothing arrived, in words for the person who pressed the button. */
export function transportFailureMessage(error: unknown, online = typeof navigator === "undefined" || navigator.onLine): string {
  if (error instanceof DOMException && error.name === "TimeoutError") return m.transport_timeout();
  if (isRouteErrorResponse(error) || error instanceof Response) {
    if (error.status === 413) return m.transport_too_large();
    if (error.status === 429) return m.transport_too_many();
    if (error.status >= 500) return m.transport_server_error({ status: error.status });
    return m.transport_refused({ status: error.status });
  }
  if (!online) return m.transport_offline();
  return m.transport_unreachable();
}

/**
 * For a form that posts to an address whose code the page has not loaded yet (a resource route):
 * offline, React Router would reload the page to fetch that code. Such a form checks this first
 * and, offline, is not sent; the answer is the sentence that says why.
 */
export function offlineReason(): string | undefined {
  return typeof navigator !== "undefined" && !navigator.onLine ? transportFailureMessage(new TypeError("offline"), false) : undefined;
}

/** The refused result of a transport failure: the form keeps its own values. */
export function unreachableResult(message: string): FormResult {
  return { ok: false, code: UNREACHABLE, message, values: {} };
}

/** Why a result never reached the site (its message), or undefined for any answer the site gave. */
export function unreachableReason(result: unknown): string | undefined {
  return isRecord(result) && result.code === UNREACHABLE && typeof result.message === "string" ? result.message : undefined;
}

/**
 * Whether an action's error came from the way there rather than from the action: a thrown
 * error that is not a redirect, nor an answer the site itself gave on purpose (a 404 or 403
 * an action throws reaches the page as the site meant it).
 */
function lostOnTheWay(error: unknown): boolean {
  if (error instanceof Response) return false;
  if (isRouteErrorResponse(error)) return error.status >= 500 || error.status === 413 || error.status === 429;
  return true;
}

type Results = Record<string, { type: "data" | "error"; result: unknown }>;

/** The root's client middleware: every action's transport failure becomes a refused result. */
export const keepThePageOnTransportFailure: MiddlewareFunction<Results | undefined> = async ({ request }, next) => {
  if (request.method === "GET" || request.method === "HEAD") return next();
  const failed = (error: unknown) => ({ type: "data" as const, result: data(unreachableResult(transportFailureMessage(error)), { status: FAILED_STATUS }) });
  const results = await next();
  if (!results) return results;
  return Object.fromEntries(
    Object.entries(results).map(([routeId, outcome]) => [routeId, outcome.type === "error" && lostOnTheWay(outcome.result) ? failed(outcome.result) : outcome]),
  );
};

/**
 * Gives every request that sends a form to the site (a POST to a `.data` address: React
 * Router's own requests) at most ANSWER_TIMEOUT_MS to answer, so a paused or unreachable
 * server ends in a failure the middleware above can report, not in a button busy for ever.
 */
export function limitWaitsForAnswers(target: Window = window): void {
  if (typeof AbortSignal.any !== "function" || typeof AbortSignal.timeout !== "function") return;
  const send = target.fetch.bind(target);
  target.fetch = (input, init) => {
    const href = input instanceof Request ? input.url : String(input);
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    if (method === "GET" || method === "HEAD" || !new URL(href, target.location.href).pathname.endsWith(".data")) return send(input, init);
    const signals = [AbortSignal.timeout(ANSWER_TIMEOUT_MS), ...(init?.signal ? [init.signal] : [])];
    return send(input, { ...init, signal: AbortSignal.any(signals) });
  };
}
