import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import type { DatabaseHandle } from "../db/client";
import { businessAutomationSignups, mailOutbox } from "../db/schema";
import { findInboxItems } from "../inbox/queries";
import { signUpForBlueprint } from "./blueprint";

describe.each(testDatabaseKinds)("Blueprint early access on $name", (kind) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await kind.open();
  });
  afterEach(async () => {
    await handle.close();
  });

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
});
