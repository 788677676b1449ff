import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import type { DatabaseHandle } from "../db/client";
import { newsletterSubscribers } from "../db/schema";
import { subscribeToNewsletter } from "./subscribe";

describe.each(testDatabaseKinds)("newsletter subscriptions on $name", (kind) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await kind.open();
  });
  afterEach(async () => {
    await handle.close();
  });

  it("stores one row per address, whatever its case, and keeps the latest name", async () => {
    await subscribeToNewsletter(handle.db, { firstName: "Ada", email: "Ada@Example.com" }, "home");
    await subscribeToNewsletter(handle.db, { firstName: "Ada L.", email: "ada@example.com" }, "newsletter-page");
    const rows = await handle.db.select().from(newsletterSubscribers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "ada@example.com", firstName: "Ada L.", source: "home", unsubscribedAt: null });
    expect(rows[0]!.unsubscribeToken.length).toBeGreaterThan(20);
  });

  it("brings back an address that had unsubscribed", async () => {
    await subscribeToNewsletter(handle.db, { firstName: "Grace", email: "grace@example.com" }, "home");
    await handle.db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.email, "grace@example.com"));
    await subscribeToNewsletter(handle.db, { firstName: "Grace", email: "grace@example.com" }, "home");
    const [row] = await handle.db.select().from(newsletterSubscribers);
    expect(row!.unsubscribedAt).toBeNull();
  });
});
