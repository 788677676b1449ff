// The weekly newsletter end to end against a real SMTP server: drafted from the week's changes,
// edited, sent to confirmed subscribers only, once each, with working unsubscribe links and headers.
import { spawn, type ChildProcess } from "node:child_process";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { startSmtpServer } from "../../tests/helpers/smtp-server";
import { databaseUrl, uniqueDatabaseName, withAdminConnection } from "../../tests/helpers/scratch-postgres";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { aiTools, newsletterDeliveries, newsletterIssues, newsletterSubscribers, users } from "../db/schema";
import type { MailTransport } from "../mail/outbox";
import { smtpTransport } from "../mail/transport";
import { findPreferences, saveLanguage, savePreferences, DEFAULT_PREFERENCES } from "../preferences/queries";
import { draftWeeklyIssue } from "./compose";
import { deliverNewsletterBatch, queueIssue } from "./delivery";
import { findIssueForAdmin, findSentIssue, saveIssue } from "./issues";
import { confirmSubscription, subscribeToNewsletter, unsubscribe } from "./subscribe";

const PUBLIC_URL = "http://localhost:3000";
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

type Sink = Awaited<ReturnType<typeof startSmtpServer>>;

/** Sends until nothing is due. */
async function deliverAll(handle: DatabaseHandle, transport: MailTransport) {
  while ((await deliverNewsletterBatch(handle.db, transport, { from: "Atelier AI <hello@example.com>", publicUrl: PUBLIC_URL, batchSize: 10 })) > 0) {
    // Keep going while copies are due.
  }
}

async function addConfirmedSubscribers(handle: DatabaseHandle, emails: string[]) {
  await handle.db.insert(newsletterSubscribers).values(
    emails.map((email, index) => ({ email, firstName: `Reader ${index}`, unsubscribeToken: `token-${email}`, confirmedAt: new Date() })),
  );
}

const recipients = (sink: Sink) => sink.received.map((mail) => mail.to).sort();
/** The value of a header in a raw message, its folded lines joined. */
const header = (raw: string, name: string) => raw.replace(/\r\n[ \t]+/g, " ").match(new RegExp(`^${name}: (.*)$`, "mi"))?.[1];

describe.each(testDatabaseKinds)("the weekly newsletter on $name", (kind) => {
  let handle: DatabaseHandle;
  let sink: Sink;
  let transport: MailTransport;
  beforeEach(async () => {
    [handle, sink] = await Promise.all([kind.openSeeded(), startSmtpServer()]);
    transport = smtpTransport(sink.url);
  });
  afterEach(async () => {
    transport.close?.();
    await Promise.all([handle.close(), sink.close()]);
  });

  it("drafts the week's changes once, and sends the edited issue to confirmed subscribers only, once each", async () => {
    // Its price as first learned (no news), then a change of it (news).
    await handle.db.update(aiTools).set({ startingPrice: "$9.99/month" }).where(eq(aiTools.slug, "adobe-firefly"));
    await handle.db.update(aiTools).set({ startingPrice: "$12.99/month" }).where(eq(aiTools.slug, "adobe-firefly"));
    const nextWeek = new Date(Date.now() + WEEK_MS);
    const [first, second] = await Promise.all([draftWeeklyIssue(handle.db, nextWeek), draftWeeklyIssue(handle.db, nextWeek)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    const [draft] = await handle.db.select().from(newsletterIssues);
    expect(draft).toMatchObject({ status: "scheduled" });
    expect(draft!.content).toContain('<a href="/tools/adobe-firefly">Adobe Firefly</a>: Paid plans from: $9.99/month → $12.99/month');
    expect(draft!.subject).toContain("1 change to prices and terms");

    expect(await saveIssue(handle.db, draft!.id, { subject: "Firefly costs more", content: `${draft!.content}<p>Edited by hand.</p>` })).toEqual({ ok: true });

    await addConfirmedSubscribers(handle, ["ada@example.com", "grace@example.com"]);
    await subscribeToNewsletter(handle.db, { firstName: "Pending", email: "pending@example.com" }, "newsletter", { publicUrl: PUBLIC_URL });
    await subscribeToNewsletter(handle.db, { firstName: "Gone", email: "gone@example.com" }, "newsletter", { publicUrl: PUBLIC_URL });
    const [gone] = await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "gone@example.com"));
    await confirmSubscription(handle.db, gone!.confirmToken!);
    await unsubscribe(handle.db, gone!.unsubscribeToken);
    // Subscribed twice over (the form and the account's switch): one person, one copy.
    await handle.db.insert(users).values({ id: "account-1", email: "ada@example.com", emailVerified: true, firstName: "Ada" });
    await savePreferences(handle.db, { id: "account-1", email: "ada@example.com", firstName: "Ada" }, { ...DEFAULT_PREFERENCES, marketingEmails: true });

    expect(await queueIssue(handle.db, draft!.id)).toEqual({ number: 1, recipients: 2 });
    expect(await queueIssue(handle.db, draft!.id)).toBeNull();
    await deliverAll(handle, transport);

    expect(recipients(sink)).toEqual(["ada@example.com", "grace@example.com"]);
    const raw = sink.received.find((mail) => mail.to === "grace@example.com")!.body;
    expect(header(raw, "Subject")).toBe("Firefly costs more");
    expect(header(raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(header(raw, "List-Id")).toBe("Atelier AI weekly <weekly.localhost>");
    expect(header(raw, "List-Unsubscribe")).toBe(`<${PUBLIC_URL}/newsletter/one-click-unsubscribe?token=token-grace@example.com>`);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw).toContain("Edited by hand.");
    expect((await findIssueForAdmin(handle.db, draft!.id))!.counts).toEqual({ sent: 2, failed: 0, pending: 0, skipped: 0, unsubscribedAfter: 0 });
    expect(await findSentIssue(handle.db, 1)).toMatchObject({ subject: "Firefly costs more" });

    // The one-click link of Grace's copy unsubscribes her, and counts against this issue.
    expect(await unsubscribe(handle.db, "token-grace@example.com")).toBe(true);
    expect((await findIssueForAdmin(handle.db, draft!.id))!.counts).toMatchObject({ sent: 2, unsubscribedAfter: 1 });
  });

  it("stops the copy of someone who unsubscribes while an issue is on its way", async () => {
    await addConfirmedSubscribers(handle, ["ada@example.com", "linus@example.com"]);
    const [issue] = await handle.db.insert(newsletterIssues).values({ weekStart: "2026-11-16", subject: "Hello", content: "<p>Hi</p>" }).returning();
    await queueIssue(handle.db, issue!.id);
    await unsubscribe(handle.db, "token-linus@example.com");
    await deliverAll(handle, transport);
    expect(recipients(sink)).toEqual(["ada@example.com"]);
    expect((await findIssueForAdmin(handle.db, issue!.id))!.counts).toMatchObject({ sent: 1, skipped: 1, pending: 0 });
  });

  it("keeps the Marketing emails switch and the subscriber list in step both ways", async () => {
    const account = { id: "account-2", email: "mae@example.com", firstName: "Mae" };
    await handle.db.insert(users).values({ ...account, emailVerified: true });
    expect((await findPreferences(handle.db, account)).marketingEmails).toBe(false);
    await savePreferences(handle.db, account, { ...DEFAULT_PREFERENCES, marketingEmails: true });
    const [subscriber] = await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "mae@example.com"));
    expect(subscriber).toMatchObject({ source: "settings", unsubscribedAt: null });
    expect(subscriber!.confirmedAt).not.toBeNull();
    // Leaving by the link in an issue switches it off in settings...
    await unsubscribe(handle.db, subscriber!.unsubscribeToken);
    expect((await findPreferences(handle.db, account)).marketingEmails).toBe(false);
    // ...subscribing again on the newsletter page, once confirmed, switches it on...
    await subscribeToNewsletter(handle.db, { firstName: "Mae", email: "Mae@example.com" }, "newsletter", { publicUrl: PUBLIC_URL });
    expect((await findPreferences(handle.db, account)).marketingEmails).toBe(false);
    const [pending] = await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "mae@example.com"));
    await confirmSubscription(handle.db, pending!.confirmToken!);
    expect((await findPreferences(handle.db, account)).marketingEmails).toBe(true);
    // ...and switching it off in settings unsubscribes the address.
    await savePreferences(handle.db, account, { ...DEFAULT_PREFERENCES, marketingEmails: false });
    const [left] = await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "mae@example.com"));
    expect(left!.unsubscribedAt).not.toBeNull();
  });

  it("sends an account its copy in the account's language, and follows a change of it", async () => {
    const account = { id: "account-3", email: "greta@example.com", firstName: "Greta" };
    await handle.db.insert(users).values({ ...account, emailVerified: true });
    await savePreferences(handle.db, account, { ...DEFAULT_PREFERENCES, marketingEmails: true, language: "fr" });
    const languageOf = async () => (await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, account.email)))[0]!.language;
    expect(await languageOf()).toBe("fr");
    await saveLanguage(handle.db, account.id, "de");
    expect(await languageOf()).toBe("de");

    const [issue] = await handle.db.insert(newsletterIssues).values({ weekStart: "2026-11-16", subject: "Hello", content: "<p>Hi</p>" }).returning();
    await queueIssue(handle.db, issue!.id);
    await deliverAll(handle, transport);
    const raw = sink.received.find((mail) => mail.to === account.email)!.body;
    expect(header(raw, "List-Unsubscribe")).toMatch(new RegExp(`^<${PUBLIC_URL}/de/newsletter/one-click-unsubscribe\\?token=`));
    expect(raw).toContain('<html lang=3D"de">');
  });

  it("sends each copy once with two workers at the same time", async () => {
    const emails = Array.from({ length: 60 }, (_, index) => `reader${index}@example.com`);
    await addConfirmedSubscribers(handle, emails);
    const [issue] = await handle.db.insert(newsletterIssues).values({ weekStart: "2026-11-16", subject: "Hello", content: "<p>Hi</p>" }).returning();
    await queueIssue(handle.db, issue!.id);
    const second = smtpTransport(sink.url);
    await Promise.all([deliverAll(handle, transport), deliverAll(handle, second)]);
    second.close?.();
    expect(recipients(sink)).toEqual([...emails].sort());
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

// A worker killed with SIGKILL needs processes that share a database server: PostgreSQL only.
describe.runIf(postgresUrl)("the newsletter when a worker is killed mid-send", () => {
  const workers: ChildProcess[] = [];
  let name: string;
  let handle: DatabaseHandle;
  let sink: Sink;
  beforeEach(async () => {
    name = uniqueDatabaseName("newsletter");
    await withAdminConnection(postgresUrl!, (admin) => admin.query(`create database "${name}" template "${inject("databaseTemplates").postgres!.migrated}"`));
    handle = await openDatabase({ kind: "postgres", url: databaseUrl(postgresUrl!, name) });
    sink = await startSmtpServer();
  });
  afterEach(async () => {
    for (const worker of workers) worker.kill("SIGKILL");
    await Promise.all([handle.close(), sink.close()]);
    await withAdminConnection(postgresUrl!, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
  });

  /** A worker process; it greets the SMTP server with `greeting`, which tells its messages apart. */
  const startWorker = (greeting: string) => {
    const worker = spawn(process.execPath, ["--import", "tsx", "tests/helpers/newsletter-worker-process.ts"], {
      env: { ...process.env, DATABASE_URL: databaseUrl(postgresUrl!, name), SMTP_URL: `${sink.url}/?name=${greeting}`, LEASE_SECONDS: "2" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    workers.push(worker);
    return worker;
  };
  const exited = (worker: ChildProcess) => new Promise<number | null>((resolve) => (worker.exitCode !== null ? resolve(worker.exitCode) : worker.once("exit", (code) => resolve(code))));
  const waitFor = async (condition: () => boolean | Promise<boolean>) => {
    while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  const countSent = async () => (await handle.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.status, "sent"))).length;

  it("gives no one two copies and misses no one", async () => {
    const emails = Array.from({ length: 200 }, (_, index) => `reader${index}@example.com`);
    await addConfirmedSubscribers(handle, emails);
    const [issue] = await handle.db.insert(newsletterIssues).values({ weekStart: "2026-11-16", subject: "Hello", content: "<p>Hi</p>" }).returning();
    await queueIssue(handle.db, issue!.id);

    const doomed = startWorker("doomed");
    const survivor = startWorker("survivor");
    await waitFor(() => sink.received.length >= 40);
    // From now on the server answers no message. Once each worker waits for an answer and every
    // message the server did accept is marked sent, no copy is between the server's "250" and the
    // worker's note that it went; then one worker dies waiting.
    sink.pause();
    await waitFor(async () => sink.heldFrom("doomed") > 0 && sink.heldFrom("survivor") > 0 && (await countSent()) === sink.received.length);
    doomed.kill("SIGKILL");
    await exited(doomed);
    // The server sees the dead worker's connections close: what it held for them is never answered.
    await waitFor(() => sink.connectionsFrom("doomed") === 0);
    sink.resume();
    expect(await exited(survivor)).toBe(0);
    // The killed worker's claimed copies are due again once its lease runs out.
    expect(await exited(startWorker("heir"))).toBe(0);

    expect(recipients(sink)).toEqual([...emails].sort());
    const pending = await handle.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.status, "pending"));
    expect(pending).toEqual([]);
  }, 60_000);
});
