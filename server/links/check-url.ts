/**
 * One check of one link, as a polite visitor would make it: HEAD first, GET
 * when the server refuses HEAD, redirects followed by hand up to a limit (a loop
 * is named as one), a time limit per request, and a User-Agent that names the site.
 * Every request goes through the pinned client (safe-fetch.ts): only public
 * addresses, each connection to the address that was checked.
 */
import type { ResolveOptions } from "./public-address";
import { safeFetch, type SafeFetchResult } from "./safe-fetch";

export interface LinkCheckResult {
  ok: boolean;
  httpStatus: number | null;
  finalUrl: string | null;
  error: string | null;
}

export interface CheckOptions {
  userAgent: string;
  timeoutMs: number;
  maxRedirects: number;
  /** Only tests, which serve their pages on this machine, name addresses here (127.0.0.1). */
  allowAddresses?: ResolveOptions["allowAddresses"];
  /** Only tests replace DNS. */
  lookup?: ResolveOptions["lookup"];
}

/** Statuses that say "not with HEAD", after which a GET is the fair question. */
const HEAD_REFUSED = new Set([403, 405, 501]);

const ACCEPT = "text/html,application/xhtml+xml,*/*;q=0.8";

/** A fetch's outcome in the words the link health page shows. */
export function linkCheckResultOf(result: SafeFetchResult): LinkCheckResult {
  if (result.ok) return { ok: true, httpStatus: result.status, finalUrl: result.url, error: null };
  return { ok: false, httpStatus: result.status, finalUrl: result.url, error: result.error };
}

export async function checkUrl(url: string, options: CheckOptions): Promise<LinkCheckResult> {
  const ask = (method: "HEAD" | "GET") => safeFetch(url, { ...options, method, accept: ACCEPT, body: "skip", maxBytes: 0 });
  const head = await ask("HEAD");
  // Only the status matters: never download a page.
  return linkCheckResultOf(!head.ok && head.status !== null && HEAD_REFUSED.has(head.status) ? await ask("GET") : head);
}
