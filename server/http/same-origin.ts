import type { Request, RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The origin (scheme, host and port) of the page a visitor is on when making this request: the
 * site has one scheme, PUBLIC_URL's, whatever the last hop spoke (a TLS proxy still forwards plain
 * HTTP), and the host the request names (PUBLIC_URL's or one of ALLOWED_HOSTS, checked before).
 * React Router's own action check and the write check below both use it.
 */
export function requestOrigin(publicUrl: string): (req: Request) => string {
  const { protocol } = new URL(publicUrl);
  return (req) => `${protocol}//${req.host}`;
}

/** The serialised origin of a URL ("https://example.com", default port left out), or undefined when it is none. */
function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Decides whether a state-changing request came from our own pages.
 * Browsers send Origin on cross-origin POSTs and Sec-Fetch-Site on all
 * modern requests; either one naming another origin is refused. The
 * whole origin must match: the same host under the other scheme (http
 * beside https) or another port is another origin.
 */
export function isCrossOriginWrite(method: string, headers: { origin?: string; "sec-fetch-site"?: string }, siteOrigin: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const { origin } = headers;
  if (origin !== undefined) return origin === "null" || originOf(origin) === undefined || originOf(origin) !== originOf(siteOrigin);
  const site = headers["sec-fetch-site"];
  return site === "cross-site" || site === "same-site";
}

export function rejectCrossOriginWrites(originOfRequest: (req: Request) => string): RequestHandler {
  return (req, res, next) => {
    const headers = { origin: req.get("origin"), "sec-fetch-site": req.get("sec-fetch-site") };
    if (isCrossOriginWrite(req.method, headers, originOfRequest(req))) {
      res.status(403).set("Cache-Control", "no-store").type("text/plain").send("Cross-origin request refused.");
      return;
    }
    next();
  };
}
