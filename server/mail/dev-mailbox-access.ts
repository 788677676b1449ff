/**
 * Who may open the development mailbox, which holds sign-in and reset links:
 * only a browser on this machine talking to the server directly (no proxy in
 * between), holding the token printed at start-up. Opening the printed link
 * once sets a cookie, like a notebook server.
 */
import { timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler } from "express";

export const MAILBOX_PATH = "/dev/mailbox";
const COOKIE = "atelier_mailbox";
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
const PROXY_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-real-ip"];

function sameToken(given: string | undefined, token: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookieValue(req: Request): string | undefined {
  for (const part of (req.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === COOKIE) return value.join("=");
  }
  return undefined;
}

export function isDirectLocalRequest(req: Request): boolean {
  return LOOPBACK.has(req.socket.remoteAddress ?? "") && !PROXY_HEADERS.some((header) => req.get(header) !== undefined);
}

/** Sets res.locals.devMailboxAllowed for the mailbox page, which answers 404 without it. */
export function devMailboxAccess({ enabled, token }: { enabled: boolean; token: string }): RequestHandler {
  return (req, res, next) => {
    res.locals.devMailboxAllowed = false;
    if (!enabled || req.path !== MAILBOX_PATH || !isDirectLocalRequest(req)) return next();
    const fromQuery = typeof req.query.token === "string" ? req.query.token : undefined;
    if (sameToken(fromQuery, token)) {
      res.locals.devMailboxAllowed = true;
      res.append("Set-Cookie", `${COOKIE}=${token}; Path=${MAILBOX_PATH}; HttpOnly; SameSite=Strict`);
    } else {
      res.locals.devMailboxAllowed = sameToken(cookieValue(req), token);
    }
    next();
  };
}
