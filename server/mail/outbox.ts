/**
 * E-mail goes through an outbox table: callers insert a row (in their own
 * transaction where they have one), a worker delivers it. A mail server that
 * is down delays e-mail; it never fails the request that caused it.
 */
import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
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
  | "report-notification";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind?: MailKind;
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(mail: OutgoingMail & { from: string }): Promise<void>;
}

/** Anything that can run an insert: the database or an open transaction. */
type Writer = Pick<Database, "insert">;

export async function enqueueMail(db: Writer, mail: OutgoingMail): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, kind: mail.kind, headers: mail.headers });
}

export const MAX_ATTEMPTS = 6;

/** 30 s, 2 min, 8 min, 32 min, ~2 h between attempts. */
export function retryDelaySeconds(attempts: number): number {
  return 30 * 4 ** Math.max(0, attempts - 1);
}

/**
 * Delivers due mail. Rows are claimed with SKIP LOCKED so several instances
 * can run workers side by side without sending anything twice.
 */
export async function deliverDueMail(db: Database, transport: MailTransport, from: string, batchSize = 10): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    // Pushed forward while it is being sent, so a crash mid-send retries later instead of at once.
    return tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + interval '5 minutes'` })
      .where(inArray(mailOutbox.id, due.map((row) => row.id)))
      .returning();
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
      const givingUp = row.attempts >= MAX_ATTEMPTS;
      log.error({ mailId: row.id, attempt: row.attempts, givingUp, reason: message }, "E-mail delivery failed");
      await db
        .update(mailOutbox)
        .set({
          status: givingUp ? "failed" : "pending",
          lastError: message.slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
        })
        .where(eq(mailOutbox.id, row.id));
    }
  }
  return claimed.length;
}

export async function findRecentMail(db: Database, limit = 50) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
