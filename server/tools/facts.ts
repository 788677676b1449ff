/**
 * A tool's facts outside the database, derived from their definition
 * (app/lib/tool-facts.ts): the columns to select, the API's object and its
 * OpenAPI schema, and the catalogue files' entry (checked on the way in).
 */
import { z } from "zod";
import { FACT_GROUPS, isPlatform, isUseCase, TOOL_FACT_KEYS, TOOL_FACTS, type FactDefinition, type FactPlace, type FactsIn, type ToolFactKey, type ToolFactValues } from "~/lib/tool-facts";
import { aiTools } from "../db/schema";

/** The facts' columns, for a selection. */
export const toolFactColumns = Object.fromEntries(TOOL_FACT_KEYS.map((key) => [key, aiTools[key]])) as { [K in ToolFactKey]: (typeof aiTools)[K] };

type Shape = "api" | "catalogue";
type GroupName = keyof typeof FACT_GROUPS;

/** The facts an outside shape holds at its top, and in each group. */
export function factsByPlace(shape: Shape, facts: readonly FactDefinition[] = TOOL_FACTS) {
  const place = (definition: FactDefinition): FactPlace => definition[shape];
  const groups = Object.fromEntries(
    (Object.keys(FACT_GROUPS) as GroupName[]).map((group) => [group, facts.filter((definition) => place(definition).group === group)]),
  ) as Record<GroupName, FactDefinition[]>;
  return { top: facts.filter((definition) => !place(definition).group), groups };
}

/** Builds the outside shape, each fact under its name there. */
function placeFacts(shape: Shape, facts: readonly FactDefinition[], valueOf: (definition: FactDefinition) => unknown) {
  const { top, groups } = factsByPlace(shape, facts);
  const named = (list: FactDefinition[]) => Object.fromEntries(list.map((definition) => [definition[shape].name, valueOf(definition)]));
  return { ...named(top), ...Object.fromEntries(Object.entries(groups).map(([group, list]) => [group, named(list)])) };
}

/** Reads the facts back from the outside shape. */
function readFacts(shape: Shape, entry: Record<string, unknown>, facts: readonly FactDefinition[], valueOf: (definition: FactDefinition, value: unknown) => unknown) {
  return Object.fromEntries(
    facts.map((definition) => {
      const { name, group } = definition[shape];
      const holder = (group ? entry[group] : entry) as Record<string, unknown> | undefined;
      return [definition.key, valueOf(definition, holder?.[name])];
    }),
  );
}

/** The facts as the API sends them: the stored values, null where not known. */
export function factsForApi(values: Record<string, unknown>, facts: readonly FactDefinition[] = TOOL_FACTS): FactsIn<"api"> {
  return placeFacts("api", facts, (definition) => values[definition.key]) as FactsIn<"api">;
}

/** The facts as a catalogue entry writes them: "unknown" spelt out for a yes / no not known. */
export function factsForCatalogue(values: Record<string, unknown>, facts: readonly FactDefinition[] = TOOL_FACTS): FactsIn<"catalogue"> {
  return placeFacts("catalogue", facts, (definition) => {
    const value = values[definition.key];
    return definition.kind === "yesNo" && value === null ? "unknown" : value;
  }) as FactsIn<"catalogue">;
}

/** The stored facts of a (checked) catalogue entry. */
export function factsFromCatalogue(entry: Record<string, unknown>, facts: readonly FactDefinition[] = TOOL_FACTS): ToolFactValues {
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
      return z.enum(definition.choices as [string, ...string[]]).default("unknown");
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
    groups: Object.fromEntries(Object.entries(groups).map(([group, list]) => [group, z.object(shape(list))])) as Record<GroupName, z.ZodObject>,
  };
}
