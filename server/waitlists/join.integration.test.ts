import { describe, expect, it } from "vitest";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { mailOutbox, productSignups } from "../db/schema";
import { findInboxItems } from "../inbox/queries";
import { AI_AUTOMATION_LAB, joinWaitlist } from "./join";

describe.each(testDatabaseKinds)("waitlists on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");

  it("keeps one place per address, whatever its case, with one team copy and one receipt", async () => {
    const person = { firstName: "Ada", lastName: "Lovelace", email: "Ada@Example.com" };
    expect(await joinWaitlist(handle.db, AI_AUTOMATION_LAB, person, { inbox: "team@example.org" })).toBe("joined");
    expect(await joinWaitlist(handle.db, AI_AUTOMATION_LAB, { ...person, email: "ada@example.com" }, { inbox: "team@example.org" })).toBe("already-on-the-list");
    expect(await handle.db.select().from(productSignups)).toHaveLength(1);
    const mail = await handle.db.select().from(mailOutbox);
    expect(mail.map((m) => m.toAddress).sort()).toEqual(["Ada@Example.com", "team@example.org"]);
    expect(mail.find((m) => m.toAddress === "Ada@Example.com")!.textBody).not.toContain("Lovelace");
    const { items } = await findInboxItems(handle.db, { kind: "waitlist" });
    expect(items[0]).toMatchObject({ name: "Ada Lovelace", topic: AI_AUTOMATION_LAB });
  });
});
