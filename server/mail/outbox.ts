/**
 * E-mail goes through an outbox table: callers insert a row (in their own
 * transaction where they have one), a worker delivers it. A mail server that
 * is down delays e-mail; it never fails the request that caused it.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { CONFIRM_LINK_LIFETIME_SECONDS, RESET_LINK_LIFETIME_SECONDS } from "../auth/link-lifetimes";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import { errorField } from "../error-fields";
import { claimWithLease } from "../jobs/claim";
import { log } from "../log/index";

/** What an e-mail is for, stored with it so code can find e-mails without reading subjects. */
export type MailKind =
  | "confirm-email"
  | "existing-account"
  | "reset-password"
  | "password-changed"
  | "contact-notification"
  | "contact-received"
  | "newsletter-confirm"
  | "suggestion-notification"
  | "application-notification"
  | "waitlist-notification"
  | "waitlist-received"
  | "report-notification"
  | "newsletter-test"
  | "newsletter"
  | "watch-changes"
  | "new-device-sign-in"
  | "review-removed"
  | "assessment-results"
  | "edit-decided";

/** What each kind of e-mail is, in an admin's words. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  "assessment-results": "Assessment results",
  "confirm-email": "Address confirmation",
  "existing-account": "Notice: someone signed up with this address",
  "reset-password": "Password reset",
  "password-changed": "Notice: password changed",
  "contact-notification": "Contact message, team's copy",
  "contact-received": "Contact message receipt",
  "newsletter-confirm": "Newsletter confirmation",
  "suggestion-notification": "Suggestion, team's copy",
  "application-notification": "Creator application, team's copy",
  "waitlist-notification": "Waitlist sign-up, team's copy",
  "waitlist-received": "Waitlist receipt",
  "report-notification": "Problem report, team's copy",
  "newsletter-test": "Newsletter test copy",
  newsletter: "Newsletter issue",
  "watch-changes": "Saved tools changed",
  "new-device-sign-in": "Security alert: sign-in from a new device",
  "review-removed": "Notice: review removed by a moderator",
  "edit-decided": "Notice: a suggested edit was decided",
};

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind?: MailKind;
  headers?: Record<string, string>;
  /** A fixed Message-ID, so a copy sent twice is recognisably the same message. */
  messageId?: string;
}

export interface MailTransport {
  send(mail: OutgoingMail & { from: string }): Promise<void>;
  /** How many messages it can have on their way at once (1 when not said). */
  maxConnections?: number;
  close?(): void;
}

/** Anything that can run an insert: the database or an open transaction. */
type Writer = Pick<Database, "insert">;

export async function enqueueMail(db: Writer, mail: OutgoingMail): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, kind: mail.kind, headers: mail.headers });
}

/**
 * Every e-mail is tried for a day: a mail server down for an afternoon delays the team's copy of a
 * message, a receipt or a confirmation link, and loses none of them. The wait between tries grows
 * fourfold from 30 s (30 s, 2 min, 8 min, 32 min) and stays at an hour from then on.
 */
export const RETRY_WINDOW_SECONDS = 24 * 60 * 60;
const FIRST_RETRY_DELAY_SECONDS = 30;
const LONGEST_RETRY_DELAY_SECONDS = 60 * 60;

/** Seconds to wait after the given number of failed attempts. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_SECONDS * 4 ** Math.max(0, attempts - 1), LONGEST_RETRY_DELAY_SECONDS);
}

/** The attempts that fit in the retry window on that schedule (28: the last about 23 hours after the first). */
export const MAX_ATTEMPTS = (() => {
  let attempts = 1;
  let elapsed = 0;
  while (elapsed + retryDelaySeconds(attempts) <= RETRY_WINDOW_SECONDS) elapsed += retryDelaySeconds(attempts++);
  return attempts;
})();

/**
 * E-mails whose link stops working: trying one after its link is dead would deliver a dead link,
 * so it gives up then (a password reset after an hour), and an admin cannot send it again.
 */
const LINK_LIFETIME_SECONDS: Partial<Record<MailKind, number>> = {
  "confirm-email": CONFIRM_LINK_LIFETIME_SECONDS,
  "reset-password": RESET_LINK_LIFETIME_SECONDS,
};

/** SQL: the link in this e-mail is dead by `at` (never, for e-mails without one). */
function linkDeadBy(at: SQL) {
  const lifetime = sql.join(
    [sql`case ${mailOutbox.kind}`, ...Object.entries(LINK_LIFETIME_SECONDS).map(([kind, seconds]) => sql`when ${kind} then ${seconds}::int`), sql`end`],
    sql` `,
  );
  return sql`coalesce(${mailOutbox.createdAt} + make_interval(secs => ${lifetime}) <= ${at}, false)`;
}

/**
 * A mail server's permanent refusal of the recipient (a 5xx answer to RCPT TO: no such mailbox)
 * does not change with time: that e-mail gives up at once and waits for an admin.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const responseCode = errorField(error, "responseCode");
  const command = errorField(error, "command");
  return typeof responseCode === "number" && responseCode >= 500 && command === "RCPT TO";
}

/**
 * Delivers due mail. Rows are claimed with SKIP LOCKED so several instances
 * can run workers side by side without sending anything twice.
 */
export async function deliverDueMail(db: Database, transport: MailTransport, from: string, batchSize = 10): Promise<number> {
  const claimed = await claimWithLease(db, {
    table: mailOutbox,
    keys: [mailOutbox.id],
    due: sql`${mailOutbox.status} = 'pending' and ${mailOutbox.nextAttemptAt} <= now()`,
    oldestFirst: mailOutbox.nextAttemptAt,
    limit: batchSize,
    // Pushed forward while it is being sent, so a crash mid-send retries later instead of at once.
    hold: [
      [mailOutbox.attempts, sql`${mailOutbox.attempts} + 1`],
      [mailOutbox.nextAttemptAt, sql`now() + interval '5 minutes'`],
    ],
    returning: {
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      htmlBody: mailOutbox.htmlBody,
      headers: mailOutbox.headers,
      attempts: mailOutbox.attempts,
    },
  });

  for (const row of claimed) {
    try {
      await transport.send({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        headers: row.headers ?? undefined,
      });
      await db.update(mailOutbox).set({ status: "sent", sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, row.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const nextAttemptAt = sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`;
      const givingUp = isPermanentRefusal(error) || row.attempts >= MAX_ATTEMPTS ? sql`true` : linkDeadBy(nextAttemptAt);
      const [updated] = await db
        .update(mailOutbox)
        .set({ status: sql`case when ${givingUp} then 'failed' else 'pending' end`, lastError: message.slice(0, 1000), nextAttemptAt })
        .where(eq(mailOutbox.id, row.id))
        .returning({ status: mailOutbox.status });
      // Giving up needs a person (/admin/mail); a failure that will be retried is only a warning.
      if (updated?.status === "failed") log.error({ mailId: row.id, attempt: row.attempts, reason: message }, "E-mail delivery failed; given up until an admin sends it again");
      else log.warn({ mailId: row.id, attempt: row.attempts, reason: message }, "E-mail delivery failed; it will be retried");
    }
  }
  return claimed.length;
}

/** How many e-mails gave up and wait for an admin (/admin/mail). */
export async function countFailedMail(db: Database): Promise<number> {
  const [row] = await db.select({ failed: count() }).from(mailOutbox).where(eq(mailOutbox.status, "failed"));
  return row?.failed ?? 0;
}

/** E-mails that gave up, newest first: who and what, never the body (it holds sign-in and reset links). */
export async function findFailedMail(db: Database, limit = 200) {
  return db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      kind: mailOutbox.kind,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      linkExpired: linkDeadBy(sql`now()`).mapWith(Boolean),
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "failed"))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

/**
 * Puts failed e-mails back in the queue for a new day of tries, at once: the given ones, or all.
 * E-mails whose link is dead stay as they are. Answers how many were queued again.
 */
export async function retryFailedMail(db: Database, ids: string[] | "all"): Promise<number> {
  if (ids !== "all" && ids.length === 0) return 0;
  const chosen = ids === "all" ? undefined : inArray(mailOutbox.id, ids);
  const retried = await db
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.status, "failed"), sql`not ${linkDeadBy(sql`now()`)}`, chosen))
    .returning({ id: mailOutbox.id });
  return retried.length;
}

export async function findRecentMail(db: Database, limit = 50) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
