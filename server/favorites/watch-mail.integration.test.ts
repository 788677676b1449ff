// The daily watch e-mail: who gets one, what it says, and at most one a day.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import type { DatabaseHandle } from "../db/client";
import { aiTools, mailOutbox, userFavorites, userPreferences, users } from "../db/schema";
import { findUnseenFavoriteChanges, markFavoriteChangesSeen } from "./changes";
import { sendDueWatchMail } from "./watch-mail";

const publicUrl = "https://atelier.example";
const today = new Date();
const tomorrow = new Date(today.getTime() + 24 * 60 * 60 * 1000);

describe.each(testDatabaseKinds)("watch e-mail on $name", (kind) => {
  let handle: DatabaseHandle;
  let fireflyId: string;
  beforeEach(async () => {
    handle = await kind.openSeeded();
    fireflyId = (await handle.db.select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.slug, "adobe-firefly")))[0]!.id;
    // Its price as first learned: learning a fact is no change to tell.
    await handle.db.update(aiTools).set({ startingPrice: "$9.99/month" }).where(eq(aiTools.id, fireflyId));
  });
  afterEach(async () => {
    await handle.close();
  });

  async function userSaving(id: string, toolId: string, emailNotifications?: boolean, emailVerified = true) {
    await handle.db.insert(users).values({ id, name: id, firstName: "Ada", email: `${id}@example.com`, emailVerified });
    if (emailNotifications !== undefined) await handle.db.insert(userPreferences).values({ userId: id, emailNotifications });
    await handle.db.insert(userFavorites).values({ userId: id, toolId });
  }
  // Through the table, so the database's triggers record the public change.
  const setFireflyPrice = (price: string) => handle.db.update(aiTools).set({ startingPrice: price }).where(eq(aiTools.id, fireflyId));
  const watchMailTo = (userId: string) =>
    handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, `${userId}@example.com`)).orderBy(mailOutbox.createdAt);

  it("tells a user who wants it about a saved tool's new price, once, and nothing to one who switched it off or never confirmed the address", async () => {
    await userSaving("watcher", fireflyId);
    await userSaving("quiet", fireflyId, false);
    await userSaving("unconfirmed", fireflyId, true, false);
    await setFireflyPrice("$14.99/month");

    expect(await sendDueWatchMail(handle.db, { publicUrl, now: today })).toBe(1);
    const [mail, ...more] = await watchMailTo("watcher");
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: "watch-changes", subject: "Adobe Firefly changed: a tool you saved on Atelier AI" });
    expect(mail!.textBody).toContain("Hi Ada,");
    expect(mail!.textBody).toContain(`Adobe Firefly (${publicUrl}/tools/adobe-firefly)\n- Paid plans from: $9.99/month → $14.99/month`);
    expect(mail!.textBody).toContain(`switch it off in your settings: ${publicUrl}/settings`);
    expect(mail!.htmlBody).toContain(`<a href="${publicUrl}/tools/adobe-firefly">Adobe Firefly</a>`);
    expect(mail!.htmlBody).toContain(`<a href="${publicUrl}/settings">`);
    expect(await watchMailTo("quiet")).toEqual([]);
    expect(await watchMailTo("unconfirmed")).toEqual([]);
    // The dashboard still marks the change until the user says they have seen it.
    expect([...(await findUnseenFavoriteChanges(handle.db, "watcher")).keys()]).toEqual([fireflyId]);
  });

  it("says what changed in the account's language", async () => {
    await userSaving("greta", fireflyId);
    await handle.db.insert(userPreferences).values({ userId: "greta", language: "de" });
    await setFireflyPrice("$14.99/month");
    expect(await sendDueWatchMail(handle.db, { publicUrl, now: today })).toBe(1);
    const [mail] = await watchMailTo("greta");
    expect(mail!.textBody).toContain(`Adobe Firefly (${publicUrl}/de/tools/adobe-firefly)`);
    expect(mail!.textBody).toContain("- Bezahltarife ab: $9.99/month → $14.99/month");
    expect(mail!.textBody).not.toContain("Paid plans from");
  });

  it("queues at most one e-mail a day; the next day's tells only what changed since the last one", async () => {
    await userSaving("watcher", fireflyId);
    await setFireflyPrice("$14.99/month");
    expect(await sendDueWatchMail(handle.db, { publicUrl, now: today })).toBe(1);

    await setFireflyPrice("$19.99/month");
    expect(await sendDueWatchMail(handle.db, { publicUrl, now: today })).toBe(0);
    expect(await watchMailTo("watcher")).toHaveLength(1);

    expect(await sendDueWatchMail(handle.db, { publicUrl, now: tomorrow })).toBe(1);
    const [, second] = await watchMailTo("watcher");
    expect(second!.textBody).toContain("- Paid plans from: $14.99/month → $19.99/month");
    expect(second!.textBody).not.toContain("$9.99/month");
    // Nothing new since: nothing more, even on the same day's later run.
    expect(await sendDueWatchMail(handle.db, { publicUrl, now: tomorrow })).toBe(0);
  });

  it("queues one e-mail when several instances run the job at the same moment", async () => {
    await userSaving("watcher", fireflyId);
    await setFireflyPrice("$14.99/month");
    const queued = await Promise.all([1, 2, 3].map(() => sendDueWatchMail(handle.db, { publicUrl, now: today })));
    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await watchMailTo("watcher")).toHaveLength(1);
  });

  it("lists every changed saved tool in one e-mail", async () => {
    const midjourneyId = (await handle.db.select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.slug, "midjourney")))[0]!.id;
    await userSaving("watcher", fireflyId);
    await handle.db.insert(userFavorites).values({ userId: "watcher", toolId: midjourneyId });
    await setFireflyPrice("$14.99/month");
    await handle.db.update(aiTools).set({ status: "discontinued" }).where(eq(aiTools.id, midjourneyId));

    expect(await sendDueWatchMail(handle.db, { publicUrl, now: today })).toBe(1);
    const [mail] = await watchMailTo("watcher");
    expect(mail!.subject).toBe("2 tools you saved on Atelier AI changed");
    expect(mail!.textBody).toContain(`Midjourney (${publicUrl}/tools/midjourney)\n- Discontinued`);
    expect(mail!.textBody).toContain(`Adobe Firefly (${publicUrl}/tools/adobe-firefly)\n- Paid plans from`);
  });

  it("does not mail a change the user already marked seen on the dashboard", async () => {
    await userSaving("watcher", fireflyId);
    await setFireflyPrice("$14.99/month");
    await markFavoriteChangesSeen(handle.db, "watcher", fireflyId);

    expect(await sendDueWatchMail(handle.db, { publicUrl, now: today })).toBe(0);
    expect(await watchMailTo("watcher")).toEqual([]);
  });
});
