import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import type { DatabaseHandle } from "../db/client";
import { aiTools, categories, toolClaims, toolEdits, toolVisitDays, users } from "../db/schema";
import { findMakerPage, VISIT_WEEKS } from "./maker-page";

// A Wednesday: its week starts on Monday 30 November.
const now = new Date("2026-12-02T12:00:00Z");

describe.each(testDatabaseKinds)("a maker's page on $name", (kind) => {
  let handle: DatabaseHandle;
  const ids: Record<string, string> = {};

  beforeEach(async () => {
    handle = await kind.open();
    await handle.db.insert(users).values([
      { id: "maker-1", name: "Mo", email: "mo@inkwell.example", emailVerified: true },
      { id: "reader-1", name: "Ria", email: "ria@example.org", emailVerified: true },
    ]);
    const [category] = await handle.db
      .insert(categories)
      .values({ name: "Maker Test", displayName: "Maker Test", slug: "maker-test", description: "Test", icon: "Sparkles", colour: "#f59e0b", sortOrder: 1 })
      .returning({ id: categories.id });
    for (const slug of ["inkwell", "quill"]) {
      const [row] = await handle.db
        .insert(aiTools)
        .values({ slug, name: slug, description: "A tool its maker claims.", pricing: "Free", exploreNowLink: `https://${slug}.example`, categoryId: category!.id, status: "published" })
        .returning({ id: aiTools.id });
      ids[slug] = row!.id;
    }
    await handle.db.insert(toolClaims).values([
      { toolId: ids.inkwell!, userId: "maker-1", token: "atelier-ai-a", status: "verified", method: "email", verifiedAt: now, checkedAt: now },
      { toolId: ids.quill!, userId: "maker-1", token: "atelier-ai-b", status: "pending" },
    ]);
  });
  afterEach(async () => {
    await handle.close();
  });

  it("lists the claimed tool's edits and its visits week by week, and the claims that do not stand apart", async () => {
    await handle.db.insert(toolVisitDays).values([
      { toolId: ids.inkwell!, day: "2026-12-01", visits: 4 },
      { toolId: ids.inkwell!, day: "2026-12-02", visits: 3 },
      { toolId: ids.inkwell!, day: "2026-11-12", visits: 5 },
      // Older than the weeks shown, and another tool's.
      { toolId: ids.inkwell!, day: "2026-09-01", visits: 50 },
      { toolId: ids.quill!, day: "2026-12-01", visits: 9 },
    ]);
    await handle.db.insert(toolEdits).values([
      { toolId: ids.inkwell!, userId: "reader-1", origin: "reader", changes: { startingPrice: "$9/month" }, sources: {}, note: "New price" },
      { toolId: ids.quill!, userId: "reader-1", origin: "reader", changes: { startingPrice: "$5/month" }, sources: {}, note: "Not theirs yet" },
    ]);
    const page = await findMakerPage(handle.db, "maker-1", now);
    expect(page.tools.map((tool) => tool.toolSlug)).toEqual(["inkwell"]);
    const [inkwell] = page.tools;
    expect(inkwell!.visits).toHaveLength(VISIT_WEEKS);
    expect(inkwell!.visits.slice(0, 4)).toEqual([
      { week: "2026-11-30", visits: 7 },
      { week: "2026-11-23", visits: 0 },
      { week: "2026-11-16", visits: 0 },
      { week: "2026-11-09", visits: 5 },
    ]);
    expect(inkwell!.visits.reduce((sum, week) => sum + week.visits, 0)).toBe(12);
    expect(inkwell!.edits.map((edit) => edit.changes)).toEqual([{ startingPrice: "$9/month" }]);
    expect(page.otherClaims.map((claim) => [claim.toolSlug, claim.status])).toEqual([["quill", "pending"]]);
  });

  it("shows nobody else's claims", async () => {
    const page = await findMakerPage(handle.db, "reader-1", now);
    expect(page).toEqual({ tools: [], otherClaims: [] });
  });
});
