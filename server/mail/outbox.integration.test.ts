import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startSmtpServer } from "../../tests/helpers/smtp-server";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import type { DatabaseHandle } from "../db/client";
import { mailOutbox } from "../db/schema";
import { deliverDueMail, enqueueMail, MAX_ATTEMPTS, type MailTransport } from "./outbox";
import { smtpTransport } from "./transport";

const FROM = "Atelier AI <hello@example.com>";

const failingTransport: MailTransport = {
  async send() {
    throw new Error("connect ECONNREFUSED 127.0.0.1:25");
  },
};

describe.each(testDatabaseKinds)("mail outbox on $name", (kind) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await kind.open();
  });
  afterEach(async () => {
    await handle.close();
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

  it("keeps mail when the server is down, retries later, and gives up after the last attempt", async () => {
    await enqueueMail(handle.db, { to: "reader@example.com", subject: "Hello", text: "Body" });
    expect(await deliverDueMail(handle.db, failingTransport, FROM)).toBe(1);
    let [row] = await handle.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toContain("ECONNREFUSED");
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing is tried.
    expect(await deliverDueMail(handle.db, failingTransport, FROM)).toBe(0);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await handle.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(mailOutbox.id, row!.id));
      await deliverDueMail(handle.db, failingTransport, FROM);
    }
    [row] = await handle.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });
});
