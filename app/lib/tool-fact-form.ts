/**
 * A tool's facts in the admin form, derived from their definition
 * (app/lib/tool-facts.ts): each field's check, the form's text for a stored
 * value and back, and how the history records and reads each value.
 */
import { z } from "zod/mini";
import type { HistoryField } from "./catalogue-history";
import { byFact, factWords, isPlatform, isUseCase, TOOL_FACTS, type FactDefinition, type ToolFactKey, type ToolFactValues } from "./tool-facts";

/** Yes / no / not known, as the form's selects send them. */
export const TRI_STATE = ["unknown", "yes", "no"] as const;
export const TRI_STATE_LABELS: Record<(typeof TRI_STATE)[number], string> = { unknown: "Unknown", yes: "Yes", no: "No" };

/** A web page an admin gives: a full http(s) address. */
export const webAddress = (label: string) =>
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: `${label} must be a full web address starting with http:// or https://.` });

/** A comma-separated list of slugs from one vocabulary. */
const slugList = (isKnown: (slug: string) => boolean, message: string) =>
  z.pipe(
    z.string(),
    z.transform((text) => [...new Set(text.split(",").map((slug) => slug.trim()).filter(Boolean))]),
  ).check(z.refine((slugs) => slugs.every(isKnown), message));

const MONTH = /^(\d{4}-(0[1-9]|1[0-2]))?$/;

/** The check of one fact's field, as the form sends it. */
function fieldSchema(definition: FactDefinition) {
  switch (definition.kind) {
    case "slugs":
      return slugList(definition.vocabulary === "useCases" ? isUseCase : isPlatform, definition.message);
    case "lines":
      return z.pipe(
        z.string(),
        z.transform((text) => text.split("\n").map((line) => line.trim()).filter(Boolean)),
      ).check(
        z.refine((lines) => lines.length <= definition.maxLines, definition.tooMany),
        z.refine((lines) => lines.every((line) => line.length <= definition.maxLength), definition.tooLong),
      );
    case "yesNo":
      return z.enum(TRI_STATE, "Please choose yes, no or unknown.");
    case "choice":
      return z.enum(definition.choices, definition.message);
    case "text":
      return z.string().check(z.trim(), z.maxLength(definition.maxLength, definition.tooLong));
    case "url":
      return z.union([z.literal(""), z.pipe(z.string().check(z.trim()), webAddress(`The ${definition.label.toLowerCase()}`))]);
    case "month":
      return z.string().check(z.regex(MONTH, "Please write the month as YYYY-MM, e.g. 2025-06."));
  }
}

/** The checks of every fact's field, to spread into the tool form's schema. */
export function factFieldSchemas(facts: readonly FactDefinition[] = TOOL_FACTS) {
  return byFact(facts, fieldSchema);
}

/** The form's text for a stored value. */
function formText(definition: FactDefinition, value: unknown): string {
  switch (definition.kind) {
    case "slugs":
      return Array.isArray(value) ? value.join(",") : "";
    case "lines":
      return Array.isArray(value) ? value.join("\n") : "";
    case "yesNo":
      return value === null ? "unknown" : value ? "yes" : "no";
    default:
      return typeof value === "string" ? value : "";
  }
}

/** The stored value for what the form's check gave. */
function storedValue(definition: FactDefinition, checked: unknown): unknown {
  switch (definition.kind) {
    case "yesNo":
      return checked === "unknown" ? null : checked === "yes";
    case "text":
    case "url":
    case "month":
      return checked || null;
    default:
      return checked;
  }
}

/** What the form shows for a tool's stored facts. */
export function factsAsFormValues(values: Record<string, unknown>, facts: readonly FactDefinition[] = TOOL_FACTS): Record<ToolFactKey, string> {
  return byFact(facts, (definition) => formText(definition, values[definition.key]));
}

/** What a new tool's form starts with: every answer "unknown". */
export function newToolFactValues(facts: readonly FactDefinition[] = TOOL_FACTS): Partial<Record<ToolFactKey, string>> {
  return Object.fromEntries(facts.filter((definition) => definition.kind === "yesNo" || definition.kind === "choice").map((definition) => [definition.key, "unknown"]));
}

/** The facts to store, from the form's checked values. */
export function factsFromForm(checked: Record<string, unknown>, facts: readonly FactDefinition[] = TOOL_FACTS): ToolFactValues {
  // Each value has its column's type: the form's check gave it (factFieldSchemas), storedValue only turns "unknown" and "" into null.
  return byFact(facts, (definition) => storedValue(definition, checked[definition.key])) as ToolFactValues;
}

/** A stored value as the history records it: lists as one line, nothing as null. */
function recordedValue(definition: FactDefinition, value: unknown): unknown {
  if (definition.kind === "slugs" && Array.isArray(value)) return value.join(", ") || null;
  if (definition.kind === "lines" && Array.isArray(value)) return value.join(" | ") || null;
  return value;
}

export function factsAsRecorded(values: Record<string, unknown>, facts: readonly FactDefinition[] = TOOL_FACTS): Record<ToolFactKey, unknown> {
  return byFact(facts, (definition) => recordedValue(definition, values[definition.key]));
}

/** How the history names and reads each fact ("Commercial use, paid plans: Unknown → Allowed with conditions"). */
export function factHistoryFields(facts: readonly FactDefinition[] = TOOL_FACTS): Record<ToolFactKey, HistoryField> {
  return byFact(facts, (definition): HistoryField => ({
    label: definition.label,
    words: (value: unknown) => factWords(definition, value),
    // A yes / no stored as null is a fact not known, not "none".
    ...(definition.kind === "yesNo" ? { empty: "Unknown" } : {}),
  }));
}
