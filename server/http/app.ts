/** The Express app: request guards, health checks, static files, then the pages. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express, { type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { RouterContextProvider } from "react-router";
import { clientAddressContext, cspNonceContext, devMailboxAllowedContext, pageCachePolicyContext } from "~/lib/request-context";
import type { Env } from "../env";
import { devMailboxAccess } from "../mail/dev-mailbox-access";
import { keepCacheablePages, servePageCacheHits } from "../page-cache/middleware";
import type { PageCache } from "../page-cache/page-cache";
import { errorPage, handleErrors } from "./errors";
import { isApiPath } from "../api/protocol";
import { localeOfPath } from "~/lib/i18n";
import { healthChecks } from "./health";
import { requireKnownHost } from "./host";
import type { ServerPhase } from "./phase";
import { reactRouterHandler, type LocaleAssets } from "./react-router-handler";
import { localsOf } from "./response-locals";
import { acceptAbsoluteForm, allowKnownMethods, readFormBody, rejectMalformedUrl } from "./request-guards";
import { rejectCrossOriginWrites, requestOrigin } from "./same-origin";
import { assignCspNonce, securityHeaders } from "./security";

export interface AppOptions {
  config: Env;
  phase: ServerPhase;
  /** Proves the database answers on a fresh connection (health checks). */
  pingDatabase: () => Promise<void>;
  devMailboxToken: string;
  /** Built files (production); in development Vite serves them. */
  staticDirectory?: string;
  /** Development only: Vite's middleware, before the pages. */
  beforePages?: RequestHandler;
  /** Anonymous pages kept in memory; null when PAGE_CACHE=off. */
  pageCache?: PageCache | null;
}

const HEALTH_PATHS = ["/healthz", "/readyz"];

/**
 * The browser bundle of each language but English, written by the build beside the built files
 * (scripts/build-locale-clients.mjs). Without it a Spanish page would be taken over by the English
 * bundle, so a build without it does not start.
 */
function readLocaleAssets(staticDirectory: string): LocaleAssets {
  const file = path.join(staticDirectory, "..", "locale-assets.json");
  if (!existsSync(file)) throw new Error(`${file} is missing: the build is incomplete. Run "npm run build".`);
  // Written by our own build (scripts/build-locale-clients.mjs) from React Router's manifests, so not checked again here.
  return JSON.parse(readFileSync(file, "utf8")) as LocaleAssets;
}

/**
 * The other built files (the favicon, brand logos), served when the first segment of the address
 * names one of them: a page address, which names none, costs no file-system lookup.
 */
function builtFiles(directory: string): RequestHandler {
  const serve = express.static(directory, { maxAge: "1h", index: false });
  const topLevel = new Set(readdirSync(directory));
  return (req, res, next) => (topLevel.has(req.path.split("/")[1]!) ? serve(req, res, next) : next());
}

export function createApp({ config, phase, pingDatabase, devMailboxToken, staticDirectory, beforePages, pageCache }: AppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  const { health, readiness } = healthChecks(phase, pingDatabase);
  app.get("/healthz", health);
  app.get("/readyz", readiness);

  app.use(allowKnownMethods);
  app.use(acceptAbsoluteForm);
  app.use(rejectMalformedUrl);
  app.use(requireKnownHost(config.PUBLIC_URL, config.ALLOWED_HOSTS, HEALTH_PATHS));
  // A hit is answered here, before any other work: it is kept compressed, with the headers it was
  // first sent with. (Nothing is kept while the site starts.)
  if (pageCache) app.use(servePageCacheHits(pageCache));
  // What is compressed here is compressed on every request, so speed comes first: on a 100 KB page
  // gzip level 2 takes 0.40 ms against 0.63 ms at level 4 (7 % more bytes), brotli quality 3 takes
  // 0.37 ms against 0.59 ms at 4 (6 % more). Kept pages are compressed once, harder, by the page cache.
  app.use(compression({ level: 2, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } } }));
  app.use(assignCspNonce);
  app.use(securityHeaders({ isProduction: config.NODE_ENV === "production" }));
  app.use((req, res, next) => {
    if (phase.current !== "starting") return next();
    res.status(503).set({ "Retry-After": "5", "Cache-Control": "no-store" });
    // A person sees the error page in the language of the address; a script, a sentence.
    if (isApiPath(req.path)) res.type("text/plain").send("The site is starting. Please try again in a few seconds.");
    else res.type("html").send(errorPage(503, localeOfPath(req.path)));
  });

  if (staticDirectory) {
    // Hashed file names never change content: cache them for a year. Scripts and styles are sent
    // as the brotli or gzip copies the build wrote beside them (scripts/compress-assets.mjs).
    app.use(
      "/assets",
      expressStaticGzip(`${staticDirectory}/assets`, {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        serveStatic: { immutable: true, maxAge: "1y", fallthrough: false },
      }),
    );
    app.use(builtFiles(staticDirectory));
  }
  if (beforePages) app.use(beforePages);
  if (pageCache) app.use(keepCacheablePages(pageCache));

  // The page a write comes from must be on this site's origin: scheme, host and port.
  const originOfRequest = requestOrigin(config.PUBLIC_URL);
  app.use(rejectCrossOriginWrites(originOfRequest));
  app.use(readFormBody());
  app.use(devMailboxAccess({ enabled: config.DEV_MAILBOX_ENABLED, token: devMailboxToken }));

  app.use(
    reactRouterHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: config.NODE_ENV,
      localeAssets: staticDirectory ? readLocaleAssets(staticDirectory) : undefined,
      // The origin visitors use, so React Router's same-origin check of actions agrees with the one above.
      origin: originOfRequest,
      getLoadContext: (req, res) => {
        const context = new RouterContextProvider();
        const locals = localsOf(res);
        context.set(cspNonceContext, locals.cspNonce ?? "");
        context.set(clientAddressContext, req.ip ?? "unknown");
        context.set(devMailboxAllowedContext, locals.devMailboxAllowed === true);
        context.set(pageCachePolicyContext, locals.pageCachePolicy ?? null);
        return context;
      },
    }),
  );
  app.use(handleErrors);
  return app;
}
