/**
 * A suggested edit, as it arrives from a tool page's "Suggest an edit" form: the picked facts'
 * new values and each touched group's source, stored for an editor (/admin/edits). Whose page a
 * source is follows from its address (the tool's own domain or not), never from the author's say;
 * a verified maker's sources must be on their own domain.
 */
import { editSourceField, pickedFacts, pickedGroups, type ToolEditField, type ToolEditInput } from "~/lib/schemas/tool-edit";
import { type EditableFact } from "~/lib/editable-facts";
import type { FactSource, FactSourceGroup } from "~/lib/fact-sources";
import { factsAsFormValues } from "~/lib/tool-fact-form";
import type { Locale } from "~/lib/i18n";
import * as m from "~/paraglide/messages";
import type { Database } from "../db/client";
import { toolEdits } from "../db/schema";
import { isOnMakersDomain, makersDomain } from "../catalogue/maker-domain";
import type { EditableTool } from "../tools/admin";

export type EditOrigin = "reader" | "maker";

export type EditSubmission = { ok: true; id: string } | { ok: false; status: number; message: string; field?: ToolEditField };

/** A suggested source as the catalogue keeps it, without the day it is read: that is the editor's acceptance. */
export type SuggestedSource = Omit<FactSource, "checkedOn">;

export async function submitToolEdit(
  db: Database,
  {
    tool,
    userId,
    origin,
    input,
    language,
  }: { tool: Pick<EditableTool, "id" | "website" | "pricingUrl"> & Record<string, unknown>; userId: string; origin: EditOrigin; input: ToolEditInput; language: Locale },
): Promise<EditSubmission> {
  const current = factsAsFormValues(tool);
  const picked = pickedFacts(input);
  const changes: Partial<Record<EditableFact, string>> = {};
  for (const key of picked) if (input[key] !== current[key]) changes[key] = input[key];
  if (Object.keys(changes).length === 0) return { ok: false, status: 400, message: m.makers_edit_same_as_listed(), field: picked[0] };

  const sources: Partial<Record<FactSourceGroup, SuggestedSource>> = {};
  for (const group of pickedGroups(changes)) {
    const url = input[editSourceField(group, "Url")];
    const onMakersDomain = isOnMakersDomain(url, [tool.website, tool.pricingUrl]);
    if (origin === "maker" && !onMakersDomain) {
      return { ok: false, status: 400, field: editSourceField(group, "Url"), message: m.makers_edit_maker_source_off_domain({ domain: makersDomain(tool.website) }) };
    }
    sources[group] = { url, kind: onMakersDomain ? "maker" : "report", asOf: input[editSourceField(group, "AsOf")] || null, quote: input[editSourceField(group, "Quote")] };
  }
  const [stored] = await db
    .insert(toolEdits)
    .values({ toolId: tool.id, userId, origin, changes, sources, note: input.note, language })
    .returning({ id: toolEdits.id });
  return { ok: true, id: stored!.id };
}
