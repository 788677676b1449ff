import type { ErrorRequestHandler } from "express";
import { isDatabaseUnavailable } from "../db/availability";
import { log } from "../log/index";
import { SITE_NAME } from "~/lib/site";

export const RETRY_AFTER_SECONDS = 5;

export function statusForError(error: unknown): number {
  if (isDatabaseUnavailable(error)) return 503;
  const status = (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : 500;
}

const MESSAGES: Record<number, [string, string]> = {
  503: ["Back in a moment", "The site cannot reach its data right now. Please try again in a few seconds."],
  500: ["Something went wrong", "We could not show this page. Please try again in a moment."],
  404: ["Not found", "There is nothing at this address."],
};

/** A page with no stack, path or library name; the log gets the detail. */
export function errorPage(status: number): string {
  const [title, text] = MESSAGES[status] ?? ["Bad request", "The request could not be understood."];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · ${SITE_NAME}</title></head><body style="font-family:system-ui,sans-serif;background:#0b0b0f;color:#f4f4f5;display:grid;place-items:center;min-height:100vh;margin:0;text-align:center"><main><h1>${title}</h1><p>${text}</p><p><a href="/" style="color:#a5b4fc">Back to home</a></p></main></body></html>`;
}

export const handleErrors: ErrorRequestHandler = (error, req, res, _next) => {
  const status = statusForError(error);
  if (status >= 500) log.error({ err: error, method: req.method, path: req.path, status }, "Request failed");
  else log.info({ method: req.method, path: req.path, status }, "Request refused");
  if (res.headersSent) {
    // Part of the page is out: end the connection so the client sees it is incomplete.
    req.socket.destroy();
    return;
  }
  res.status(status).set("Cache-Control", "no-store");
  if (status === 503) res.set("Retry-After", String(RETRY_AFTER_SECONDS));
  res.type("html").send(errorPage(status));
};
