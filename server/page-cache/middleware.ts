/**
 * Serves anonymous GETs from the page cache before the router runs, and keeps
 * pages the render marked cacheable (app/lib/page-cache.ts). Bodies are kept
 * plain, gzip and brotli, so a hit is a buffer write with its own ETag and
 * 304s; the stored CSP header goes with the page because it names the
 * page's script nonce.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import { log } from "../log/index";
import { localsOf } from "../http/response-locals";
import type { PageCache } from "./page-cache";
import { chooseEncoding, pageCacheKey } from "./request-key";
import type { CachedPage } from "./store";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Larger pages are sent but not kept. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** Set per response, by us or by the transport: never replayed. */
const NOT_KEPT = new Set(["set-cookie", "content-length", "content-encoding", "transfer-encoding", "etag", "vary", "date", "connection", "keep-alive", "x-page-cache"]);
const VARY = "Accept-Encoding, Cookie";

/**
 * Answers a hit straight from Node's request, before Express and every middleware: a kept page
 * carries every header it was first sent with (security headers and its CSP included), so a hit
 * is a lookup and one buffer write. Only when the answer is certain: a GET or HEAD under a known
 * host, as Node received it (no X-Forwarded-Host, which only Express knows whether to trust).
 * Anything else returns false and goes through Express, where `servePageCacheHits` looks again.
 */
export function answerFromPageCache(cache: PageCache, isKnownHost: (host: string | undefined) => boolean) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!cache.enabled || req.headers["x-forwarded-host"] !== undefined || !isKnownHost(req.headers.host)) return false;
    const key = pageCacheKey({ method: req.method ?? "", originalUrl: req.url ?? "", headers: req.headers });
    const page = key ? cache.pages.get(key) : undefined;
    if (!page) return false;
    sendCached(req, res, page);
    return true;
  };
}

/**
 * Answers hits that Node's own path left to Express (a proxy's X-Forwarded-Host). Mounted after
 * the request guards, before compression, the nonce, the security headers and the static files.
 */
export function servePageCacheHits(cache: PageCache): RequestHandler {
  return (req, res, next) => {
    const key = cache.enabled ? pageCacheKey(req) : undefined;
    const page = key ? cache.pages.get(key) : undefined;
    if (page) return sendCached(req, res, page);
    next();
  };
}

/**
 * Keeps what a miss renders, when the page says it is cacheable. Mounted after compression,
 * so what it collects is the page as rendered, before any encoding.
 */
export function keepCacheablePages(cache: PageCache): RequestHandler {
  return (req, res, next) => {
    const key = cache.enabled ? pageCacheKey(req) : undefined;
    if (!key) return next();
    res.locals.pageCachePolicy = { cacheable: false };
    res.setHeader("X-Page-Cache", "miss");
    if (req.method === "GET") keepWhenCacheable(cache, key, res);
    next();
  };
}

function keepWhenCacheable(cache: PageCache, key: string, res: Response) {
  const startedAt = cache.generation;
  const chunks: Buffer[] = [];
  let length = 0;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk == null || typeof chunk === "function" || length > MAX_PAGE_BYTES) return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), typeof encoding === "string" && Buffer.isEncoding(encoding) ? encoding : "utf8");
    length += buffer.length;
    chunks.push(buffer);
  };
  const write = res.write;
  const end = res.end;
  // One function stands for each method's overloads, which a function expression cannot declare.
  res.write = function (this: Response, ...args: Parameters<typeof write>) {
    collect(args[0], args[1]);
    return write.apply(this, args);
  } as typeof res.write;
  // As above: one function for end's three overloads.
  res.end = function (this: Response, ...args: Parameters<typeof end>) {
    collect(args[0], args[1]);
    return end.apply(this, args);
  } as typeof res.end;

  res.on("finish", () => {
    const policy = localsOf(res).pageCachePolicy;
    if (!policy?.cacheable || res.statusCode !== 200 || res.getHeader("set-cookie") || length > MAX_PAGE_BYTES) return;
    // A change arrived while this page was rendered: it may show the old data.
    if (cache.generation !== startedAt) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined && !NOT_KEPT.has(name)) headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    }
    void compressed(Buffer.concat(chunks), headers).then(
      (entry) => {
        if (cache.generation === startedAt) cache.pages.set(key, entry);
      },
      (error: unknown) => log.warn({ err: error }, "Could not keep a page in the cache"),
    );
  });
}

async function compressed(identity: Buffer, headers: Record<string, string>): Promise<CachedPage> {
  // Once per kept page, off the main thread: brotli 10 took a page of cards from 13.2 KB (at 9)
  // to 12.1 KB for 27 ms instead of 20, which keeps it inside a phone's first round trip.
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  const etag = `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 32)}"`;
  const notModified = [...Object.entries(headers).flat(), "ETag", etag, "Vary", VARY, "X-Page-Cache", "hit"];
  const variant = (body: Buffer, encoding?: string) => ({
    body,
    headers: [...notModified, ...(encoding ? ["Content-Encoding", encoding] : []), "Content-Length", String(body.length)],
  });
  return { etag, notModified, variants: { identity: variant(identity), gzip: variant(gzipped, "gzip"), br: variant(brotli, "br") } };
}

/** If-None-Match compares weakly (RFC 9110 13.1.2). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === etag.replace(/^W\//, ""));

function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
  if (matches(req.headers["if-none-match"], page.etag)) {
    res.writeHead(304, page.notModified).end();
    return;
  }
  const { body, headers } = page.variants[chooseEncoding(req.headers["accept-encoding"])];
  res.writeHead(200, headers).end(req.method === "HEAD" ? undefined : body);
}
