/**
 * The self-hosted bot check: an ALTCHA proof of work (altcha-lib). The server
 * hands out a signed challenge, the browser spends a second or two finding its
 * answer, and the server checks the answer, its signature and its expiry. Each
 * answer is accepted once: spent ones are kept in the database until they
 * expire, so every instance refuses a replay.
 */
import { createHmac, randomInt } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import { createChallenge, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { isRecord } from "~/lib/records";
import { resolveAuthSecret } from "../auth/secret";
import type { Database } from "../db/client";
import { spentBotChecks } from "../db/schema";
import { env } from "../env";
import { processSingleton } from "../process-singleton";

export const BOT_CHECK_ALGORITHM = "PBKDF2/SHA-256";
/**
 * The range of the secret counter; with BOT_CHECK_COST PBKDF2 rounds per
 * guess (500 by default) about a second of a phone's time. The cost rides in
 * the signed challenge, so a change applies to new challenges only.
 */
const COUNTER_RANGE = [500, 2_000] as const;
const LIFETIME_MS = 10 * 60 * 1000;

export type BotCheckFailure = "missing" | "malformed" | "invalid" | "expired" | "replayed";
export type BotCheckResult = { ok: true } | { ok: false; reason: BotCheckFailure };

export interface BotCheck {
  challenge(): Promise<Challenge>;
  verify(db: Database, payload: string | null | undefined): Promise<BotCheckResult>;
}

/** The answer the browser sends back: the challenge it was given and what it found, as base64 JSON. */
export function encodeBotCheckPayload(challenge: Challenge, solution: Solution): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A signed challenge of our algorithm; verifySolution checks the rest, the signature first. */
const isChallenge = (value: unknown): value is Challenge =>
  isRecord(value) && isRecord(value.parameters) && value.parameters.algorithm === BOT_CHECK_ALGORITHM && typeof value.signature === "string";
const isSolution = (value: unknown): value is Solution => isRecord(value) && typeof value.counter === "number";

function decode(payload: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    if (!isRecord(parsed)) return undefined;
    const { challenge, solution } = parsed;
    return isChallenge(challenge) && isSolution(solution) ? { challenge, solution } : undefined;
  } catch {
    return undefined;
  }
}

/** The signing key comes from the site's secret, so every instance shares it without a new setting. */
export function createBotCheck(siteSecret: string, cost: number): BotCheck {
  const hmacSignatureSecret = createHmac("sha256", siteSecret).update("bot-check").digest("hex");
  return {
    challenge: () =>
      createChallenge({
        algorithm: BOT_CHECK_ALGORITHM,
        cost,
        counter: randomInt(COUNTER_RANGE[0], COUNTER_RANGE[1]),
        deriveKey,
        expiresAt: new Date(Date.now() + LIFETIME_MS),
        hmacSignatureSecret,
      }),
    async verify(db, payload) {
      if (!payload) return { ok: false, reason: "missing" };
      const decoded = decode(payload);
      if (!decoded) return { ok: false, reason: "malformed" };
      const result = await verifySolution({ ...decoded, deriveKey, hmacSignatureSecret });
      if (result.expired) return { ok: false, reason: "expired" };
      if (!result.verified) return { ok: false, reason: "invalid" };
      const expiresAt = new Date((decoded.challenge.parameters.expiresAt ?? 0) * 1000);
      const spent = await db
        .insert(spentBotChecks)
        .values({ signature: decoded.challenge.signature!, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: spentBotChecks.signature });
      return spent.length === 1 ? { ok: true } : { ok: false, reason: "replayed" };
    },
  };
}

/** Forgets spent answers whose challenge has expired: they would be refused as expired anyway. */
export async function pruneSpentBotChecks(db: Database): Promise<void> {
  await db.delete(spentBotChecks).where(lt(spentBotChecks.expiresAt, sql`now()`));
}

const processBotCheck = processSingleton<BotCheck>("bot-check");

/** The process-wide bot check, keyed from the site's secret. */
export function getBotCheck(): BotCheck {
  return processBotCheck.once(() => createBotCheck(resolveAuthSecret(env()), env().BOT_CHECK_COST));
}
