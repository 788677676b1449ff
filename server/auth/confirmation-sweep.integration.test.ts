import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import type { DatabaseHandle } from "../db/client";
import { mailOutbox, users } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { confirmEmailMail } from "../mail/templates";
import { createAuth, type Auth } from "./auth";
import { sendLostConfirmations } from "./confirmation-sweep";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000);

describe.each(testDatabaseKinds)("lost confirmation e-mails on $name", (kind) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  beforeEach(async () => {
    handle = await kind.open();
    auth = createAuth(handle.db, { baseURL: "http://localhost:3000", secret: "x".repeat(40) });
  });
  afterEach(async () => {
    await handle.close();
  });

  const addUser = (email: string, createdAt: Date, emailVerified = false) =>
    handle.db.insert(users).values({ id: email, email, name: email, emailVerified, createdAt, updatedAt: createdAt });
  const confirmationsTo = (email: string) =>
    handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).then((rows) => rows.filter((row) => row.kind === "confirm-email"));

  it("sends exactly one confirmation to an account that never got one, with a link that works", async () => {
    // As if the process died between Better Auth's user insert and its outbox insert.
    await addUser("lost@example.com", minutesAgo(5));
    expect(await sendLostConfirmations(handle.db, auth)).toBe(1);
    expect(await sendLostConfirmations(handle.db, auth)).toBe(0);
    const mail = await confirmationsTo("lost@example.com");
    expect(mail).toHaveLength(1);

    const link = mail[0]!.textBody.match(/(http\S+verify-email\S+)/)![1]!;
    await auth.handler(new Request(link));
    const [user] = await handle.db.select().from(users).where(eq(users.email, "lost@example.com"));
    expect(user!.emailVerified).toBe(true);
  });

  it("leaves alone accounts that are too new, too old, confirmed, or already e-mailed", async () => {
    await addUser("just-signed-up@example.com", minutesAgo(0.5));
    await addUser("link-expired@example.com", minutesAgo(25 * 60));
    await addUser("confirmed@example.com", minutesAgo(5), true);
    await addUser("e-mailed@example.com", minutesAgo(5));
    await enqueueMail(handle.db, confirmEmailMail("e-mailed@example.com", "http://localhost:3000/api/auth/verify-email?token=t", "en"));
    expect(await sendLostConfirmations(handle.db, auth)).toBe(0);
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it("sends one e-mail when several instances sweep at the same moment", async () => {
    await addUser("raced@example.com", minutesAgo(5));
    const sent = await Promise.all([sendLostConfirmations(handle.db, auth), sendLostConfirmations(handle.db, auth)]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await confirmationsTo("raced@example.com")).toHaveLength(1);
  });
});
