import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Decides whether a state-changing request came from our own pages.
 * Browsers send Origin on cross-origin POSTs and Sec-Fetch-Site on all
 * modern requests; either one naming another site is refused.
 */
export function isCrossOriginWrite(
  method: string,
  headers: { origin?: string; "sec-fetch-site"?: string; host?: string },
  allowedOrigins: string[],
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const { origin } = headers;
  if (origin && origin !== "null") {
    const sameHost = headers.host !== undefined && safeHost(origin) === headers.host;
    return !(sameHost || allowedOrigins.includes(origin));
  }
  if (origin === "null") return true;
  const site = headers["sec-fetch-site"];
  return site === "cross-site" || site === "same-site";
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

export function rejectCrossOriginWrites(allowedOrigins: string[]): RequestHandler {
  return (req, res, next) => {
    const headers = {
      origin: req.get("origin"),
      "sec-fetch-site": req.get("sec-fetch-site"),
      host: req.get("host"),
    };
    if (isCrossOriginWrite(req.method, headers, allowedOrigins)) {
      res.status(403).type("text/plain").send("Cross-origin request refused.");
      return;
    }
    next();
  };
}
