import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ToolAdminInput } from "~/lib/schemas/tool-admin";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import { toolAdminInput } from "../../tests/helpers/tool-input";
import type { DatabaseHandle } from "../db/client";
import { aiTools, categories, users } from "../db/schema";
import { findHistory } from "../catalogue/history";
import { CHANGED_ELSEWHERE, countToolsByStatus, deleteTool, findToolForEditing, saveTool } from "./admin";
import { searchTools } from "./search";
import { findToolChanges } from "../changes/queries";

const actor = { id: "admin-1", email: "admin@example.com" };
const input = (overrides: Partial<ToolAdminInput> = {}): ToolAdminInput =>
  toolAdminInput({
    name: "History Tool",
    description: "A tool whose every change an admin makes is written down.",
    category: "animation-test",
    website: "https://history.example",
    useCases: ["motion-graphics"],
    platforms: ["web"],
    features: ["Keeps a record of every change"],
    freeTier: "yes",
    selfHostable: "no",
    // The free plan is known, so its group stands on a page.
    priceSourceUrl: "https://history.example/pricing",
    priceSourceKind: "maker",
    priceSourceQuote: "Every feature is free for everyone, with paid plans for teams.",
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
    expect(await saveTool(handle.db, actor, input({ version, pricing: "Freemium" }), created.id)).toEqual({ ok: true, id: created.id });
    expect(await saveTool(handle.db, actor, input({ version, pricing: "Freemium", startingPrice: "$5/month" }), created.id)).toEqual({ ok: false, status: 409, message: CHANGED_ELSEWHERE });

    const history = await findHistory(handle.db, "tool", created.id);
    expect(history.map((change) => change.action)).toEqual(["updated", "created"]);
    expect(history[0]).toMatchObject({ userEmail: actor.email, changes: { pricing: { before: "Free", after: "Freemium" } } });

    expect((await searchTools(handle.db, { query: "History Tool" })).tools.map((t) => t.slug)).toEqual(["history-tool"]);
    const fresh = (await findToolForEditing(handle.db, created.id))!;
    await saveTool(handle.db, actor, input({ version: String(fresh.updatedAt.getTime()), pricing: "Freemium", status: "discontinued" }), created.id);
    expect((await searchTools(handle.db, { query: "History Tool" })).tools).toEqual([]);
  });

  it("puts an admin's change on the public history, and a correction only in the admin's", async () => {
    const created = await saveTool(handle.db, actor, input({ pricing: "Freemium", startingPrice: "$10/month" }));
    if (!created.ok) throw new Error(created.message);
    const version = async () => String((await findToolForEditing(handle.db, created.id))!.updatedAt.getTime());
    await saveTool(handle.db, actor, input({ version: await version(), pricing: "Freemium", startingPrice: "$12/month" }), created.id);
    await saveTool(handle.db, actor, input({ version: await version(), pricing: "Freemium", startingPrice: "$12 a month" }), created.id, { correction: true });
    const publicHistory = await findToolChanges(handle.db, created.id);
    expect(publicHistory.map((change) => [change.kind, change.before, change.after])).toEqual([
      ["price", "$10/month", "$12/month"],
      ["tool-added", null, null],
    ]);
    expect((await findHistory(handle.db, "tool", created.id)).map((change) => change.action)).toEqual(["updated", "updated", "created"]);
  });

  it("refuses facts that contradict each other, naming the field to change", async () => {
    expect(await saveTool(handle.db, actor, input({ pricing: "Free", startingPrice: "$9/month" }))).toMatchObject({ ok: false, status: 400, field: "startingPrice" });
    expect(await saveTool(handle.db, actor, input({ pricing: "Subscription" }))).toMatchObject({ ok: false, status: 400, field: "pricing", message: "A tool with a free plan is Free or Freemium." });
    expect(await saveTool(handle.db, actor, input({ pricing: "Paid", freeTier: "no", commercialFree: "allowed", commercialUseSourceUrl: "https://history.example/terms", commercialUseSourceQuote: "Outputs may be used commercially." }))).toMatchObject({ ok: false, field: "commercialFree" });
    expect(await handle.db.select().from(aiTools)).toHaveLength(0);
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

  it("keeps a source for each group of known facts, refuses a fact without one and a maker's page off the maker's domain", async () => {
    const unsourced = await saveTool(handle.db, actor, input({ trainsOnContent: "no" }));
    expect(unsourced).toMatchObject({ ok: false, status: 400, field: "trainingSourceUrl" });
    const unquoted = await saveTool(handle.db, actor, input({ trainsOnContent: "no", trainingSourceUrl: "https://history.example/privacy", trainingSourceQuote: "" }));
    expect(unquoted).toMatchObject({ ok: false, status: 400, field: "trainingSourceQuote" });
    const offDomain = await saveTool(
      handle.db,
      actor,
      input({ trainsOnContent: "no", trainingSourceUrl: "https://history.example.net/privacy", trainingSourceKind: "maker", trainingSourceQuote: "We never train models on what you upload." }),
    );
    expect(offDomain).toMatchObject({ ok: false, status: 400, field: "trainingSourceKind" });
    const idle = await saveTool(handle.db, actor, input({ freePlanLimitsSourceUrl: "https://history.example/limits", freePlanLimitsSourceQuote: "Ten exports a month." }));
    expect(idle).toMatchObject({ ok: false, status: 400, field: "freePlanLimitsSourceUrl" });

    const created = await saveTool(handle.db, actor, input());
    if (!created.ok) throw new Error(created.message);
    const tool = (await findToolForEditing(handle.db, created.id))!;
    const today = new Date().toISOString().slice(0, 10);
    expect(tool.factSources.price).toEqual({ url: "https://history.example/pricing", kind: "maker", asOf: null, checkedOn: today, quote: "Every feature is free for everyone, with paid plans for teams." });
    expect(tool.factSources.training).toBeNull();
  });

  it("confirms a reported fact on the maker's page: the source becomes the maker's, read today, and the history says so", async () => {
    const report = {
      trainsOnContent: "no",
      trainingSourceUrl: "https://reviews.example.org/history-tool-2026",
      trainingSourceKind: "report",
      trainingSourceAsOf: "2026-05",
      trainingSourceCheckedOn: "2026-11-20",
      trainingSourceQuote: "History Tool's terms say: “We do not train on your files.”",
    } as const;
    const created = await saveTool(handle.db, actor, input(report));
    if (!created.ok) throw new Error(created.message);
    const reported = (await findToolForEditing(handle.db, created.id))!;
    expect(reported.factSources.training).toMatchObject({ kind: "report", checkedOn: "2026-11-20" });

    // Saved again untouched: the day it was read stays.
    const version = () => findToolForEditing(handle.db, created.id).then((tool) => String(tool!.updatedAt.getTime()));
    expect(await saveTool(handle.db, actor, input({ ...report, version: await version(), pricing: "Freemium" }), created.id)).toEqual({ ok: true, id: created.id });
    expect((await findToolForEditing(handle.db, created.id))!.factSources.training).toMatchObject({ kind: "report", checkedOn: "2026-11-20" });

    const confirmed = { ...report, trainingSourceUrl: "https://help.history.example/privacy", trainingSourceKind: "maker", trainingSourceAsOf: "", trainingSourceQuote: "We do not train on your files." } as const;
    expect(await saveTool(handle.db, actor, input({ ...confirmed, version: await version(), pricing: "Freemium" }), created.id)).toEqual({ ok: true, id: created.id });
    const today = new Date().toISOString().slice(0, 10);
    expect((await findToolForEditing(handle.db, created.id))!.factSources.training).toEqual({
      url: "https://help.history.example/privacy",
      kind: "maker",
      asOf: null,
      checkedOn: today,
      quote: "We do not train on your files.",
    });
    const [latest] = await findHistory(handle.db, "tool", created.id);
    expect(latest!.changes).toEqual({
      trainingSource: {
        before: "A third party's report · https://reviews.example.org/history-tool-2026 · 2026-05 · read 2026-11-20 · “History Tool's terms say: “We do not train on your files.””",
        after: `The maker's own page · https://help.history.example/privacy · undated · read ${today} · “We do not train on your files.”`,
      },
    });
  });
});
