/**
 * A tool's facts outside the database, derived from their definition
 * (app/lib/tool-facts.ts): the columns to select, the API's object and its
 * OpenAPI schema, and the catalogue files' entry (checked on the way in).
 */
import { z } from "zod";
import { isRecord, keysOf, recordOf } from "~/lib/records";
import { FACT_GROUPS, isPlatform, isUseCase, TOOL_FACT_KEYS, TOOL_FACTS, type FactDefinition, type FactPlace, type FactsIn, type ToolFactKey, type ToolFactValues } from "~/lib/tool-facts";
import { aiTools } from "../db/schema";

/** The facts' columns, for a selection. */
// Each key's own column type, which Object.fromEntries cannot say: the keys are TOOL_FACT_KEYS and each value is aiTools[key].
export const toolFactColumns = Object.fromEntries(TOOL_FACT_KEYS.map((key) => [key, aiTools[key]])) as { [K in ToolFactKey]: (typeof aiTools)[K] };

type Shape = "api" | "catalogue";
const GROUP_NAMES = keysOf(FACT_GROUPS);

/** The facts an outside shape holds at its top, and in each group. */
export function factsByPlace(shape: Shape, facts: readonly FactDefinition[] = TOOL_FACTS) {
  const place = (definition: FactDefinition): FactPlace => definition[shape];
  const groups = recordOf(GROUP_NAMES, (group) => facts.filter((definition) => place(definition).group === group));
  return { top: facts.filter((definition) => !place(definition).group), groups };
}

/** Builds the outside shape, each fact under its name there. */
function placeFacts<S extends Shape>(shape: S, facts: readonly FactDefinition[], valueOf: (definition: FactDefinition) => unknown): FactsIn<S> {
  const { top, groups } = factsByPlace(shape, facts);
  const named = (list: FactDefinition[]) => Object.fromEntries(list.map((definition) => [definition[shape].name, valueOf(definition)]));
  // FactsIn<S> is this shape worked out from TOOL_FACTS at the type level; the code builds it from the same definitions at run time.
  return { ...named(top), ...recordOf(GROUP_NAMES, (group) => named(groups[group])) } as FactsIn<S>;
}

/** Reads the facts back from the outside shape. */
function readFacts(shape: Shape, entry: Record<string, unknown>, facts: readonly FactDefinition[], valueOf: (definition: FactDefinition, value: unknown) => unknown) {
  return Object.fromEntries(
    facts.map((definition) => {
      const { name, group } = definition[shape];
      const holder = group ? entry[group] : entry;
      return [definition.key, valueOf(definition, isRecord(holder) ? holder[name] : undefined)];
    }),
  );
}

/** The facts as the API sends them: the stored values, null where not known. */
export function factsForApi(values: Record<string, unknown>, facts: readonly FactDefinition[] = TOOL_FACTS): FactsIn<"api"> {
  return placeFacts("api", facts, (definition) => values[definition.key]);
}

/** The facts as a catalogue entry writes them: "unknown" spelt out for a yes / no not known. */
export function factsForCatalogue(values: Record<string, unknown>, facts: readonly FactDefinition[] = TOOL_FACTS): FactsIn<"catalogue"> {
  return placeFacts("catalogue", facts, (definition) => {
    const value = values[definition.key];
    return definition.kind === "yesNo" && value === null ? "unknown" : value;
  });
}

/** The stored facts of a (checked) catalogue entry. */
export function factsFromCatalogue(entry: Record<string, unknown>, facts: readonly FactDefinition[] = TOOL_FACTS): ToolFactValues {
  // The entry passed catalogueFactSchemas, so each value has its column's type.
  return readFacts("catalogue", entry, facts, (definition, value) => (definition.kind === "yesNo" && value === "unknown" ? null : value)) as ToolFactValues;
}

const https = z.url({ protocol: /^https$/ });

/** The check of one fact in a catalogue entry; every fact may be left out, and then is not known. */
function catalogueSchema(definition: FactDefinition) {
  switch (definition.kind) {
    case "slugs":
      return definition.vocabulary === "useCases"
        ? z.array(z.string().refine(isUseCase, "is not a use case of vocabulary.json")).max(6).default([])
        : z.array(z.string().refine(isPlatform, "is not a platform of vocabulary.json")).default([]);
    case "lines":
      return z.array(z.string().min(3).max(definition.maxLength)).max(definition.maxLines).default([]);
    case "yesNo":
      // true, false, or "unknown" where the writer was not sure.
      return z.union([z.boolean(), z.literal("unknown")]).default("unknown");
    case "choice":
      return z.enum(definition.choices).default("unknown");
    case "text":
      return z
        .string()
        .min(1)
        .max(definition.maxLength)
        .nullable()
        .default(null)
        .transform((text) => (text === "unknown" ? null : text));
    case "url":
      return https.nullable().default(null);
    case "month":
      return z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be YYYY-MM").nullable().default(null);
  }
}

/** The facts part of a catalogue entry's check: the top-level facts, and one object per group. */
export function catalogueFactSchemas(facts: readonly FactDefinition[] = TOOL_FACTS) {
  const { top, groups } = factsByPlace("catalogue", facts);
  const shape = (list: FactDefinition[]) => Object.fromEntries(list.map((definition) => [definition.catalogue.name, catalogueSchema(definition)]));
  return {
    top: shape(top),
    groups: recordOf(GROUP_NAMES, (group) => z.object(shape(groups[group]))),
  };
}
