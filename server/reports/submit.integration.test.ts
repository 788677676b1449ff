import { describe, expect, it } from "vitest";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { aiTools, mailOutbox } from "../db/schema";
import { findInboxItems, markInboxItem } from "../inbox/queries";
import { submitToolReport } from "./submit";

describe.each(testDatabaseKinds)("problem reports on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");

  it("stores the report, tells the team, and lists it in the inbox until handled", async () => {
    const [tool] = await handle.db
      .insert(aiTools)
      .values({ slug: "reported-tool", name: "Reported Tool", description: "A tool a visitor found a problem with.", pricing: "Free", exploreNowLink: "https://reported.example" })
      .returning({ id: aiTools.id, name: aiTools.name, slug: aiTools.slug });
    await submitToolReport(handle.db, tool!, { reason: "Wrong price", note: "It costs $20 now", email: "" }, { inbox: "team@example.org" });
    const [mail] = await handle.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ toAddress: "team@example.org", subject: "Problem reported: Reported Tool (Wrong price)" });
    const { items } = await findInboxItems(handle.db, { kind: "report", state: "unhandled" });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: "report", name: "Reported Tool", topic: "Wrong price" });
    expect(items[0]!.body).toContain("It costs $20 now");
    expect(await markInboxItem(handle.db, "report", items[0]!.id, true)).toBe(true);
    expect((await findInboxItems(handle.db, { kind: "report", state: "unhandled" })).items).toEqual([]);
  });
});
