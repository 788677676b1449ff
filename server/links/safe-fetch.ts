/**
 * The one way the site reaches an address that came from outside (a tool's site, its pricing
 * and terms pages, a logo): the link check, the source watch and the logo search all go through
 * it. The host is looked up once, every address it has must be public (public-address.ts), and
 * the connection goes to the address that was checked, never to a second lookup's answer, so a
 * name that changes its answer between the check and the request (DNS rebinding) gains nothing.
 * TLS still names the host (SNI, certificate, Host header). Each redirect is checked the same
 * way, and one seen before is named a loop; a caller that must stay on one site (a claim's proof)
 * can refuse a redirect before it is followed. Time covers the whole fetch, body included. A body
 * is read only when asked for: over the cap it is refused as soon as its size is declared or
 * reached, or, for a page whose start is enough, cut there.
 */
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { errorCode, errorMessage } from "../error-fields";
import { resolvePublicAddress, type ResolveOptions } from "./public-address";

export interface SafeFetchOptions {
  userAgent: string;
  accept: string;
  /** GET by default; HEAD asks for the status alone. */
  method?: "GET" | "HEAD";
  /** "refuse" (the default): a body over maxBytes fails the fetch; "cut": its first maxBytes are kept; "skip": the body is never read. */
  body?: "refuse" | "cut" | "skip";
  /** The whole fetch: every redirect and the body. */
  timeoutMs: number;
  maxRedirects: number;
  maxBytes: number;
  /** Only tests, which serve their pages on this machine, name addresses here (127.0.0.1). */
  allowAddresses?: ResolveOptions["allowAddresses"];
  /** Only tests replace DNS. */
  lookup?: ResolveOptions["lookup"];
  /** Whether to follow a redirect to this address; when it says no, the fetch stops there without connecting to it. */
  allowRedirect?: (next: URL) => boolean;
}

export type SafeFetchResult =
  | { ok: true; url: string; status: number; contentType: string; body: Buffer }
  | { ok: false; url: string; status: number | null; error: string };

export const REDIRECT_LOOP = "Redirect loop";
export const REDIRECTED_OFF_SITE = "Redirected off the site";

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

type Hop = { status: number; location?: string; contentType: string; body?: Buffer };

export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const seen = new Set<string>();
  let current = url;
  for (let hop = 0; hop <= options.maxRedirects; hop++) {
    if (seen.has(current)) return { ok: false, url: current, status: null, error: REDIRECT_LOOP };
    seen.add(current);
    let target: URL;
    try {
      target = new URL(current);
    } catch {
      return { ok: false, url: current, status: null, error: "Not a web address" };
    }
    if (target.protocol !== "http:" && target.protocol !== "https:") return { ok: false, url: current, status: null, error: "Not a web address" };
    const resolved = await resolvePublicAddress(target.hostname, options);
    if ("refused" in resolved) return { ok: false, url: current, status: null, error: resolved.refused };
    let answer: Hop;
    try {
      answer = await requestOnce(target, resolved, options, signal);
    } catch (error) {
      const timedOut = signal.aborted;
      return { ok: false, url: current, status: null, error: timedOut ? `No answer within ${options.timeoutMs / 1000} s` : (errorMessage(error) ?? String(error)) };
    }
    if (answer.location !== undefined) {
      const next = URL.canParse(answer.location, current) ? new URL(answer.location, current) : undefined;
      // A Location that is no address fails at the next hop's parse, like a bad one from the start.
      current = next ? next.toString() : answer.location;
      if (next && options.allowRedirect && !options.allowRedirect(next)) return { ok: false, url: current, status: null, error: REDIRECTED_OFF_SITE };
      continue;
    }
    if (!answer.body) return { ok: false, url: current, status: answer.status, error: `HTTP ${answer.status}` };
    return { ok: true, url: current, status: answer.status, contentType: answer.contentType, body: answer.body };
  }
  return { ok: false, url: current, status: null, error: `More than ${options.maxRedirects} redirects` };
}

/** Hands the connection the checked address instead of asking DNS again. */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function requestOnce(target: URL, resolved: { address: string; family: 4 | 6 }, options: SafeFetchOptions, signal: AbortSignal): Promise<Hop> {
  const host = target.hostname.replace(/^\[|\]$/g, "");
  const secure = target.protocol === "https:";
  const requestOptions: https.RequestOptions = {
    hostname: host,
    port: target.port || undefined,
    path: `${target.pathname}${target.search}`,
    method: options.method ?? "GET",
    headers: { "User-Agent": options.userAgent, Accept: options.accept, "Accept-Encoding": "identity" },
    // A fresh connection each time: a pooled socket could have been opened for another answer of the name.
    agent: false,
    lookup: pinnedLookup(resolved.address, resolved.family),
    ...(secure && !isIP(host) ? { servername: host } : {}),
    signal,
  };
  return new Promise<Hop>((settle, fail) => {
    let done = false;
    const finish = (outcome: () => void) => {
      if (done) return;
      done = true;
      outcome();
    };
    const onResponse = (response: http.IncomingMessage) => {
      const status = response.statusCode ?? 0;
      const contentType = String(response.headers["content-type"] ?? "");
      if (REDIRECTS.has(status)) {
        const location = response.headers.location;
        response.destroy();
        finish(() => (location ? settle({ status, location, contentType }) : fail(new Error("Redirect without a Location"))));
        return;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        finish(() => settle({ status, contentType }));
        return;
      }
      const mode = options.method === "HEAD" ? "skip" : (options.body ?? "refuse");
      if (mode === "skip") {
        response.destroy();
        finish(() => settle({ status, contentType, body: Buffer.alloc(0) }));
        return;
      }
      const tooLarge = () => fail(new Error(`Larger than ${options.maxBytes} bytes`));
      if (mode === "refuse" && Number(response.headers["content-length"]) > options.maxBytes) {
        response.destroy();
        finish(tooLarge);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        if (size + chunk.length > options.maxBytes) {
          response.destroy();
          if (mode === "cut") {
            chunks.push(chunk.subarray(0, options.maxBytes - size));
            finish(() => settle({ status, contentType, body: Buffer.concat(chunks) }));
          } else finish(tooLarge);
          return;
        }
        size += chunk.length;
        chunks.push(chunk);
      });
      response.on("end", () => finish(() => settle({ status, contentType, body: Buffer.concat(chunks) })));
      response.on("error", (error) => finish(() => fail(error)));
      response.on("close", () => finish(() => fail(new Error("Connection closed before the end"))));
    };
    const request = secure ? https.request(requestOptions, onResponse) : http.request(requestOptions, onResponse);
    request.on("error", (error) => finish(() => fail(new Error(describe(error)))));
    request.end();
  });
}

function describe(error: unknown): string {
  return errorCode(error) ?? errorMessage(error) ?? "Request failed";
}
