import type { ErrorRequestHandler } from "express";
import { isDatabaseUnavailable } from "../db/availability";
import { errorField } from "../error-fields";
import { log } from "../log/index";
import { SITE_NAME } from "~/lib/site";
import { baseLocale, localeOfPath, pathInLocale, type Locale } from "~/lib/i18n";
import * as m from "~/paraglide/messages";

export const RETRY_AFTER_SECONDS = 5;

export function statusForError(error: unknown): number {
  if (isDatabaseUnavailable(error)) return 503;
  const status = errorField(error, "status") ?? errorField(error, "statusCode");
  return typeof status === "number" && status >= 400 && status < 500 ? status : 500;
}

/** Each status's title and sentence, in the language of the address asked for. */
const MESSAGES: Record<number, [(options: { locale: Locale }) => string, (options: { locale: Locale }) => string]> = {
  503: [(o) => m.http_error_503_title({}, o), (o) => m.http_error_503_text({}, o)],
  500: [(o) => m.http_error_500_title({}, o), (o) => m.http_error_500_text({}, o)],
  429: [(o) => m.http_error_429_title({}, o), (o) => m.http_error_429_text({}, o)],
  404: [(o) => m.http_error_404_title({}, o), (o) => m.http_error_404_text({}, o)],
};
const BAD_REQUEST: (typeof MESSAGES)[number] = [(o) => m.http_error_400_title({}, o), (o) => m.http_error_400_text({}, o)];

/** A page with no stack, path or library name, in the language of the page asked for (/es/… in Spanish); the log gets the detail. */
export function errorPage(status: number, locale: Locale = baseLocale): string {
  const [title, text] = (MESSAGES[status] ?? BAD_REQUEST).map((message) => message({ locale }));
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · ${SITE_NAME}</title></head><body style="font-family:system-ui,sans-serif;background:#0b0b0f;color:#f4f4f5;display:grid;place-items:center;min-height:100vh;margin:0;text-align:center"><main><h1>${title}</h1><p>${text}</p><p><a href="${pathInLocale("/", locale)}" style="color:#a5b4fc">${m.http_error_home({}, { locale })}</a></p></main></body></html>`;
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
  res.type("html").send(errorPage(status, localeOfPath(req.path)));
};
