/**
 * One fetch of a source page (a tool's pricing or terms page) with its body:
 * the same reach, redirects, time limit and User-Agent as a link check
 * (check-url.ts), through the same pinned client, then the HTML read up to a size
 * cap. A page over the cap is cut, not refused: its first megabytes say what
 * changed as well as the rest.
 */
import { linkCheckResultOf, type CheckOptions, type LinkCheckResult } from "./check-url";
import { safeFetch } from "./safe-fetch";

export interface PageFetchResult extends LinkCheckResult {
  /** The page's HTML (cut at the cap); null when it failed or is not HTML (a PDF, an image). */
  html: string | null;
}

export interface PageFetchOptions extends CheckOptions {
  maxBytes: number;
}

const HTML_TYPES = /^\s*(text\/html|application\/xhtml\+xml)\b/i;

export async function fetchPage(url: string, options: PageFetchOptions): Promise<PageFetchResult> {
  const fetched = await safeFetch(url, { ...options, accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5", body: "cut" });
  const result = linkCheckResultOf(fetched);
  if (!fetched.ok || !HTML_TYPES.test(fetched.contentType)) return { ...result, html: null };
  // Pages that declare another charset are rare among makers' sites; a wrong guess only makes the text
  // differ from a correct one, which every later fetch then repeats, so no false change follows from it.
  return { ...result, html: new TextDecoder("utf-8").decode(fetched.body) };
}
