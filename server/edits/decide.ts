/**
 * An editor's decision on a suggested edit (/admin/edits): accept all or part of it, or refuse it
 * with a reason. An accepted edit is an admin's save of the tool (saveTool) with the suggested
 * values and their sources: it goes through the catalogue history, and the public changes it makes
 * (/new, the feeds, the API, the watchers' e-mail) say who suggested them. The author gets one
 * e-mail with the decision, written in the same transaction.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { CHANGE_SOURCE_GROUP } from "~/lib/public-changes";
import type { FactSourceGroup } from "~/lib/fact-sources";
import { baseLocale, pathInLocale } from "~/lib/i18n";
import { locales } from "~/paraglide/runtime";
import { isOneOf, keysOf } from "~/lib/records";
import { pickedGroups } from "~/lib/schemas/tool-edit";
import { EDITABLE_FACTS, type EditableFact } from "~/lib/editable-facts";
import { toolAdminSchema, toolAsFormValues } from "~/lib/schemas/tool-admin";
import { sourceField } from "~/lib/fact-source-form";
import { fieldErrorsOf } from "~/lib/forms";
import type { Database } from "../db/client";
import { aiTools, publicChanges, toolEdits, users } from "../db/schema";
import type { Actor } from "../catalogue/history";
import type { Transaction } from "../catalogue/transfer";
import { enqueueMail } from "../mail/outbox";
import { recipientLanguage } from "../mail/language";
import { toolEditDecidedMail } from "../mail/templates";
import { findToolForEditing, saveTool } from "../tools/admin";
import { refusalReasonText } from "./reasons";

export type Decision = { ok: true } | { ok: false; status: number; message: string };

const ALREADY_DECIDED = "This suggestion was decided by someone else meanwhile: reload the queue.";

class DecidedMeanwhile extends Error {}

/** The stored changes, only the facts a suggestion may change (the row is ours, its keys checked when stored). */
function changesOf(edit: { changes: Record<string, string> }): Partial<Record<EditableFact, string>> {
  return Object.fromEntries(keysOf(edit.changes).filter((key) => isOneOf(EDITABLE_FACTS, key)).map((key) => [key, edit.changes[key]]));
}

export async function acceptToolEdit(db: Database, actor: Actor, editId: string, fields: readonly string[], { publicUrl }: { publicUrl: string }): Promise<Decision> {
  const [edit] = await db.select().from(toolEdits).where(eq(toolEdits.id, editId));
  if (!edit) return { ok: false, status: 404, message: "This suggestion no longer exists." };
  if (edit.status !== "pending") return { ok: false, status: 409, message: ALREADY_DECIDED };
  const suggested = changesOf(edit);
  const chosen = EDITABLE_FACTS.filter((key) => fields.includes(key) && suggested[key] !== undefined);
  if (chosen.length === 0) return { ok: false, status: 400, message: "Tick at least one change to accept, or refuse the suggestion." };
  const tool = await findToolForEditing(db, edit.toolId);
  if (!tool) return { ok: false, status: 404, message: "This tool no longer exists." };

  const values = toolAsFormValues(tool);
  const accepted: Partial<Record<EditableFact, string>> = {};
  for (const key of chosen) accepted[key] = values[key] = suggested[key] ?? "";
  const readOn = edit.createdAt.toISOString().slice(0, 10);
    for (const group of pickedGroups(accepted)) {
    const source = edit.sources[group];
    if (!source) return { ok: false, status: 400, message: `The suggestion gives no source for ${group}.` };
    values[sourceField(group, "Url")] = source.url;
    values[sourceField(group, "Kind")] = source.kind;
    values[sourceField(group, "AsOf")] = source.asOf ?? "";
    values[sourceField(group, "CheckedOn")] = readOn;
    values[sourceField(group, "Quote")] = source.quote;
  }
  const parsed = toolAdminSchema.safeParse(values);
  if (!parsed.success) return { ok: false, status: 400, message: Object.values(fieldErrorsOf(parsed.error))[0] ?? "The suggested values cannot be saved." };

  const status = chosen.length === Object.keys(suggested).length ? "accepted" : "partly-accepted";
  try {
    const outcome = await saveTool(db, actor, parsed.data, tool.id, {
      suggestion: {
        origin: edit.origin,
        alsoRecord: async (tx) => {
          await markDecided(tx, edit.id, { status, acceptedFields: [...chosen], refusalReason: null, decidedBy: actor.id });
          await pointChangesAtSuggestedSources(tx, tool.id, edit.sources);
          await tellAuthor(tx, edit.id, publicUrl);
        },
      },
    });
    return outcome.ok ? { ok: true } : { ok: false, status: outcome.status, message: outcome.message };
  } catch (error) {
    if (error instanceof DecidedMeanwhile) return { ok: false, status: 409, message: ALREADY_DECIDED };
    throw error;
  }
}

/** `reason` is one of REFUSAL_REASONS, or the editor's own words. */
export async function refuseToolEdit(db: Database, actor: Actor, editId: string, reason: string, { publicUrl }: { publicUrl: string }): Promise<Decision> {
  const words = reason.trim();
  if (!words) return { ok: false, status: 400, message: "Please choose a reason or write one: the author reads it." };
  if (words.length > 500) return { ok: false, status: 400, message: "The reason must be 500 characters or fewer." };
  try {
    await db.transaction(async (tx) => {
      await markDecided(tx, editId, { status: "refused", acceptedFields: null, refusalReason: words, decidedBy: actor.id });
      await tellAuthor(tx, editId, publicUrl);
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof DecidedMeanwhile) return { ok: false, status: 409, message: ALREADY_DECIDED };
    throw error;
  }
}

/**
 * The public changes this save recorded (the triggers name the pricing or terms page) point at
 * the page the suggestion gave for their group instead: that is where the new value was read.
 * They are this transaction's own rows: now() is the transaction's start, their happened_at.
 */
async function pointChangesAtSuggestedSources(tx: Transaction, toolId: string, sources: Partial<Record<FactSourceGroup, { url: string }>>): Promise<void> {
  for (const kind of keysOf(CHANGE_SOURCE_GROUP)) {
    const group = CHANGE_SOURCE_GROUP[kind];
    const url = group && sources[group]?.url;
    if (!url) continue;
    await tx
      .update(publicChanges)
      .set({ source: url })
      .where(and(eq(publicChanges.toolId, toolId), eq(publicChanges.kind, kind), isNotNull(publicChanges.suggestedBy), sql`${publicChanges.happenedAt} = now()`));
  }
}

async function markDecided(
  tx: Transaction,
  editId: string,
  decision: { status: "accepted" | "partly-accepted" | "refused"; acceptedFields: string[] | null; refusalReason: string | null; decidedBy: string },
): Promise<void> {
  const updated = await tx
    .update(toolEdits)
    .set({ ...decision, decidedAt: new Date() })
    .where(and(eq(toolEdits.id, editId), eq(toolEdits.status, "pending")))
    .returning({ id: toolEdits.id });
  if (updated.length === 0) throw new DecidedMeanwhile();
}

/** The one e-mail the author gets: the decision, what was taken, and the reason when refused. */
async function tellAuthor(tx: Transaction, editId: string, publicUrl: string): Promise<void> {
  const [row] = await tx
    .select({
      status: toolEdits.status,
      changes: toolEdits.changes,
      acceptedFields: toolEdits.acceptedFields,
      refusalReason: toolEdits.refusalReason,
      language: toolEdits.language,
      userId: toolEdits.userId,
      email: users.email,
      firstName: users.firstName,
      emailVerified: users.emailVerified,
      toolName: aiTools.name,
      toolSlug: aiTools.slug,
    })
    .from(toolEdits)
    .innerJoin(aiTools, eq(aiTools.id, toolEdits.toolId))
    .innerJoin(users, eq(users.id, toolEdits.userId))
    .where(eq(toolEdits.id, editId));
  // An author who deleted their account is told nothing.
  if (!row) return;
  const fallback = isOneOf(locales, row.language) ? row.language : baseLocale;
  const locale = await recipientLanguage(tx, row.userId, fallback);
  const refused = row.status === "refused" ? refusalReasonText(row.refusalReason ?? "", locale) : null;
  await enqueueMail(
    tx,
    toolEditDecidedMail(
      { email: row.email, firstName: row.firstName, emailVerified: row.emailVerified },
      {
        toolName: row.toolName,
        toolUrl: new URL(pathInLocale(`/tools/${row.toolSlug}`, locale), publicUrl).href,
        status: row.status,
        acceptedFields: (row.acceptedFields ?? []).filter((key) => isOneOf(EDITABLE_FACTS, key)),
        suggestedFields: keysOf(row.changes).filter((key) => isOneOf(EDITABLE_FACTS, key)),
        reason: refused,
      },
      new URL(pathInLocale("/dashboard", locale), publicUrl).href,
      locale,
    ),
  );
}
