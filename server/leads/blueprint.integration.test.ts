import { describe, expect, it } from "vitest";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { businessAutomationSignups, mailOutbox, newsletterSubscribers } from "../db/schema";
import { findInboxItems } from "../inbox/queries";
import { eq } from "drizzle-orm";
import { findBlueprintLead, findPaidLeadFirstName, joinBlueprintEarlyAccess, signUpForBlueprint } from "./blueprint";

describe.each(testDatabaseKinds)("Blueprint early access on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");

  it("makes one pending lead per address with an unguessable id, tells the team once, and lists it in the inbox", async () => {
    const person = { firstName: "Grace", lastName: "Hopper", email: "Grace@Example.com" };
    expect(await signUpForBlueprint(handle.db, person, { inbox: "team@example.org" })).toBe("joined");
    expect(await signUpForBlueprint(handle.db, { ...person, email: "grace@example.com" }, { inbox: "team@example.org" })).toBe("already-signed-up");
    const rows = await handle.db.select().from(businessAutomationSignups);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ paymentStatus: "pending", firstName: "Grace" });
    expect(rows[0]!.leadId.length).toBeGreaterThanOrEqual(20);
    expect((await handle.db.select().from(mailOutbox)).map((m) => m.toAddress)).toEqual(["team@example.org"]);
    expect((await findInboxItems(handle.db, { kind: "blueprint" })).items[0]).toMatchObject({ name: "Grace Hopper", topic: "Payment pending" });
  });

  it("finds a lead by its id as paid only once it is marked paid, and finds nothing for an unknown or malformed id", async () => {
    await signUpForBlueprint(handle.db, { firstName: "Grace", lastName: "Hopper", email: "grace@example.com" }, { inbox: "team@example.org" });
    const [lead] = await handle.db.select({ leadId: businessAutomationSignups.leadId }).from(businessAutomationSignups);
    const leadId = lead!.leadId;
    expect(await findBlueprintLead(handle.db, leadId)).toEqual({ firstName: "Grace", paid: false });
    expect(await findPaidLeadFirstName(handle.db, leadId)).toBeUndefined();

    await handle.db.update(businessAutomationSignups).set({ paymentStatus: "paid" }).where(eq(businessAutomationSignups.leadId, leadId));
    expect(await findBlueprintLead(handle.db, leadId)).toEqual({ firstName: "Grace", paid: true });
    expect(await findPaidLeadFirstName(handle.db, leadId)).toBe("Grace");

    expect(await findBlueprintLead(handle.db, "A".repeat(22))).toBeUndefined();
    expect(await findBlueprintLead(handle.db, "' or 1=1 --")).toBeUndefined();
  });

  it("subscribes to the newsletter only when the visitor ticked it, and then only as pending with a link to confirm", async () => {
    const site = { inbox: "team@example.org", publicUrl: "https://site.test" };
    await joinBlueprintEarlyAccess(handle.db, { firstName: "Grace", lastName: "Hopper", email: "grace@example.com", newsletter: false }, site);
    expect(await handle.db.select().from(newsletterSubscribers)).toEqual([]);
    expect((await handle.db.select().from(mailOutbox)).map((m) => m.toAddress)).toEqual(["team@example.org"]);

    await joinBlueprintEarlyAccess(handle.db, { firstName: "Alan", lastName: "Turing", email: "alan@example.com", newsletter: true }, site);
    const subscribers = await handle.db.select().from(newsletterSubscribers);
    expect(subscribers.map((s) => ({ email: s.email, source: s.source, confirmed: s.confirmedAt !== null }))).toEqual([
      { email: "alan@example.com", source: "blueprint", confirmed: false },
    ]);
    expect((await handle.db.select().from(mailOutbox)).filter((m) => m.toAddress === "alan@example.com").map((m) => m.subject)).toEqual([
      expect.stringContaining("Confirm your subscription"),
    ]);
  });
});
