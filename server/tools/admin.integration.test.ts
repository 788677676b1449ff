import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ToolAdminInput } from "~/lib/schemas/tool-admin";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import type { DatabaseHandle } from "../db/client";
import { aiTools, categories, users } from "../db/schema";
import { findHistory } from "../catalogue/history";
import { CHANGED_ELSEWHERE, countToolsByStatus, deleteTool, findToolForEditing, saveTool } from "./admin";
import { searchTools } from "./search";
import { findToolChanges } from "../changes/queries";

const actor = { id: "admin-1", email: "admin@example.com" };
const input = (overrides: Partial<ToolAdminInput> = {}): ToolAdminInput => ({
  version: "",
  name: "History Tool",
  description: "A tool whose every change an admin makes is written down.",
  category: "animation-test",
  pricing: "Free",
  website: "https://history.example",
  pricingUrl: "",
  status: "published",
  successor: "",
  logoUrl: "",
  useCases: ["motion-graphics"],
  platforms: ["web"],
  features: ["Keeps a record of every change"],
  freeTier: "yes",
  startingPrice: "",
  openSource: "unknown",
  selfHostable: "no",
  commercialFree: "unknown",
  commercialPaid: "unknown",
  trainsOnContent: "unknown",
  termsNote: "",
  termsSource: "",
  termsAsOf: "",
  freeWatermark: "unknown",
  freeCardRequired: "unknown",
  freeAllowance: "",
  ...overrides,
});

describe.each(testDatabaseKinds)("tool administration on $name", (kind) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await kind.open();
    await handle.db.insert(users).values({ id: actor.id, name: "Admin", email: actor.email, emailVerified: true });
    await handle.db.insert(categories).values({ name: "Animation Test", displayName: "Animation Test", slug: "animation-test", description: "Test", icon: "Sparkles", colour: "#f59e0b", sortOrder: 1 });
  });
  afterEach(async () => {
    await handle.close();
  });

  it("records each change with who made it, refuses an older copy, and keeps retired tools out of search", async () => {
    const created = await saveTool(handle.db, actor, input());
    if (!created.ok) throw new Error(created.message);
    const tool = (await findToolForEditing(handle.db, created.id))!;
    expect(tool.slug).toBe("history-tool");
    const version = String(tool.updatedAt.getTime());
    expect(await saveTool(handle.db, actor, input({ version, pricing: "Paid" }), created.id)).toEqual({ ok: true, id: created.id });
    expect(await saveTool(handle.db, actor, input({ version, pricing: "Subscription" }), created.id)).toEqual({ ok: false, status: 409, message: CHANGED_ELSEWHERE });

    const history = await findHistory(handle.db, "tool", created.id);
    expect(history.map((change) => change.action)).toEqual(["updated", "created"]);
    expect(history[0]).toMatchObject({ userEmail: actor.email, changes: { pricing: { before: "Free", after: "Paid" } } });

    expect((await searchTools(handle.db, { query: "History Tool" })).tools.map((t) => t.slug)).toEqual(["history-tool"]);
    const fresh = (await findToolForEditing(handle.db, created.id))!;
    await saveTool(handle.db, actor, input({ version: String(fresh.updatedAt.getTime()), pricing: "Paid", status: "discontinued" }), created.id);
    expect((await searchTools(handle.db, { query: "History Tool" })).tools).toEqual([]);
  });

  it("puts an admin's change on the public history, and a correction only in the admin's", async () => {
    const created = await saveTool(handle.db, actor, input({ pricing: "Paid", startingPrice: "$10/month" }));
    if (!created.ok) throw new Error(created.message);
    const version = async () => String((await findToolForEditing(handle.db, created.id))!.updatedAt.getTime());
    await saveTool(handle.db, actor, input({ version: await version(), pricing: "Paid", startingPrice: "$12/month" }), created.id);
    await saveTool(handle.db, actor, input({ version: await version(), pricing: "Paid", startingPrice: "$12 a month" }), created.id, { correction: true });
    const publicHistory = await findToolChanges(handle.db, created.id);
    expect(publicHistory.map((change) => [change.kind, change.before, change.after])).toEqual([
      ["price", "$10/month", "$12/month"],
      ["tool-added", null, null],
    ]);
    expect((await findHistory(handle.db, "tool", created.id)).map((change) => change.action)).toEqual(["updated", "updated", "created"]);
  });

  it("counts the tools of each status for the admin overview", async () => {
    const before = await countToolsByStatus(handle.db);
    await saveTool(handle.db, actor, input({ name: "Draft Count Tool", status: "draft" }));
    const after = await countToolsByStatus(handle.db);
    expect(after.draft ?? 0).toBe((before.draft ?? 0) + 1);
    expect(after.published ?? 0).toBe(before.published ?? 0);
  });

  it("refuses to delete a tool another one names as its successor", async () => {
    const successor = await saveTool(handle.db, actor, input({ name: "Successor Tool" }));
    const retired = await saveTool(handle.db, actor, input({ name: "Retired Tool", status: "discontinued", successor: "successor-tool" }));
    if (!successor.ok || !retired.ok) throw new Error("not saved");
    const [row] = await handle.db.select({ successorId: aiTools.successorId }).from(aiTools).where(eq(aiTools.id, retired.id));
    expect(row!.successorId).toBe(successor.id);
    expect(await deleteTool(handle.db, actor, successor.id)).toEqual({ ok: false, message: "Retired Tool names this tool as its successor: change that first." });
    expect(await deleteTool(handle.db, actor, retired.id)).toEqual({ ok: true });
    expect(await deleteTool(handle.db, actor, successor.id)).toEqual({ ok: true });
  });
});
