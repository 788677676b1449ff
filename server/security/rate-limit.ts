/**
 * Fixed-window rate limits kept in the database, so they hold across
 * restarts and instances. One upsert per check.
 */
import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";
import * as m from "~/paraglide/messages";

export interface RateLimitRule {
  /** Attempts allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** What a client may be told about its window (the public API's RateLimit-* headers). */
export interface RateLimitWindow extends RateLimitResult {
  /** Attempts left in this window. */
  remaining: number;
  /** Seconds until this window ends. */
  resetSeconds: number;
}

/** Anything that can run an insert: the database or an open transaction. */
type Writer = Pick<Database, "insert">;

export async function hitRateLimit(db: Writer, key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
  const { allowed, retryAfterSeconds } = await hitRateLimitWindow(db, key, rule, now);
  return { allowed, retryAfterSeconds };
}

/** hitRateLimit, also saying how much of the window is left. */
export async function hitRateLimitWindow(db: Writer, key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitWindow> {
  const windowMs = rule.windowSeconds * 1000;
  const expired = sql`${rateLimits.windowStart} <= ${now - windowMs}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const allowed = row!.count <= rule.max;
  const resetSeconds = Math.max(1, Math.ceil((row!.windowStart + windowMs - now) / 1000));
  return {
    allowed,
    retryAfterSeconds: allowed ? 0 : resetSeconds,
    remaining: Math.max(0, rule.max - row!.count),
    resetSeconds,
  };
}

/** Checks several limits (say, per address and per e-mail); all must allow. */
export async function hitRateLimits(
  db: Database,
  checks: { key: string; rule: RateLimitRule }[],
): Promise<RateLimitResult> {
  let worst: RateLimitResult = { allowed: true, retryAfterSeconds: 0 };
  for (const { key, rule } of checks) {
    const result = await hitRateLimit(db, key, rule);
    if (!result.allowed && result.retryAfterSeconds > worst.retryAfterSeconds) worst = result;
  }
  return worst;
}

/** Forgets windows that ended more than a day ago. */
export async function pruneRateLimits(db: Database, now = Date.now()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, now - 24 * 60 * 60 * 1000));
}

export const tooManyAttempts = () => m.forms_too_many_attempts();

/** The limits of the account forms: per network address, per e-mail address, or both. */
export const AUTH_LIMITS = {
  // Loose: many people can share one address (offices, mobile networks).
  signInPerIp: { max: 100, windowSeconds: 15 * 60 },
  signInPerIpAndEmail: { max: 10, windowSeconds: 15 * 60 },
  // Past this, every attempt for the address needs a solved bot check (never a lock-out).
  signInPerEmailBeforeBotCheck: { max: 20, windowSeconds: 15 * 60 },
  signUpPerIp: { max: 20, windowSeconds: 60 * 60 },
  resetPerIp: { max: 20, windowSeconds: 60 * 60 },
  resendPerIp: { max: 20, windowSeconds: 60 * 60 },
  resetPerEmail: { max: 3, windowSeconds: 60 * 60 },
  resendPerEmail: { max: 3, windowSeconds: 60 * 60 },
  passwordChangePerUser: { max: 10, windowSeconds: 15 * 60 },
  // Notices anyone can trigger, capped per recipient so they cannot flood an inbox.
  existingAccountNoticePerRecipient: { max: 1, windowSeconds: 60 * 60 },
  passwordChangedNoticePerRecipient: { max: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;
