import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import { submitContactMessage } from "../contact/submit";
import type { DatabaseHandle } from "../db/client";
import { subscribeToNewsletter } from "../newsletter/subscribe";
import { submitCourseSuggestion, submitToolSuggestion } from "../suggestions/submit";
import { countUnhandledInboxItems, findAllInboxItems, findInboxItem, findInboxItems, markInboxItem } from "./queries";

describe.each(testDatabaseKinds)("admin inbox on $name", (kind) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await kind.open();
    await submitContactMessage(handle.db, { fullName: "Ada Lovelace", email: "ada@example.com", phone: "", category: "Course", message: "A course on 100% of prompt_design?" }, { inbox: "team@example.org" });
    await subscribeToNewsletter(handle.db, { firstName: "Grace", email: "grace@example.com" }, "home", { publicUrl: "https://site.test" });
    await submitContactMessage(handle.db, { fullName: "Linus", email: "linus@example.com", phone: "555", category: "Other", message: "Hello" }, { inbox: "team@example.org" });
  });
  afterEach(async () => {
    await handle.close();
  });

  it("lists every kind together, newest first, with a total", async () => {
    const { items, total } = await findInboxItems(handle.db, {});
    expect(total).toBe(3);
    expect(items.map((item) => item.email)).toEqual(["linus@example.com", "grace@example.com", "ada@example.com"]);
    expect(items[1]).toMatchObject({ kind: "newsletter", name: "Grace", topic: "Waiting for confirmation" });
  });

  it("filters by kind, by handled state and by words, taking % and _ literally", async () => {
    expect((await findInboxItems(handle.db, { kind: "newsletter" })).total).toBe(1);
    expect((await findInboxItems(handle.db, { search: "100%" })).items.map((i) => i.email)).toEqual(["ada@example.com"]);
    // As a wildcard "_" would match the "%" of "100%".
    expect((await findInboxItems(handle.db, { search: "100_" })).total).toBe(0);
    expect((await findInboxItems(handle.db, { search: "LINUS" })).total).toBe(1);

    const ada = (await findInboxItems(handle.db, { search: "ada@" })).items[0]!;
    expect(await markInboxItem(handle.db, "contact", ada.id, true)).toBe(true);
    expect((await findInboxItem(handle.db, "contact", ada.id))!.handledAt).toBeInstanceOf(Date);
    expect((await findInboxItems(handle.db, { state: "handled" })).items.map((i) => i.email)).toEqual(["ada@example.com"]);
    expect((await findInboxItems(handle.db, { state: "unhandled" })).total).toBe(2);
    expect(await markInboxItem(handle.db, "contact", ada.id, false)).toBe(true);
    expect((await findInboxItems(handle.db, { state: "handled" })).total).toBe(0);
    expect(await markInboxItem(handle.db, "newsletter", ada.id, true)).toBe(false);
    expect(await findInboxItem(handle.db, "contact", "not-a-uuid")).toBeUndefined();
  });

  it("titles each item by what it is, never by the sender's address", async () => {
    await submitToolSuggestion(
      handle.db,
      { toolName: "Krea", toolUrl: "https://www.krea.ai", category: "Image Generation", pricing: "", submittedBy: "", description: "Real-time image generation.", whySubmit: "Designers use it." },
      { inbox: "team@example.org" },
    );
    await submitCourseSuggestion(
      handle.db,
      { courseName: "Prompting for designers", courseUrl: "https://example.com/c", platform: "Maven", category: "AI Fundamentals", level: "Beginner", pricing: "", submittedBy: "ada@example.com", description: "Six lessons." },
      { inbox: "team@example.org" },
    );
    const { items } = await findInboxItems(handle.db, {});
    expect(items.map((item) => item.subject)).toEqual([
      "Course suggestion: Prompting for designers",
      "Krea",
      "Message from Linus",
      "Newsletter sign-up from Grace",
      "Message from Ada Lovelace",
    ]);
  });

  it("counts what is not handled yet, of every kind", async () => {
    expect(await countUnhandledInboxItems(handle.db)).toBe(3);
    const [newest] = (await findInboxItems(handle.db, {})).items;
    await markInboxItem(handle.db, newest!.kind, newest!.id, true);
    expect(await countUnhandledInboxItems(handle.db)).toBe(2);
  });

  it("pages through the list and exports the whole filter", async () => {
    const second = await findInboxItems(handle.db, {}, { page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3 });
    expect(second.items).toHaveLength(1);
    expect((await findInboxItems(handle.db, {}, { page: 9, pageSize: 2 })).total).toBe(3);
    expect(await findAllInboxItems(handle.db, { kind: "contact" })).toHaveLength(2);
  });
});
