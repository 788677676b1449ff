/**
 * The confirmation e-mail cannot be lost. Better Auth writes a new account,
 * then the confirmation e-mail to the outbox in a second step: a process
 * killed between the two leaves an account that never hears from us. The
 * background work sweeps for such accounts and sends their confirmation
 * through Better Auth, so the link in it is real.
 */
import { and, eq, gt, gte, lt, notExists, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { mailOutbox, users } from "../db/schema";
import { hitRateLimit } from "../security/rate-limit";
import { CONFIRM_LINK_LIFETIME_SECONDS, CONFIRMED_CALLBACK_URL, type Auth } from "./auth";

/** Younger accounts may still be between the two steps. */
const GRACE_SECONDS = 2 * 60;

/**
 * An account is claimed before its e-mail is sent, with an insert on a unique
 * key, so instances sweeping at the same moment send one e-mail, not one each.
 * A claim lasts long enough to cover a sweep, and no longer, so a process that
 * dies between claim and send leaves the account to a later sweep.
 */
const CLAIM = { max: 1, windowSeconds: 10 * 60 };

/** Sends the confirmation e-mail of recent unconfirmed accounts that have none; answers how many it sent. */
export async function sendLostConfirmations(db: Database, auth: Auth, batchSize = 20): Promise<number> {
  const confirmationSinceSignUp = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.toAddress, users.email),
        eq(mailOutbox.kind, "confirm-email"),
        // created_at of an account comes from the app's clock, of the e-mail from the database's: allow them to differ a little.
        gte(mailOutbox.createdAt, sql`${users.createdAt} - interval '1 minute'`),
      ),
    );
  const lost = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.emailVerified, false),
        lt(users.createdAt, sql`now() - make_interval(secs => ${GRACE_SECONDS})`),
        // An older account's link would already have expired; it can ask for a new one at sign-in.
        gt(users.createdAt, sql`now() - make_interval(secs => ${CONFIRM_LINK_LIFETIME_SECONDS})`),
        notExists(confirmationSinceSignUp),
      ),
    )
    .orderBy(users.createdAt)
    .limit(batchSize);

  const sent = await Promise.all(
    lost.map(async (user) => {
      const claim = await hitRateLimit(db, `sweep:confirm-email:${user.id}`, CLAIM);
      if (!claim.allowed) return false;
      await auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: CONFIRMED_CALLBACK_URL } });
      return true;
    }),
  );
  return sent.filter(Boolean).length;
}
