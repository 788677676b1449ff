import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ToolAdminInput } from "~/lib/schemas/tool-admin";
import { toolEditSchema, type ToolEditInput } from "~/lib/schemas/tool-edit";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import { toolAdminInput } from "../../tests/helpers/tool-input";
import type { DatabaseHandle } from "../db/client";
import { categories, mailOutbox, toolClaims, toolEdits, users } from "../db/schema";
import { findHistory } from "../catalogue/history";
import { findPublicChanges, findToolChanges } from "../changes/queries";
import { changesFeedXml } from "../changes/feed";
import { findToolForEditing, saveTool } from "../tools/admin";
import { acceptToolEdit, refuseToolEdit } from "./decide";
import { findEditsBy, findPendingEdits } from "./queries";
import { submitToolEdit } from "./submit";

const admin = { id: "admin-1", email: "admin@example.com" };
const reader = { id: "reader-1", email: "reader@example.org" };
const publicUrl = "http://site.test";

const tool = (overrides: Partial<ToolAdminInput> = {}): ToolAdminInput =>
  toolAdminInput({
    name: "Brushwork",
    description: "A painting tool whose facts readers and its maker help keep true.",
    category: "painting-test",
    pricing: "Freemium",
    website: "https://brushwork.example",
    pricingUrl: "https://brushwork.example/pricing",
    platforms: ["web"],
    freeTier: "yes",
    startingPrice: "$10/month",
    priceSourceUrl: "https://brushwork.example/pricing",
    priceSourceKind: "maker",
    priceSourceQuote: "Pro costs $10 a month; the free plan stays free.",
    ...overrides,
  });

/** A suggestion as the form sends it, checked by the form's schema. */
function suggestion(fields: Record<string, string>): ToolEditInput {
  const empty = Object.fromEntries(Object.keys(toolEditSchema.def.shape).map((key) => [key, ""]));
  return toolEditSchema.parse({ ...empty, note: "The pricing page changed last week.", ...fields });
}

const newPrice = {
  startingPrice: "$12/month",
  priceSourceUrl: "https://reviews.example.org/brushwork-2026",
  priceSourceAsOf: "2026-11",
  priceSourceQuote: "Brushwork Pro now costs $12/month, up from $10.",
};

describe.each(testDatabaseKinds)("suggested edits on $name", (kind) => {
  let handle: DatabaseHandle;
  let toolId: string;

  beforeEach(async () => {
    handle = await kind.open();
    await handle.db.insert(users).values([
      { id: admin.id, name: "Admin", email: admin.email, emailVerified: true },
      { id: reader.id, name: "Ria", firstName: "Ria", email: reader.email, emailVerified: true },
      { id: "maker-1", name: "Mo", email: "mo@brushwork.example", emailVerified: true },
    ]);
    await handle.db.insert(categories).values({ name: "Painting Test", displayName: "Painting Test", slug: "painting-test", description: "Test", icon: "Sparkles", colour: "#f59e0b", sortOrder: 1 });
    const saved = await saveTool(handle.db, admin, tool());
    if (!saved.ok) throw new Error(saved.message);
    toolId = saved.id;
  });
  afterEach(async () => {
    await handle.close();
  });

  const listed = async () => {
    const found = await findToolForEditing(handle.db, toolId);
    if (!found) throw new Error("the tool is gone");
    return found;
  };
  const submit = async (fields: Record<string, string>, origin: "reader" | "maker" = "reader", userId = reader.id) =>
    submitToolEdit(handle.db, { tool: await listed(), userId, origin, input: suggestion(fields), language: "fr" });

  it("stores a reader's suggestion with its source marked by whose page it is, and refuses values already listed", async () => {
    const sent = await submit(newPrice);
    expect(sent.ok).toBe(true);
    const [stored] = await handle.db.select().from(toolEdits);
    expect(stored).toMatchObject({ origin: "reader", status: "pending", changes: { startingPrice: "$12/month" }, language: "fr" });
    expect(stored!.sources).toEqual({ price: { url: newPrice.priceSourceUrl, kind: "report", asOf: "2026-11", quote: newPrice.priceSourceQuote } });

    const same = await submit({ startingPrice: "$10/month", priceSourceUrl: newPrice.priceSourceUrl, priceSourceQuote: newPrice.priceSourceQuote });
    expect(same).toMatchObject({ ok: false, status: 400, field: "startingPrice" });
  });

  it("refuses a form that changes a deciding fact without its source, field by field", () => {
    const empty = Object.fromEntries(Object.keys(toolEditSchema.def.shape).map((key) => [key, ""]));
    const checked = toolEditSchema.safeParse({ ...empty, note: "x", commercialPaid: "allowed" });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(["commercialUseSourceQuote", "commercialUseSourceUrl"]);
    const nothing = toolEditSchema.safeParse({ ...empty, note: "x" });
    expect(nothing.error?.issues.map((issue) => issue.path[0])).toEqual(["freeTier"]);
  });

  it("refuses a maker's deciding fact whose source is off their own domain", async () => {
    const off = await submit({ commercialPaid: "allowed", commercialUseSourceUrl: "https://blog.example.net/brushwork-terms", commercialUseSourceQuote: "Paid plans allow commercial use of every image." }, "maker", "maker-1");
    expect(off).toMatchObject({ ok: false, status: 400, field: "commercialUseSourceUrl" });
    expect(off.ok || off.message).toContain("brushwork.example");
    const on = await submit({ commercialPaid: "allowed", commercialUseSourceUrl: "https://help.brushwork.example/terms", commercialUseSourceQuote: "Paid plans allow commercial use of every image." }, "maker", "maker-1");
    expect(on.ok).toBe(true);
    const [stored] = await handle.db.select().from(toolEdits);
    expect(stored!.sources.commercialUse?.kind).toBe("maker");
  });

  it("accepted, the new value reaches the listing, the history, /new, the feed and the changes with who suggested it, and the author is told once", async () => {
    await submit(newPrice);
    const [waiting] = await findPendingEdits(handle.db);
    expect(waiting).toMatchObject({ toolName: "Brushwork", startingPrice: "$10/month", changes: { startingPrice: "$12/month" }, record: { accepted: 0, refused: 0 } });

    expect(await acceptToolEdit(handle.db, admin, waiting!.id, ["startingPrice"], { publicUrl })).toEqual({ ok: true });
    const after = await listed();
    expect(after.startingPrice).toBe("$12/month");
    expect(after.factSources.price).toMatchObject({ url: newPrice.priceSourceUrl, kind: "report", asOf: "2026-11", quote: newPrice.priceSourceQuote });

    const [history] = await findHistory(handle.db, "tool", toolId);
    expect(history!.action).toBe("updated from a reader's suggestion");
    const [change] = (await findToolChanges(handle.db, toolId)).filter((row) => row.kind === "price");
    expect(change).toMatchObject({ kind: "price", before: "$10/month", after: "$12/month", suggestedBy: "reader", source: newPrice.priceSourceUrl });
    const { changes } = await findPublicChanges(handle.db, {}, { offset: 0, limit: 10 });
    expect(changes.filter((row) => row.suggestedBy === "reader")).toHaveLength(1);
    expect(await changesFeedXml(handle.db, publicUrl)).toContain("Suggested by a reader.");

    const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "edit-decided"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe(reader.email);
    expect(mails[0]!.textBody).toContain("http://site.test/fr/tools/brushwork");

    // Decided once: a second editor's click changes nothing.
    expect(await acceptToolEdit(handle.db, admin, waiting!.id, ["startingPrice"], { publicUrl })).toMatchObject({ ok: false, status: 409 });
    const [own] = await findEditsBy(handle.db, reader.id);
    expect(own).toMatchObject({ status: "accepted", acceptedFields: ["startingPrice"] });
  });

  it("accepts part of a suggestion and leaves the rest as it was", async () => {
    await submit({ ...newPrice, trainsOnContent: "no", trainingSourceUrl: "https://brushwork.example/privacy", trainingSourceQuote: "We never train models on what you upload." });
    const [waiting] = await findPendingEdits(handle.db);
    expect(await acceptToolEdit(handle.db, admin, waiting!.id, ["trainsOnContent"], { publicUrl })).toEqual({ ok: true });
    const after = await listed();
    expect(after.trainsOnContent).toBe("no");
    expect(after.factSources.training).toMatchObject({ kind: "maker", url: "https://brushwork.example/privacy" });
    expect(after.startingPrice).toBe("$10/month");
    const [own] = await findEditsBy(handle.db, reader.id);
    expect(own!.status).toBe("partly-accepted");
  });

  it("refused with a reason, the listing stays and the author is told why; the author's record counts it", async () => {
    await submit(newPrice);
    const [waiting] = await findPendingEdits(handle.db);
    expect(await refuseToolEdit(handle.db, admin, waiting!.id, "   ", { publicUrl })).toMatchObject({ ok: false, status: 400 });
    expect(await refuseToolEdit(handle.db, admin, waiting!.id, "source-does-not-say", { publicUrl })).toEqual({ ok: true });
    expect((await listed()).startingPrice).toBe("$10/month");
    expect((await findToolChanges(handle.db, toolId)).filter((change) => change.kind === "price")).toHaveLength(0);
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "edit-decided"));
    // The author wrote in French: the reason reaches them in French.
    expect(mail!.textBody).not.toContain("The page given does not state the new value.");
    expect(mail!.subject).toContain("Brushwork");

    await submit(newPrice);
    const [next] = await findPendingEdits(handle.db);
    expect(next!.record).toEqual({ accepted: 0, refused: 1 });
  });

  it("keeps a suggestion whose author deleted their account, without its author", async () => {
    await submit(newPrice);
    await handle.db.delete(users).where(eq(users.id, reader.id));
    const [waiting] = await findPendingEdits(handle.db);
    expect(waiting).toMatchObject({ authorEmail: null, userId: null });
    expect(await acceptToolEdit(handle.db, admin, waiting!.id, ["startingPrice"], { publicUrl })).toEqual({ ok: true });
    expect(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "edit-decided"))).toHaveLength(0);
    expect(await handle.db.select().from(toolClaims)).toHaveLength(0);
  });
});
