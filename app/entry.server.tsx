import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { isDatabaseUnavailable } from "@server/db/availability";
import { RETRY_AFTER_SECONDS } from "@server/http/errors";
import { log } from "@server/log/index";
import { cspNonceContext } from "~/lib/request-context";

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

export default function handleRequest(
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
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
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
