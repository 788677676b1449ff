/**
 * Hands a request to React Router. Unlike @react-router/express it builds the
 * URL from the checked host and gives the body already read (and checked) by
 * readFormBody, so no page code ever sees a malformed or unbounded body.
 */
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler } from "express";
import { AsyncLocalStorage } from "node:async_hooks";
import { createRequestHandler, type RequestHandler as PageHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { baseLocale, basenameOf, existsInEachLanguage, localeOfPath, locales, pathWithoutLocale, type Locale } from "~/lib/i18n";
import { overwriteServerAsyncLocalStorage } from "~/paraglide/runtime";
import { localsOf } from "./response-locals";

/**
 * The handler of one language, with the language's prefix as its basename: /es/tools is the tools
 * route with "/es" in front, and every link the Spanish pages render keeps the prefix. A production
 * build has a browser bundle per language (its messages only); development has one for all.
 */
function localizedHandler(build: ServerBuild, mode: string, locale: Locale, localeAssets: LocaleAssets | undefined): PageHandler {
  return createRequestHandler({ ...build, basename: basenameOf(locale), assets: localeAssets?.[locale] ?? build.assets }, mode);
}

/** Each language's browser bundle: React Router's manifest of it, from build/locale-assets.json (English is the build's own). */
export type LocaleAssets = Partial<Record<Locale, ServerBuild["assets"]>>;

// The language of the request being rendered, for every message a page asks for (~/paraglide).
const requestLocale = new AsyncLocalStorage<{ locale?: Locale; origin?: string; messageCalls?: Set<string> }>();
overwriteServerAsyncLocalStorage(requestLocale);

export function reactRouterHandler({
  build,
  mode,
  origin,
  getLoadContext,
  localeAssets,
}: {
  build: () => Promise<ServerBuild>;
  localeAssets?: LocaleAssets;
  mode: string;
  /** The origin the visitor used, after the host check. */
  origin: (req: ExpressRequest) => string;
  getLoadContext: (req: ExpressRequest, res: Parameters<RequestHandler>[1]) => RouterContextProvider;
}): RequestHandler {
  // In development the build is read again on every request so edits show up; a production
  // build never changes, so its handlers are made once.
  const productionHandlers =
    mode === "development"
      ? undefined
      : build().then((resolved) => new Map(locales.map((locale) => [locale, localizedHandler(resolved, mode, locale, localeAssets)])));
  const handlerFor = async (locale: Locale): Promise<PageHandler> => {
    if (productionHandlers) return (await productionHandlers).get(locale)!;
    return localizedHandler(await build(), mode, locale, localeAssets);
  };
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
      const body = localsOf(res).body;
      const request = new Request(`${origin(req)}${req.originalUrl}`, {
        method: req.method,
        headers,
        signal: controller.signal,
        ...(req.method === "POST" ? { body: body ? new Uint8Array(body) : null } : {}),
      });
      // A prefixed address of something with one language only (/es/api/v1/tools) goes to the
      // English pages, which have no such route: it is not found.
      const prefixed = localeOfPath(req.path);
      const locale = existsInEachLanguage(pathWithoutLocale(req.path)) ? prefixed : baseLocale;
      const handle = await handlerFor(locale);
      const response = await requestLocale.run({ locale, origin: origin(req) }, () => handle(request, getLoadContext(req, res)));
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
