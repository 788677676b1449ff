/**
 * Sending an issue. Queueing writes one delivery row per confirmed subscriber (the primary key makes
 * it one copy per person, whatever mix of sign-ups and accounts they came from); workers in any
 * number of instances then claim due rows with SKIP LOCKED, push them forward for a lease while they
 * send, and mark each one sent as soon as the mail server has taken it. A worker killed mid-send
 * leaves its claimed rows pending: they are due again when the lease runs out. See decision 0013.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "../db/schema";
import { rowsOf } from "../db/rows";
import { claimWithLease } from "../jobs/claim";
import { log } from "../log/index";
import { isPermanentRefusal, MAX_ATTEMPTS, retryDelaySeconds, type MailTransport } from "../mail/outbox";
import { issueMailer } from "./render";

/**
 * Queues an issue for every confirmed subscriber and gives it the next archive number, once: a
 * second call, from anywhere, finds it sent and does nothing. Answers the number and how many
 * copies were queued, or null when it was already sent.
 */
export async function queueIssue(db: Database, issueId: string): Promise<{ number: number; recipients: number } | null> {
  return db.transaction(async (tx) => {
    // Numbers are given one issue at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('newsletter-issue-number'))`);
    const [issue] = await tx.select({ status: newsletterIssues.status }).from(newsletterIssues).where(eq(newsletterIssues.id, issueId)).for("update");
    if (!issue || issue.status === "sent") return null;
    const [next] = rowsOf<{ number: number }>(await tx.execute(sql`select coalesce(max(number), 0) + 1 as number from newsletter_issues`));
    const number = Number(next!.number);
    await tx
      .update(newsletterIssues)
      .set({ status: "sent", number, sentAt: sql`now()`, scheduledFor: null, updatedAt: sql`now()` })
      .where(eq(newsletterIssues.id, issueId));
    const queued = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into newsletter_deliveries (issue_id, subscriber_id)
        select ${issueId}, id from newsletter_subscribers where confirmed_at is not null and unsubscribed_at is null
        on conflict do nothing
        returning subscriber_id as id`),
    );
    return { number, recipients: queued.length };
  });
}

/** Queues every scheduled issue whose time has come. Answers how many were queued. */
export async function queueDueIssues(db: Database): Promise<number> {
  const due = await db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.status, "scheduled"), sql`${newsletterIssues.scheduledFor} <= now()`));
  let queued = 0;
  for (const { id } of due) if (await queueIssue(db, id)) queued++;
  return queued;
}

export interface NewsletterDeliveryOptions {
  from: string;
  publicUrl: string;
  /** How many copies one call claims. */
  batchSize: number;
  /** How long a claimed copy stays claimed: a worker that dies gives its copies back after this. */
  leaseSeconds?: number;
}

interface ClaimedCopy {
  issueId: string;
  subscriberId: string;
  attempts: number;
}

async function claimDueCopies(db: Database, batchSize: number, leaseSeconds: number): Promise<ClaimedCopy[]> {
  return claimWithLease(db, {
    table: newsletterDeliveries,
    keys: [newsletterDeliveries.issueId, newsletterDeliveries.subscriberId],
    due: sql`${newsletterDeliveries.status} = 'pending' and ${newsletterDeliveries.nextAttemptAt} <= now()`,
    oldestFirst: newsletterDeliveries.nextAttemptAt,
    limit: batchSize,
    hold: [
      [newsletterDeliveries.attempts, sql`${newsletterDeliveries.attempts} + 1`],
      [newsletterDeliveries.nextAttemptAt, sql`now() + make_interval(secs => ${leaseSeconds})`],
    ],
    returning: { issueId: newsletterDeliveries.issueId, subscriberId: newsletterDeliveries.subscriberId, attempts: newsletterDeliveries.attempts },
  });
}

const copyOf = (copy: ClaimedCopy) => and(eq(newsletterDeliveries.issueId, copy.issueId), eq(newsletterDeliveries.subscriberId, copy.subscriberId));

/** An issue does not change once sent, so each worker renders it once. */
const mailers = new Map<string, ReturnType<typeof issueMailer>>();

async function mailerFor(db: Database, issueId: string, publicUrl: string) {
  const key = `${publicUrl} ${issueId}`;
  const known = mailers.get(key);
  if (known) return known;
  const [issue] = await db
    .select({ id: newsletterIssues.id, number: newsletterIssues.number, subject: newsletterIssues.subject, content: newsletterIssues.content, sentAt: newsletterIssues.sentAt })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.id, issueId));
  const mailer = issueMailer(issue!, publicUrl);
  mailers.set(key, mailer);
  return mailer;
}

async function sendCopy(db: Database, transport: MailTransport, options: NewsletterDeliveryOptions, copy: ClaimedCopy, recipient: typeof newsletterSubscribers.$inferSelect | undefined) {
  if (!recipient || recipient.unsubscribedAt || !recipient.confirmedAt) {
    await db.update(newsletterDeliveries).set({ status: "skipped" }).where(copyOf(copy));
    return;
  }
  const mailer = await mailerFor(db, copy.issueId, options.publicUrl);
  try {
    await transport.send({ from: options.from, ...mailer({ subscriberId: recipient.id, email: recipient.email, unsubscribeToken: recipient.unsubscribeToken, language: recipient.language, firstName: recipient.firstName }) });
    await db.update(newsletterDeliveries).set({ status: "sent", sentAt: sql`now()`, lastError: null }).where(copyOf(copy));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const givingUp = isPermanentRefusal(error) || copy.attempts >= MAX_ATTEMPTS;
    await db
      .update(newsletterDeliveries)
      .set({ status: givingUp ? "failed" : "pending", lastError: message.slice(0, 1000), nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(copy.attempts)})` })
      .where(copyOf(copy));
    log.warn({ issueId: copy.issueId, attempt: copy.attempts, reason: message }, givingUp ? "Newsletter copy not delivered; given up" : "Newsletter copy not delivered; it will be retried");
  }
}

/**
 * Claims and sends one batch of due copies, as many at a time as the transport has connections.
 * Answers how many were claimed (0: nothing is due).
 */
export async function deliverNewsletterBatch(db: Database, transport: MailTransport, options: NewsletterDeliveryOptions): Promise<number> {
  const claimed = await claimDueCopies(db, options.batchSize, options.leaseSeconds ?? 300);
  if (claimed.length === 0) return 0;
  const subscribers = await db
    .select()
    .from(newsletterSubscribers)
    .where(inArray(newsletterSubscribers.id, [...new Set(claimed.map((copy) => copy.subscriberId))]));
  const byId = new Map(subscribers.map((subscriber) => [subscriber.id, subscriber]));
  const waiting = [...claimed];
  const lanes = Array.from({ length: Math.max(1, transport.maxConnections ?? 1) }, async () => {
    for (let copy = waiting.shift(); copy; copy = waiting.shift()) await sendCopy(db, transport, options, copy, byId.get(copy.subscriberId));
  });
  await Promise.all(lanes);
  return claimed.length;
}

export interface IssueDeliveryCounts {
  sent: number;
  failed: number;
  pending: number;
  /** Unsubscribed before their copy went. */
  skipped: number;
  /** Unsubscribed after this issue reached them, before the next one did. */
  unsubscribedAfter: number;
}

export async function countDeliveries(db: Database, issueIds: string[]): Promise<Map<string, IssueDeliveryCounts>> {
  if (issueIds.length === 0) return new Map();
  const rows = await db
    .select({
      issueId: newsletterDeliveries.issueId,
      sent: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'sent')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'failed')`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'pending')`.mapWith(Number),
      skipped: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'skipped')`.mapWith(Number),
      unsubscribedAfter: sql<number>`count(*) filter (where ${newsletterDeliveries.unsubscribedAt} is not null)`.mapWith(Number),
    })
    .from(newsletterDeliveries)
    .where(inArray(newsletterDeliveries.issueId, issueIds))
    .groupBy(newsletterDeliveries.issueId);
  return new Map(rows.map(({ issueId, ...counts }) => [issueId, counts]));
}
