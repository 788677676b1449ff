import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import { LANGUAGE_OFFER_SCRIPT } from "~/lib/language-offer-script";
import { localsOf } from "./response-locals";

/** The one inline script of ours, allowed by its hash: the same text on every page. */
const LANGUAGE_OFFER_HASH = `'sha256-${createHash("sha256").update(LANGUAGE_OFFER_SCRIPT).digest("base64")}'`;

/** A fresh nonce per response lets React Router's inline hydration script run under a strict CSP. */
export const assignCspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/**
 * Helmet's headers on every response, static files included. HSTS goes only
 * with HTTPS (directly or through a trusted proxy): a plain-HTTP local run
 * must never be pinned to HTTPS by the browser.
 */
export function securityHeaders({ isProduction }: { isProduction: boolean }): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Helmet types the response as Node's ServerResponse; it is Express's, with assignCspNonce's locals.
        scriptSrc: ["'self'", LANGUAGE_OFFER_HASH, (_req, res) => `'nonce-${localsOf(res as Response).cspNonce ?? ""}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: isProduction ? ["'self'"] : ["'self'", "ws:"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // The assessment widget is the only page the site frames, from exactly its own origin.
        frameSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return (req, res, next) => {
    if (req.secure) res.set("Strict-Transport-Security", "max-age=15552000; includeSubDomains");
    headers(req, res, (error?: unknown) => {
      // Social cards exist to be shown by other sites, some of which load them straight into their pages.
      if (req.path.startsWith("/social/")) res.set("Cross-Origin-Resource-Policy", "cross-origin");
      next(error);
    });
  };
}
