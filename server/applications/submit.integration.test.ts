import { describe, expect, it } from "vitest";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { contentCreatorApplications, mailOutbox } from "../db/schema";
import { findInboxItems, markInboxItem } from "../inbox/queries";
import { submitApplication } from "./submit";

const application = {
  name: "Margaret Hamilton",
  email: "margaret@example.com",
  background: "Motion designer",
  contentType: "Short courses",
  experience: "",
  sampleWork: "https://portfolio.example",
  motivation: "To help designers ship.",
};

describe.each(testDatabaseKinds)("content creator applications on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");

  it("stores the application with the team's copy only, and lists it in the inbox", async () => {
    await submitApplication(handle.db, application, { inbox: "team@example.org" });
    const [row] = await handle.db.select().from(contentCreatorApplications);
    expect(row).toMatchObject({ name: "Margaret Hamilton", experience: null, sampleWork: "https://portfolio.example" });
    const mail = await handle.db.select().from(mailOutbox);
    expect(mail.map((m) => m.toAddress)).toEqual(["team@example.org"]);
    const { items } = await findInboxItems(handle.db, { kind: "application" });
    expect(items[0]).toMatchObject({ name: "Margaret Hamilton", email: "margaret@example.com", topic: "Short courses" });
    expect(items[0]!.body).toContain("Experience: not given");
    expect(await markInboxItem(handle.db, "application", items[0]!.id, true)).toBe(true);
  });
});
