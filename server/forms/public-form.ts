/**
 * The checks every public form passes before anything is stored: the honeypot
 * field, a rate limit per network address, and the bot check (a solved proof
 * of work, accepted once). Each refusal says what to do next.
 */
import { BOT_CHECK_FIELD, HONEYPOT_FIELD } from "~/lib/forms";
import type { BotCheck } from "../botcheck/index";
import type { Database } from "../db/client";
import { log } from "../log/index";
import { hitRateLimit, TOO_MANY_ATTEMPTS, type RateLimitRule } from "../security/rate-limit";

export const BOT_CHECK_FAILED = "Please wait for the check that you are not a bot to finish, then send again. It needs JavaScript.";
export const HONEYPOT_FILLED = "Your message could not be sent.";

export type PublicFormCheck = { ok: true } | { ok: false; status: number; message: string; retryAfterSeconds?: number };

/**
 * Never throws: when the checks themselves cannot run (the database is down), the
 * visitor gets the form's own failure message and keeps what was typed.
 */
export async function checkPublicForm(
  { db, botCheck }: { db: Database; botCheck: BotCheck },
  form: FormData,
  { clientAddress, formName, limit, failureMessage }: { clientAddress: string; formName: string; limit: RateLimitRule; failureMessage: string },
): Promise<PublicFormCheck> {
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") return { ok: false, status: 400, message: HONEYPOT_FILLED };
  try {
    const rate = await hitRateLimit(db, `${formName}:ip:${clientAddress}`, limit);
    if (!rate.allowed) return { ok: false, status: 429, message: TOO_MANY_ATTEMPTS, retryAfterSeconds: rate.retryAfterSeconds };
    const check = await botCheck.verify(db, String(form.get(BOT_CHECK_FIELD) ?? ""));
    if (!check.ok) return { ok: false, status: 403, message: BOT_CHECK_FAILED };
    return { ok: true };
  } catch (error) {
    log.error({ err: error, form: formName }, "The checks of a public form could not run");
    return { ok: false, status: 503, message: failureMessage };
  }
}

/** The answer's status and headers for a refused check: 429 says when to try again. */
export function refusalInit(refusal: Extract<PublicFormCheck, { ok: false }>): ResponseInit {
  return refusal.retryAfterSeconds ? { status: refusal.status, headers: { "Retry-After": String(refusal.retryAfterSeconds) } } : { status: refusal.status };
}
