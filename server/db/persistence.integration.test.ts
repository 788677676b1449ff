import { count, eq } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { prepareDatabase } from "../catalogue/prepare";
import { aiTools } from "./schema";

describe("embedded database on disk", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "persistence-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps data across a close and reopen, and does not seed twice", async () => {
    const dataDir = path.join(dir, "nested", "pglite");
    const first = await openDatabase({ kind: "pglite", dataDir });
    expect((await prepareDatabase(first, { seedIfEmpty: true })).seeded).toBe(true);
    await first.db.update(aiTools).set({ description: "Edited before restart." }).where(eq(aiTools.slug, "figma"));
    const [before] = await first.db.select({ n: count() }).from(aiTools);
    await first.close();

    const second = await openDatabase({ kind: "pglite", dataDir });
    expect((await prepareDatabase(second, { seedIfEmpty: true })).seeded).toBe(false);
    const [after] = await second.db.select({ n: count() }).from(aiTools);
    const [figma] = await second.db.select().from(aiTools).where(eq(aiTools.slug, "figma"));
    await second.close();
    expect(after!.n).toBe(before!.n);
    expect(figma!.description).toBe("Edited before restart.");
  });
});
