/**
 * One check of one link, as a polite visitor would make it: HEAD first, GET
 * when the server refuses HEAD, redirects followed by hand up to a limit (a loop
 * is named as one), a time limit per request, and a User-Agent that names the site.
 */
import { refusePrivateAddress } from "./public-address";

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
  /** Only tests, which serve their pages on this machine, turn this on. */
  allowPrivateAddresses?: boolean;
  fetch?: typeof fetch;
}

/** Statuses that say "not with HEAD", after which a GET is the fair question. */
const HEAD_REFUSED = new Set([403, 405, 501]);
const isRedirect = (status: number) => status >= 300 && status < 400 && status !== 304;

async function request(url: string, method: "HEAD" | "GET", options: CheckOptions): Promise<Response> {
  const response = await (options.fetch ?? fetch)(url, {
    method,
    redirect: "manual",
    signal: AbortSignal.timeout(options.timeoutMs),
    headers: { "User-Agent": options.userAgent, Accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
  });
  // Only the status matters: never download a page.
  await response.body?.cancel().catch(() => undefined);
  return response;
}

export async function checkUrl(url: string, options: CheckOptions): Promise<LinkCheckResult> {
  const answer = await followRedirects(url, options, async (current) => {
    const response = await request(current, "HEAD", options);
    return HEAD_REFUSED.has(response.status) ? request(current, "GET", options) : response;
  });
  if (!("response" in answer)) return answer;
  const { response, finalUrl } = answer;
  const ok = response.status >= 200 && response.status < 300;
  return { ok, httpStatus: response.status, finalUrl, error: ok ? null : `HTTP ${response.status}` };
}

/**
 * Asks `ask` for each hop, following redirects by hand so that every hop is
 * checked: the last answer (its body for the caller to read or drop) with its
 * address, or why there is none. A redirect's own body is never read.
 */
export async function followRedirects(
  url: string,
  options: CheckOptions,
  ask: (url: string) => Promise<Response>,
): Promise<{ response: Response; finalUrl: string } | LinkCheckResult> {
  const seen = new Set<string>();
  let current = url;
  for (let hop = 0; hop <= options.maxRedirects; hop++) {
    if (seen.has(current)) return { ok: false, httpStatus: null, finalUrl: current, error: "Redirect loop" };
    seen.add(current);
    // Every hop is checked: a public page may redirect to a private one.
    const refused = options.allowPrivateAddresses ? undefined : await refusePrivateAddress(current);
    if (refused) return { ok: false, httpStatus: null, finalUrl: current, error: refused };
    let response: Response;
    try {
      response = await ask(current);
    } catch (error) {
      return { ok: false, httpStatus: null, finalUrl: current, error: describeFailure(error, options) };
    }
    if (isRedirect(response.status)) {
      await response.body?.cancel().catch(() => undefined);
      const location = response.headers.get("location");
      if (!location) return { ok: false, httpStatus: response.status, finalUrl: current, error: "Redirect without a Location" };
      current = new URL(location, current).toString();
      continue;
    }
    return { response, finalUrl: current };
  }
  return { ok: false, httpStatus: null, finalUrl: current, error: `More than ${options.maxRedirects} redirects` };
}

/** Why a request got no answer, in the words the link health page shows. */
export function describeFailure(error: unknown, options: Pick<CheckOptions, "timeoutMs">): string {
  const name = (error as Error).name;
  return name === "TimeoutError" || name === "AbortError" ? `No answer within ${options.timeoutMs / 1000} s` : describe(error);
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message ?? "Request failed";
}
