/**
 * What the middleware in front of React Router leaves on `res.locals` for what comes after.
 * Express types res.locals as any value under any name; reading them through `localsOf` gives
 * each its type, and the names live in one place.
 */
import type { Response } from "express";

export interface ResponseLocals {
  /** The CSP nonce of this response (assignCspNonce, server/http/security.ts), set on every request before any page. */
  cspNonce?: string;
  /** A page the cache may keep (server/page-cache/middleware.ts): set only where the page cache is on. */
  pageCachePolicy?: { cacheable: boolean };
  /** Whether this request may see the development mailbox (server/mail/dev-mailbox-access.ts). */
  devMailboxAllowed?: boolean;
  /** A form's body, read within its limit (readFormBody, server/http/request-guards.ts). */
  body?: Buffer;
}

export const localsOf = (res: Response): ResponseLocals => res.locals;
