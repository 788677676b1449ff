import type { RequestHandler } from "express";

const DEFAULT_PORTS: Record<string, string> = { "http:": "80", "https:": "443" };

function normalise(host: string, protocol: string): string {
  const lower = host.toLowerCase();
  const defaultPort = DEFAULT_PORTS[protocol];
  return defaultPort && lower.endsWith(`:${defaultPort}`) ? lower.slice(0, -defaultPort.length - 1) : lower;
}

/**
 * The site answers only under PUBLIC_URL's host (and ALLOWED_HOSTS). Another
 * name is sent to the canonical address, so `localhost` and `127.0.0.1` never
 * split a session and a rebound DNS name reads nothing. Health checks answer
 * under any name, since load balancers call them by address.
 */
/** Whether a Host header names the site: PUBLIC_URL's host or one of ALLOWED_HOSTS. */
export function knownHost(publicUrl: string, extraHosts: string[]): (host: string | undefined) => boolean {
  const canonical = new URL(publicUrl);
  const allowed = new Set([canonical.host, ...extraHosts].map((host) => normalise(host, canonical.protocol)));
  return (host) => allowed.has(normalise(host ?? "", canonical.protocol));
}

export function requireKnownHost(publicUrl: string, extraHosts: string[], exempt: string[]): RequestHandler {
  const canonical = new URL(publicUrl);
  const isKnown = knownHost(publicUrl, extraHosts);
  return (req, res, next) => {
    if (exempt.includes(req.path)) return next();
    if (isKnown(req.host)) return next();
    res.set("Cache-Control", "no-store");
    if (req.method === "GET" || req.method === "HEAD") {
      res.redirect(308, `${canonical.origin}${req.originalUrl}`);
      return;
    }
    res.status(421).type("text/plain").send(`This site answers at ${canonical.origin}.`);
  };
}
