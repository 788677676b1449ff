import { pipeline, Transform, type TransformCallback } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { ActionFunctionArgs, EntryContext, LoaderFunctionArgs, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { isDatabaseUnavailable } from "@server/db/availability";
import { RETRY_AFTER_SECONDS } from "@server/http/errors";
import { lowPriorityScriptPreloads } from "@server/http/script-preload-priority";
import { log } from "@server/log/index";
import { processPageCache } from "@server/page-cache/page-cache";
import { isAnonymous } from "@server/page-cache/request-key";
import { isCacheablePage, PERSONAL_DATA_CACHE_CONTROL, PRIVATE_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/page-cache";
import { cspNonceContext, pageCachePolicyContext } from "~/lib/request-context";

export const streamTimeout = 5_000;

/** Requests whose loaders or actions failed because the database could not be reached. */
const databaseUnavailable = new WeakSet<Request>();

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) {
    databaseUnavailable.add(request);
    log.warn({ err: error, path: new URL(request.url).pathname }, "The database is unavailable");
    return;
  }
  log.error({ err: error, path: new URL(request.url).pathname }, "A page failed");
}

const isWrite = (request: Request) => request.method !== "GET" && request.method !== "HEAD";

/**
 * A page every anonymous visitor sees the same way says so: shared caches may
 * keep it, and so may this server's page cache. Anything else is private.
 */
function declareCaching(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext: RouterContextProvider) {
  const leaf = routerContext.staticHandlerContext.matches.at(-1);
  const cacheable =
    request.method === "GET" &&
    status === 200 &&
    isAnonymous(request.headers.get("cookie") ?? undefined) &&
    !!leaf &&
    isCacheablePage(routerContext.routeModules[leaf.route.id]?.handle, new URL(request.url), routerContext.staticHandlerContext.loaderData[leaf.route.id]);
  if (cacheable) {
    headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
    headers.append("Vary", "Cookie");
    const policy = loadContext.get(pageCachePolicyContext);
    if (policy) policy.cacheable = true;
  } else if (!headers.has("Cache-Control")) {
    headers.set("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
  }
}

/**
 * Passes on what React writes in one go (a document comes in 4 KB pieces) as
 * one chunk: every step after it (the web stream, compression, the socket)
 * then works once per burst instead of once per piece. Streaming is kept:
 * a later burst (a resolved Suspense boundary) follows as its own chunk.
 */
class CoalescedBody extends Transform {
  private pending: Buffer[] = [];
  private scheduled = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.pending.push(chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      queueMicrotask(() => this.release());
    }
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.release();
    callback();
  }

  private release() {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    this.push(this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending));
    this.pending = [];
  }
}

/** After a form's action (no JavaScript), the page waits until this process knows of the change it made. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext);
  // The error page says "try again"; the status says so to browsers, crawlers and load balancers.
  if (databaseUnavailable.has(request) && responseStatusCode >= 500) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
    responseHeaders.set("Cache-Control", "no-store");
  }
  declareCaching(request, responseStatusCode, responseHeaders, routerContext, loadContext);
  if (isWrite(request)) await processPageCache()?.settle();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers get the complete document; people get it streamed.
    const readyEvent = isbot(request.headers.get("user-agent")) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new CoalescedBody();
          const html = lowPriorityScriptPreloads();
          // An aborted render destroys both streams, so the response ends too (React logs the error).
          pipeline(body, html, () => undefined);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(html), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error({ err: error }, "Rendering failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Data for the browser's script (`.data`, single fetch). An action's writer must see its change on
 * the next page. An answer for a visitor with a session (any cookie but the theme's) is personal:
 * no cache, shared or the browser's own, may keep it. Anonymous answers keep their caching.
 */
export async function handleDataRequest(response: Response, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (isWrite(request)) await processPageCache()?.settle();
  if (!isAnonymous(request.headers.get("cookie") ?? undefined)) response.headers.set("Cache-Control", PERSONAL_DATA_CACHE_CONTROL);
  return response;
}
