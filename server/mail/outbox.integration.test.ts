import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startSmtpServer } from "../../tests/helpers/smtp-server";
import { aSecondAgo, rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { mailOutbox } from "../db/schema";
import { log } from "../log/index";
import { countFailedMail, deliverDueMail, enqueueMail, findFailedMail, MAX_ATTEMPTS, retryDelaySeconds, retryFailedMail, RETRY_WINDOW_SECONDS, type MailTransport } from "./outbox";
import { smtpTransport } from "./transport";

const FROM = "Atelier AI <hello@example.com>";

const failingTransport: MailTransport = {
  async send() {
    throw new Error("connect ECONNREFUSED 127.0.0.1:25");
  },
};

describe.each(testDatabaseKinds)("mail outbox on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");
  // What the log is told is asserted where it matters; the run itself stays quiet.
  let logged: { error: ReturnType<typeof vi.spyOn>; warn: ReturnType<typeof vi.spyOn> };
  beforeEach(async () => {
    logged = { error: vi.spyOn(log, "error").mockImplementation(() => undefined), warn: vi.spyOn(log, "warn").mockImplementation(() => undefined) };
  });
  afterEach(async () => {
    vi.restoreAllMocks();
  });

  it("delivers queued mail over SMTP and marks it sent", async () => {
    const smtp = await startSmtpServer();
    try {
      await enqueueMail(handle.db, { to: "reader@example.com", subject: "Hello", text: "A plain message", html: "<p>A plain message</p>" });
      expect(await deliverDueMail(handle.db, smtpTransport(smtp.url), FROM)).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toBe("reader@example.com");
      expect(smtp.received[0]!.body).toContain("Subject: Hello");
      const [row] = await handle.db.select().from(mailOutbox);
      expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      // Nothing is sent twice.
      expect(await deliverDueMail(handle.db, smtpTransport(smtp.url), FROM)).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  /** Makes every pending e-mail due now, as if its wait were over. */
  const makeDue = () => handle.db.update(mailOutbox).set({ nextAttemptAt: aSecondAgo() }).where(eq(mailOutbox.status, "pending"));
  const rowTo = async (to: string) => (await handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)))[0]!;

  it("waits longer after each failure, fourfold from 30 seconds up to an hour, for a day", () => {
    const waits = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelaySeconds(i + 1));
    expect(waits.slice(0, 6)).toEqual([30, 120, 480, 1920, 3600, 3600]);
    expect(Math.max(...waits)).toBe(3600);
    const lastTry = waits.reduce((sum, wait) => sum + wait, 0);
    // The last try is within the day, and one more wait would pass it.
    expect(lastTry).toBeLessThanOrEqual(RETRY_WINDOW_SECONDS);
    expect(lastTry + retryDelaySeconds(MAX_ATTEMPTS)).toBeGreaterThan(RETRY_WINDOW_SECONDS);
    expect(lastTry).toBeGreaterThan(RETRY_WINDOW_SECONDS - 3600);
  });

  it("keeps mail when the server is down and retries it on the schedule, past six tries, until the day is over", async () => {
    await enqueueMail(handle.db, { to: "reader@example.com", subject: "Hello", text: "Body", kind: "contact-received" });
    expect(await deliverDueMail(handle.db, failingTransport, FROM)).toBe(1);
    let row = await rowTo("reader@example.com");
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toContain("ECONNREFUSED");
    expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(25_000);
    // Not due yet: nothing is tried.
    expect(await deliverDueMail(handle.db, failingTransport, FROM)).toBe(0);

    for (let attempt = 2; attempt <= 7; attempt++) {
      await makeDue();
      await deliverDueMail(handle.db, failingTransport, FROM);
    }
    row = await rowTo("reader@example.com");
    // Once given up after six tries; now it still waits, an hour at a time.
    expect(row).toMatchObject({ status: "pending", attempts: 7 });
    expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(3500_000);

    for (let attempt = 8; attempt <= MAX_ATTEMPTS; attempt++) {
      await makeDue();
      await deliverDueMail(handle.db, failingTransport, FROM);
    }
    expect(await rowTo("reader@example.com")).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(await countFailedMail(handle.db)).toBe(1);
    // Each retried failure is a warning; giving up is the one error.
    expect(logged.warn).toHaveBeenCalledTimes(MAX_ATTEMPTS - 1);
    expect(logged.error).toHaveBeenCalledTimes(1);
    expect(logged.error).toHaveBeenCalledWith(expect.objectContaining({ attempt: MAX_ATTEMPTS }), expect.stringContaining("given up"));
  });

  it("tries a confirmation e-mail while its link works, and a password reset no longer than its hour", async () => {
    await enqueueMail(handle.db, { to: "new@example.com", subject: "Confirm your e-mail", text: "A link", kind: "confirm-email" });
    await enqueueMail(handle.db, { to: "reset@example.com", subject: "Reset your password", text: "A link", kind: "reset-password" });
    // Both were written 50 minutes ago and failed six times since.
    await handle.db.update(mailOutbox).set({ attempts: 6, createdAt: sql`now() - interval '50 minutes'` });
    await makeDue();
    await deliverDueMail(handle.db, failingTransport, FROM);
    expect(await rowTo("new@example.com")).toMatchObject({ status: "pending", attempts: 7 });
    // The next try, an hour on, would bring a dead link.
    expect(await rowTo("reset@example.com")).toMatchObject({ status: "failed", attempts: 7 });

    // A confirmation written 23 hours 30 minutes ago: its link is dead before the next hour's try.
    await handle.db.update(mailOutbox).set({ createdAt: sql`now() - interval '23 hours 30 minutes'` }).where(eq(mailOutbox.toAddress, "new@example.com"));
    await makeDue();
    await deliverDueMail(handle.db, failingTransport, FROM);
    expect(await rowTo("new@example.com")).toMatchObject({ status: "failed", attempts: 8 });
  });

  it("gives up at once when the mail server refuses the recipient for good", async () => {
    const smtp = await startSmtpServer({ refuse: ["nobody@example.com"] });
    try {
      await enqueueMail(handle.db, { to: "nobody@example.com", subject: "Hello", text: "Body" });
      await deliverDueMail(handle.db, smtpTransport(smtp.url), FROM);
      const row = await rowTo("nobody@example.com");
      expect(row).toMatchObject({ status: "failed", attempts: 1 });
      expect(row.lastError).toContain("550");
    } finally {
      await smtp.close();
    }
  });

  it("lists failed e-mails without their bodies, and sends them again for a new day when an admin asks", async () => {
    const smtp = await startSmtpServer();
    try {
      for (const to of ["a@example.com", "b@example.com", "c@example.com"]) await enqueueMail(handle.db, { to, subject: `For ${to}`, text: "Secret link https://site.example/reset/token", kind: "contact-received" });
      await enqueueMail(handle.db, { to: "old@example.com", subject: "Confirm your e-mail", text: "A dead link", kind: "confirm-email" });
      await handle.db.update(mailOutbox).set({ status: "failed", attempts: MAX_ATTEMPTS, lastError: "connect ECONNREFUSED" });
      await handle.db.update(mailOutbox).set({ createdAt: sql`now() - interval '2 days'` }).where(eq(mailOutbox.toAddress, "old@example.com"));

      const failed = await findFailedMail(handle.db);
      expect(failed).toHaveLength(4);
      expect(JSON.stringify(failed)).not.toContain("Secret link");
      expect(failed.find((mail) => mail.toAddress === "a@example.com")).toMatchObject({ subject: "For a@example.com", attempts: MAX_ATTEMPTS, lastError: "connect ECONNREFUSED", linkExpired: false });
      expect(failed.find((mail) => mail.toAddress === "old@example.com")).toMatchObject({ linkExpired: true });
      expect(await countFailedMail(handle.db)).toBe(4);

      const first = failed.find((mail) => mail.toAddress === "a@example.com")!;
      expect(await retryFailedMail(handle.db, [first.id])).toBe(1);
      expect(await rowTo("a@example.com")).toMatchObject({ status: "pending", attempts: 0 });
      // Queued already: a second click changes nothing.
      expect(await retryFailedMail(handle.db, [first.id])).toBe(0);
      // All: every failed e-mail but the one whose link is dead.
      expect(await retryFailedMail(handle.db, "all")).toBe(2);
      expect(await countFailedMail(handle.db)).toBe(1);

      await deliverDueMail(handle.db, smtpTransport(smtp.url), FROM);
      expect(smtp.received.map((mail) => mail.to).sort()).toEqual(["a@example.com", "b@example.com", "c@example.com"]);
      expect(await rowTo("a@example.com")).toMatchObject({ status: "sent", attempts: 1 });
      expect(await rowTo("old@example.com")).toMatchObject({ status: "failed" });
    } finally {
      await smtp.close();
    }
  });
});
