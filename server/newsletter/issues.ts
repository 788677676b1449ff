/**
 * Newsletter issues for admins (edit, schedule, hold, send, test, delete) and for the public
 * archive (sent issues only). A sent issue is fixed: its copies are rendered from it.
 */
import { and, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { NewsletterIssueInput } from "~/lib/schemas/newsletter";
import { sanitizePostHtml } from "../blog/sanitize";
import type { Database } from "../db/client";
import { newsletterIssues } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { countDeliveries, queueIssue } from "./delivery";
import { issueMailer } from "./render";

export type IssueChange = { ok: true } | { ok: false; status: 404 | 409; message: string };

const SENT_ALREADY: IssueChange = { ok: false, status: 409, message: "This issue has been sent: it can no longer change." };
const NOT_FOUND: IssueChange = { ok: false, status: 404, message: "This issue no longer exists." };

export async function listIssuesForAdmin(db: Database) {
  const issues = await db
    .select({
      id: newsletterIssues.id,
      number: newsletterIssues.number,
      weekStart: newsletterIssues.weekStart,
      subject: newsletterIssues.subject,
      status: newsletterIssues.status,
      scheduledFor: newsletterIssues.scheduledFor,
      sentAt: newsletterIssues.sentAt,
    })
    .from(newsletterIssues)
    .orderBy(desc(newsletterIssues.weekStart))
    .limit(200);
  const counts = await countDeliveries(
    db,
    issues.filter((issue) => issue.status === "sent").map((issue) => issue.id),
  );
  return issues.map((issue) => ({ ...issue, counts: counts.get(issue.id) ?? null }));
}

export async function findIssueForAdmin(db: Database, id: string) {
  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!issue) return null;
  const counts = issue.status === "sent" ? ((await countDeliveries(db, [id])).get(id) ?? { sent: 0, failed: 0, pending: 0, skipped: 0, unsubscribedAfter: 0 }) : null;
  return { ...issue, counts };
}

/** Applies a change to an issue not yet sent; the status check and the write are one statement. */
async function changeUnsent(db: Database, id: string, set: Partial<typeof newsletterIssues.$inferInsert>): Promise<IssueChange> {
  const changed = await db
    .update(newsletterIssues)
    .set(set)
    .where(and(eq(newsletterIssues.id, id), ne(newsletterIssues.status, "sent")))
    .returning({ id: newsletterIssues.id });
  if (changed.length === 1) return { ok: true };
  const [exists] = await db.select({ id: newsletterIssues.id }).from(newsletterIssues).where(eq(newsletterIssues.id, id));
  return exists ? SENT_ALREADY : NOT_FOUND;
}

export function saveIssue(db: Database, id: string, input: NewsletterIssueInput): Promise<IssueChange> {
  // updated_at moves with the text only: the editor starts again from the saved text when it moves.
  return changeUnsent(db, id, { subject: input.subject, content: sanitizePostHtml(input.content), updatedAt: new Date() });
}

export function scheduleIssue(db: Database, id: string, at: Date): Promise<IssueChange> {
  return changeUnsent(db, id, { status: "scheduled", scheduledFor: at });
}

/** Back to a draft that waits for an admin. */
export function holdIssue(db: Database, id: string): Promise<IssueChange> {
  return changeUnsent(db, id, { status: "draft", scheduledFor: null });
}

export async function sendIssueNow(db: Database, id: string): Promise<IssueChange & { recipients?: number }> {
  const queued = await queueIssue(db, id);
  if (queued) return { ok: true, recipients: queued.recipients };
  const [issue] = await db.select({ status: newsletterIssues.status }).from(newsletterIssues).where(eq(newsletterIssues.id, id));
  return issue ? SENT_ALREADY : NOT_FOUND;
}

export async function deleteIssue(db: Database, id: string): Promise<IssueChange> {
  const deleted = await db
    .delete(newsletterIssues)
    .where(and(eq(newsletterIssues.id, id), ne(newsletterIssues.status, "sent")))
    .returning({ id: newsletterIssues.id });
  if (deleted.length === 1) return { ok: true };
  const [exists] = await db.select({ id: newsletterIssues.id }).from(newsletterIssues).where(eq(newsletterIssues.id, id));
  return exists ? SENT_ALREADY : NOT_FOUND;
}

/**
 * The issue as a subscriber would get it, to the admin's own address, through the ordinary outbox.
 * Its unsubscribe links are those of no subscriber: they answer "unknown link".
 */
export async function sendTestCopy(db: Database, id: string, to: string, publicUrl: string): Promise<IssueChange> {
  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!issue) return NOT_FOUND;
  const copy = issueMailer(issue, publicUrl)({ subscriberId: "test", email: to, unsubscribeToken: "test-copy", language: "en" });
  await enqueueMail(db, { ...copy, subject: `[Test] ${copy.subject}`, kind: "newsletter-test" });
  return { ok: true };
}

/** The archive: sent issues, newest first. */
export async function findSentIssues(db: Database, page: { offset: number; limit: number }) {
  const rows = await db
    .select({
      number: newsletterIssues.number,
      subject: newsletterIssues.subject,
      sentAt: newsletterIssues.sentAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.status, "sent"), isNotNull(newsletterIssues.number)))
    .orderBy(desc(newsletterIssues.number))
    .offset(page.offset)
    .limit(page.limit);
  return { issues: rows.map(({ total: _total, number, sentAt, ...issue }) => ({ ...issue, number: number!, sentAt: sentAt! })), total: rows[0]?.total ?? 0 };
}

export async function findSentIssue(db: Database, number: number) {
  const [issue] = await db
    .select({ id: newsletterIssues.id, number: newsletterIssues.number, subject: newsletterIssues.subject, content: newsletterIssues.content, sentAt: newsletterIssues.sentAt })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.number, number), eq(newsletterIssues.status, "sent")));
  return issue ? { ...issue, number: issue.number!, sentAt: issue.sentAt! } : null;
}

/** For the admin overview: issues that wait for an admin (held drafts) and issues on their way out. */
export async function countUnsentIssues(db: Database): Promise<{ held: number; scheduled: number }> {
  const [row] = await db
    .select({
      held: sql<number>`count(*) filter (where ${newsletterIssues.status} = 'draft')`.mapWith(Number),
      scheduled: sql<number>`count(*) filter (where ${newsletterIssues.status} = 'scheduled')`.mapWith(Number),
    })
    .from(newsletterIssues);
  return { held: row?.held ?? 0, scheduled: row?.scheduled ?? 0 };
}
