import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { mailOutbox, newsletterSubscribers } from "../db/schema";
import { confirmSubscription, subscribeToNewsletter, unsubscribe } from "./subscribe";

const site = { publicUrl: "https://site.test" };

describe.each(testDatabaseKinds)("newsletter subscriptions on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");

  const subscriber = async (email: string) => (await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;
  const mailTo = (email: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.createdAt);
  const linkIn = (text: string, path: string) => new URL(text.match(new RegExp(`(https://site\\.test${path}\\?token=[^\\s]+)`))![1]!).searchParams.get("token")!;

  it("keeps a new address pending until its confirmation link is opened, once", async () => {
    expect(await subscribeToNewsletter(handle.db, { firstName: "Ada", email: "Ada@Example.com" }, "home", site)).toBe("confirmation-sent");
    expect(await subscriber("ada@example.com")).toMatchObject({ confirmedAt: null, unsubscribedAt: null, source: "home" });
    const [mail] = await mailTo("ada@example.com");
    expect(mail!.textBody).not.toContain("Ada");
    expect(mail!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail!.headers!["List-Unsubscribe"]).toMatch(/^<https:\/\/site\.test\/newsletter\/one-click-unsubscribe\?token=.+>$/);

    const token = linkIn(mail!.textBody, "/newsletter/confirm");
    expect(await confirmSubscription(handle.db, token)).toBe(true);
    expect((await subscriber("ada@example.com")).confirmedAt).toBeInstanceOf(Date);
    expect(await confirmSubscription(handle.db, token)).toBe(false);
    expect(await confirmSubscription(handle.db, "made-up")).toBe(false);
  });

  it("answers a second subscription kindly and sends no duplicate e-mail", async () => {
    await subscribeToNewsletter(handle.db, { firstName: "Grace", email: "grace@example.com" }, "home", site);
    expect(await subscribeToNewsletter(handle.db, { firstName: "Grace H.", email: "grace@example.com" }, "newsletter-page", site)).toBe("confirmation-recently-sent");
    expect(await mailTo("grace@example.com")).toHaveLength(1);
    await confirmSubscription(handle.db, linkIn((await mailTo("grace@example.com"))[0]!.textBody, "/newsletter/confirm"));
    const [confirmed] = await handle.db.select().from(newsletterSubscribers);
    // Someone else posting the address changes nothing of the confirmed subscriber's.
    expect(await subscribeToNewsletter(handle.db, { firstName: "Mallory", email: "grace@example.com" }, "home", site)).toBe("already-subscribed");
    expect(await mailTo("grace@example.com")).toHaveLength(1);
    expect(await handle.db.select().from(newsletterSubscribers)).toEqual([confirmed]);
  });

  it("unsubscribes in one step from the e-mail's link, and lets the address come back through a new confirmation", async () => {
    await subscribeToNewsletter(handle.db, { firstName: "Linus", email: "linus@example.com" }, "home", site);
    const [first] = await mailTo("linus@example.com");
    await confirmSubscription(handle.db, linkIn(first!.textBody, "/newsletter/confirm"));
    expect(await unsubscribe(handle.db, linkIn(first!.textBody, "/newsletter/unsubscribe"))).toBe(true);
    expect((await subscriber("linus@example.com")).unsubscribedAt).toBeInstanceOf(Date);
    expect(await unsubscribe(handle.db, "made-up")).toBe(false);

    expect(await subscribeToNewsletter(handle.db, { firstName: "Linus", email: "linus@example.com" }, "home", site)).toBe("confirmation-sent");
    expect(await subscriber("linus@example.com")).toMatchObject({ unsubscribedAt: null, confirmedAt: null });
    const second = (await mailTo("linus@example.com")).at(-1)!;
    expect(await confirmSubscription(handle.db, linkIn(second.textBody, "/newsletter/confirm"))).toBe(true);
  });
});
