/**
 * How the history of a tool, category or course reads: each recorded field by
 * the name its admin form gives it, each value in the words the form's choices
 * use ("Commercial use, paid plans: Unknown → Allowed with conditions").
 */
import { SOURCE_RECORD_LABELS } from "./fact-source-form";
import { CATEGORY_FIELD_LABELS, COURSE_FIELD_LABELS } from "./schemas/catalogue-admin";
import { TOOL_FIELD_LABELS, TOOL_STATUS_LABELS, type ToolEditableField } from "./schemas/tool-admin";
import { keysOf, recordOf } from "./records";
import { factHistoryFields } from "./tool-fact-form";

export interface HistoryField {
  label: string;
  /** The words for a recorded value that is not empty; without it the value is shown as recorded. */
  words?: (value: unknown) => string;
  /** The word for an empty value, when empty means more than "none" (a fact not known). */
  empty?: string;
}
export type HistoryFields = Record<string, HistoryField>;

const NONE = "(none)";

/** One recorded value as the admin reads it. */
export function describeValue(field: HistoryField | undefined, value: unknown): string {
  if (value === null || value === undefined || value === "") return field?.empty ?? NONE;
  return field?.words ? field.words(value) : String(value);
}

/** Known words for known values; anything else (an older vocabulary) as recorded. */
const fromTable = (table: Record<string, string>) => (value: unknown) => table[String(value)] ?? String(value);

/**
 * Every field a tool's history records, with its words: the listing's own
 * fields here, the facts from their definition.
 * @param categoryNames category slug -> name, as the form's Category choices show them
 */
export function toolHistoryFields(categoryNames: Record<string, string>): Record<ToolEditableField, HistoryField> {
  return {
    name: { label: TOOL_FIELD_LABELS.name },
    description: { label: TOOL_FIELD_LABELS.description },
    category: { label: TOOL_FIELD_LABELS.category, words: fromTable(categoryNames) },
    pricing: { label: TOOL_FIELD_LABELS.pricing },
    website: { label: TOOL_FIELD_LABELS.website },
    pricingUrl: { label: TOOL_FIELD_LABELS.pricingUrl },
    status: { label: TOOL_FIELD_LABELS.status, words: fromTable(TOOL_STATUS_LABELS) },
    successor: { label: TOOL_FIELD_LABELS.successor },
    logoUrl: { label: TOOL_FIELD_LABELS.logoUrl },
    ...factHistoryFields(),
    ...labelsOnly(SOURCE_RECORD_LABELS),
  };
}

function labelsOnly<K extends string>(labels: Record<K, string>): Record<K, HistoryField> {
  return recordOf(keysOf(labels), (name) => ({ label: labels[name] }));
}

export const CATEGORY_HISTORY_FIELDS = labelsOnly(CATEGORY_FIELD_LABELS);

export const COURSE_HISTORY_FIELDS: HistoryFields = {
  ...labelsOnly(COURSE_FIELD_LABELS),
  featured: { label: COURSE_FIELD_LABELS.featured, words: (value) => (value === true ? "Yes" : value === false ? "No" : String(value)) },
};
