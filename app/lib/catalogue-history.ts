/**
 * How the history of a tool, category or course reads: each recorded field by
 * the name its admin form gives it, each value in the words the form's choices
 * use ("Commercial use, paid plans: Unknown → Allowed with conditions").
 */
import { CATEGORY_FIELD_LABELS, COURSE_FIELD_LABELS } from "./schemas/catalogue-admin";
import { TOOL_FIELD_LABELS, TOOL_STATUS_LABELS, type ToolEditableField } from "./schemas/tool-admin";
import { COMMERCIAL_LABELS, monthYear, platformLabel, TRAINING_LABELS, labelOfUseCase, yesNoUnknown, type CommercialFree, type Training } from "./tool-facts";

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
/** A list recorded as "slug, slug", each slug by its label. */
const slugList = (label: (slug: string) => string | undefined) => (value: unknown) =>
  String(value)
    .split(", ")
    .map((slug) => label(slug) ?? slug)
    .join(", ");

/** A yes / no that may be unknown, recorded as true, false or null. */
const YES_NO_UNKNOWN: HistoryField["words"] = (value) => (typeof value === "boolean" ? yesNoUnknown(value) : String(value));

/**
 * Every field a tool's history records, with its words. The record type makes a
 * new field of the form a compile error here until it has its label.
 * @param categoryNames category slug -> name, as the form's Category choices show them
 */
export function toolHistoryFields(categoryNames: Record<string, string>): Record<ToolEditableField, HistoryField> {
  const words: Partial<Record<ToolEditableField, HistoryField["words"]>> = {
    category: fromTable(categoryNames),
    status: fromTable(TOOL_STATUS_LABELS),
    useCases: slugList(labelOfUseCase),
    platforms: slugList(platformLabel),
    freeTier: YES_NO_UNKNOWN,
    openSource: YES_NO_UNKNOWN,
    selfHostable: YES_NO_UNKNOWN,
    commercialFree: fromTable(COMMERCIAL_LABELS satisfies Record<CommercialFree, string>),
    commercialPaid: fromTable(COMMERCIAL_LABELS),
    trainsOnContent: fromTable(TRAINING_LABELS satisfies Record<Training, string>),
    termsAsOf: (value) => monthYear(String(value)) ?? String(value),
  };
  // Yes / no facts are stored as true, false or null: null is a fact not known.
  const unknownWhenEmpty = new Set<ToolEditableField>(["freeTier", "openSource", "selfHostable"]);
  return Object.fromEntries(
    (Object.keys(TOOL_FIELD_LABELS) as ToolEditableField[]).map((name) => [
      name,
      { label: TOOL_FIELD_LABELS[name], words: words[name], ...(unknownWhenEmpty.has(name) ? { empty: "Unknown" } : {}) },
    ]),
  ) as Record<ToolEditableField, HistoryField>;
}

const labelsOnly = (labels: Record<string, string>): HistoryFields => Object.fromEntries(Object.entries(labels).map(([name, label]) => [name, { label }]));

export const CATEGORY_HISTORY_FIELDS = labelsOnly(CATEGORY_FIELD_LABELS);

export const COURSE_HISTORY_FIELDS: HistoryFields = {
  ...labelsOnly(COURSE_FIELD_LABELS),
  featured: { label: COURSE_FIELD_LABELS.featured, words: (value) => (value === true ? "Yes" : value === false ? "No" : String(value)) },
};
