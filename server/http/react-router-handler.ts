/**
 * Hands a request to React Router. Unlike @react-router/express it builds the
 * URL from the checked host and gives the body already read (and checked) by
 * readFormBody, so no page code ever sees a malformed or unbounded body.
 */
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";

export function reactRouterHandler({
  build,
  mode,
  origin,
  getLoadContext,
}: {
  build: () => Promise<ServerBuild>;
  mode: string;
  /** The origin the visitor used, after the host check. */
  origin: (req: ExpressRequest) => string;
  getLoadContext: (req: ExpressRequest, res: Parameters<RequestHandler>[1]) => RouterContextProvider;
}): RequestHandler {
  // Given a function, React Router rebuilds its route tables on every request so edits show up
  // in development; a production build never changes, so it is resolved and derived once.
  const handler =
    mode === "development" ? Promise.resolve(createRequestHandler(build, mode)) : build().then((resolved) => createRequestHandler(resolved, mode));
  return async (req, res, next) => {
    try {
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (Array.isArray(value)) for (const item of value) headers.append(key, item);
        else if (value !== undefined) headers.set(key, value);
      }
      const body = res.locals.body as Buffer | undefined;
      const request = new Request(`${origin(req)}${req.originalUrl}`, {
        method: req.method,
        headers,
        signal: controller.signal,
        ...(req.method === "POST" ? { body: body ? new Uint8Array(body) : null } : {}),
      });
      const handle = await handler;
      const response = await handle(request, getLoadContext(req, res));
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [key, value] of response.headers.entries()) res.append(key, value);
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      // The visitor went away mid-answer: nothing to report to anyone.
      if (res.destroyed && !res.writableFinished) return;
      next(error);
    }
  };
}
