/**
 * One fetch of a source page (a tool's pricing or terms page) with its body:
 * the same reach, redirects, time limit and User-Agent as a link check
 * (check-url.ts), then the HTML read up to a size cap. A page over the cap is
 * cut, not refused: its first megabytes say what changed as well as the rest.
 */
import { describeFailure, followRedirects, type CheckOptions, type LinkCheckResult } from "./check-url";

export interface PageFetchResult extends LinkCheckResult {
  /** The page's HTML (cut at the cap); null when it failed or is not HTML (a PDF, an image). */
  html: string | null;
}

export interface PageFetchOptions extends CheckOptions {
  maxBytes: number;
}

const HTML_TYPES = /^\s*(text\/html|application\/xhtml\+xml)\b/i;

export async function fetchPage(url: string, options: PageFetchOptions): Promise<PageFetchResult> {
  // One signal for the whole fetch, body included: a page that trickles in is cut off like one that never answers.
  const signal = AbortSignal.timeout(options.timeoutMs);
  const answer = await followRedirects(url, options, (current) =>
    (options.fetch ?? fetch)(current, {
      method: "GET",
      redirect: "manual",
      signal,
      headers: { "User-Agent": options.userAgent, Accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5" },
    }),
  );
  if (!("response" in answer)) return { ...answer, html: null };
  const { response, finalUrl } = answer;
  const ok = response.status >= 200 && response.status < 300;
  if (!ok || !HTML_TYPES.test(response.headers.get("content-type") ?? "")) {
    await response.body?.cancel().catch(() => undefined);
    return { ok, httpStatus: response.status, finalUrl, error: ok ? null : `HTTP ${response.status}`, html: null };
  }
  try {
    return { ok, httpStatus: response.status, finalUrl, error: null, html: await readCapped(response, options.maxBytes) };
  } catch (error) {
    return { ok: false, httpStatus: response.status, finalUrl, error: describeFailure(error, options), html: null };
  }
}

/** The body's first `maxBytes` as text; the rest is never downloaded. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < maxBytes) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value.subarray(0, maxBytes - size));
    size += Math.min(value.byteLength, maxBytes - size);
  }
  await reader.cancel().catch(() => undefined);
  // Pages that declare another charset are rare among makers' sites; a wrong guess only makes the text
  // differ from a correct one, which every later fetch then repeats, so no false change follows from it.
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}
