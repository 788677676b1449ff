import { describe, expect, it } from "vitest";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { contactFormSubmissions, mailOutbox, toolSuggestions } from "../db/schema";
import { findInboxItems } from "../inbox/queries";
import { COURSE_SUGGESTION_CATEGORY, COURSE_SUGGESTION_PLACEHOLDER_EMAIL, submitCourseSuggestion, submitToolSuggestion } from "./submit";

const INBOX = "team@example.org";
const tool = { toolName: "Krea", toolUrl: "https://www.krea.ai", category: "Image Generation" as const, pricing: "" as const, submittedBy: "", description: "Real-time image generation.", whySubmit: "Designers use it." };
const course = { courseName: "Prompting for designers", courseUrl: "https://example.com/c", platform: "Maven", category: "AI Fundamentals" as const, level: "Beginner" as const, pricing: "" as const, submittedBy: "", description: "Six lessons." };

describe.each(testDatabaseKinds)("suggestions on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");

  it("stores a tool suggestion with the team's copy, and shows it in the inbox", async () => {
    await submitToolSuggestion(handle.db, tool, { inbox: INBOX });
    const [row] = await handle.db.select().from(toolSuggestions);
    expect(row).toMatchObject({ toolName: "Krea", toolLink: "https://www.krea.ai", pricing: null, submittedBy: null, whySubmit: "Designers use it." });
    const mail = await handle.db.select().from(mailOutbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ toAddress: INBOX, subject: "Tool suggestion: Krea" });
    const { items } = await findInboxItems(handle.db, { kind: "tool" });
    expect(items[0]).toMatchObject({ kind: "tool", topic: "Image Generation" });
    expect(items[0]!.body).toContain("Krea (https://www.krea.ai)");
  });

  it("stores a course recommendation as a contact row, with a placeholder address unless one was given", async () => {
    await submitCourseSuggestion(handle.db, course, { inbox: INBOX });
    await submitCourseSuggestion(handle.db, { ...course, submittedBy: "ada@example.com" }, { inbox: INBOX });
    const rows = await handle.db.select().from(contactFormSubmissions).orderBy(contactFormSubmissions.email);
    expect(rows.map((r) => r.email)).toEqual(["ada@example.com", COURSE_SUGGESTION_PLACEHOLDER_EMAIL]);
    expect(rows.every((r) => r.category === COURSE_SUGGESTION_CATEGORY)).toBe(true);
    expect(rows[0]!.message).toContain("Course: Prompting for designers\nAddress: https://example.com/c\nPlatform: Maven");
    // Nothing goes to the visitor's address: only the team's copies.
    expect((await handle.db.select().from(mailOutbox)).every((m) => m.toAddress === INBOX)).toBe(true);
  });
});
