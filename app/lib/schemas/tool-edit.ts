/**
 * The "Suggest an edit" form of a tool page (/tools/{slug}/edit): new values for the deciding
 * facts a reader or the maker picks, a source for each group of facts it touches (the page, the
 * sentence that states it, its month if it has one) and a short note. One schema for the browser
 * and the action; the server adds what needs the tool (its domain, for a maker's sources).
 */
import { z } from "zod/mini";
import { FACT_SOURCE_GROUPS, type FactSourceGroup } from "../fact-sources";
import { recordOf } from "../records";
import { EDITABLE_FACTS, type EditableFact } from "../editable-facts";
import * as m from "~/paraglide/messages";



/** The values a picked fact may take (the form's "no change" is the empty value); text facts are written. */
export const EDITABLE_CHOICES: Partial<Record<EditableFact, readonly string[]>> = {
  freeTier: ["yes", "no"],
  freeWatermark: ["yes", "no"],
  freeCardRequired: ["yes", "no"],
  commercialFree: ["allowed", "restricted", "not-allowed", "no-free-plan"],
  commercialPaid: ["allowed", "restricted", "not-allowed"],
  trainsOnContent: ["yes", "no"],
};

export const EDIT_TEXT_LIMITS: Partial<Record<EditableFact, number>> = { startingPrice: 40, freeAllowance: 120 };

/** The group whose source a fact stands on (app/lib/fact-sources.ts SOURCED_FACTS). */
const GROUP_OF: Record<EditableFact, FactSourceGroup> = {
  freeTier: "price",
  startingPrice: "price",
  freeWatermark: "freePlanLimits",
  freeCardRequired: "freePlanLimits",
  freeAllowance: "freePlanLimits",
  commercialFree: "commercialUse",
  commercialPaid: "commercialUse",
  trainsOnContent: "training",
};
export const groupOfEditable = (key: EditableFact): FactSourceGroup => GROUP_OF[key];

const SOURCE_PARTS = ["Url", "AsOf", "Quote"] as const;
type SourcePart = (typeof SOURCE_PARTS)[number];
export type EditSourceField = `${FactSourceGroup}Source${SourcePart}`;
export const editSourceField = (group: FactSourceGroup, part: SourcePart): EditSourceField => `${group}Source${part}`;
const EDIT_SOURCE_PARTS = FACT_SOURCE_GROUPS.flatMap((group) => SOURCE_PARTS.map((part) => ({ field: editSourceField(group, part), part })));
const EDIT_SOURCE_FIELDS = EDIT_SOURCE_PARTS.map(({ field }) => field);
const partOf = new Map(EDIT_SOURCE_PARTS.map(({ field, part }) => [field, part]));

export const toolEditFields = [...EDITABLE_FACTS, ...EDIT_SOURCE_FIELDS, "note"] as const;
export type ToolEditField = (typeof toolEditFields)[number];

export const EDIT_NOTE_MAX = 500;
export const EDIT_QUOTE_MAX = 400;

const factSchema = (key: EditableFact) => {
  const choices = EDITABLE_CHOICES[key];
  if (choices) return z.union([z.literal(""), z.enum(choices, { error: () => m.makers_edit_choose_listed() })]);
  const max = EDIT_TEXT_LIMITS[key] ?? 120;
  return z.string().check(z.trim(), z.maxLength(max, { error: () => m.makers_edit_value_too_long({ max }) }));
};

const sourceSchema = (part: SourcePart) => {
  switch (part) {
    case "Url":
      return z.union([
        z.literal(""),
        z.pipe(z.string().check(z.trim()), z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: () => m.makers_edit_source_url_invalid() })),
      ]);
    case "AsOf":
      return z.string().check(z.trim(), z.regex(/^(20\d\d-(0[1-9]|1[0-2]))?$/, { error: () => m.makers_edit_source_month_invalid() }));
    case "Quote":
      return z.string().check(z.trim(), z.maxLength(EDIT_QUOTE_MAX, { error: () => m.makers_edit_quote_too_long({ max: EDIT_QUOTE_MAX }) }));
  }
};

/** The facts a checked suggestion picks: those given a value. */
export const pickedFacts = (input: Partial<Record<EditableFact, string>>): EditableFact[] => EDITABLE_FACTS.filter((key) => (input[key] ?? "") !== "");

/** The groups whose facts a suggestion picks, each of which needs its source. */
export const pickedGroups = (input: Partial<Record<EditableFact, string>>): FactSourceGroup[] => [...new Set(pickedFacts(input).map(groupOfEditable))];

export const toolEditSchema = z
  .object({
    ...recordOf(EDITABLE_FACTS, factSchema),
    ...recordOf(EDIT_SOURCE_FIELDS, (field) => sourceSchema(partOf.get(field) ?? "Url")),
    note: z.string().check(
      z.trim(),
      z.minLength(1, { error: () => m.makers_edit_note_required() }),
      z.maxLength(EDIT_NOTE_MAX, { error: () => m.makers_edit_note_too_long({ max: EDIT_NOTE_MAX }) }),
    ),
  })
  .check(
    z.superRefine((input, context) => {
      if (pickedFacts(input).length === 0) {
        context.issues.push({ code: "custom", input, path: [EDITABLE_FACTS[0]], message: m.makers_edit_nothing_picked() });
        return;
      }
      for (const group of pickedGroups(input)) {
        if (!input[editSourceField(group, "Url")]) context.issues.push({ code: "custom", input, path: [editSourceField(group, "Url")], message: m.makers_edit_source_required() });
        if (input[editSourceField(group, "Quote")].length < 10) context.issues.push({ code: "custom", input, path: [editSourceField(group, "Quote")], message: m.makers_edit_quote_required() });
      }
    }),
  );
export type ToolEditInput = z.output<typeof toolEditSchema>;
