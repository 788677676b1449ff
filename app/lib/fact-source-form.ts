/**
 * The sources of a tool's fact groups in the admin form (app/lib/fact-sources.ts): five fields a
 * group (address, kind, the month the page states, the day it was read, the sentence), their
 * checks, and how the history records a source, one line per group.
 */
import { z } from "zod/mini";
import { FACT_SOURCE_GROUPS, knownFactsOf, SOURCE_KINDS, type FactSource, type FactSourceGroup, type FactSources } from "./fact-sources";
import { webAddress } from "./tool-fact-form";

const PARTS = ["Url", "Kind", "AsOf", "CheckedOn", "Quote"] as const;
type Part = (typeof PARTS)[number];
export type SourceFormField = `${FactSourceGroup}Source${Part}`;
/** The history's one line per group. */
export type SourceRecordField = `${FactSourceGroup}Source`;

export const sourceField = (group: FactSourceGroup, part: Part): SourceFormField => `${group}Source${part}`;
export const SOURCE_FORM_FIELDS: SourceFormField[] = FACT_SOURCE_GROUPS.flatMap((group) => PARTS.map((part) => sourceField(group, part)));

/** Each group as the form and the history name its source. */
export const SOURCE_GROUP_LABELS: Record<FactSourceGroup, string> = {
  price: "Price source",
  commercialUse: "Commercial use source",
  training: "Training source",
  freePlanLimits: "Free-plan limits source",
};
export const SOURCE_KIND_LABELS: Record<(typeof SOURCE_KINDS)[number], string> = { maker: "The maker's own page", report: "A third party's report" };
export const SOURCE_RECORD_LABELS = Object.fromEntries(FACT_SOURCE_GROUPS.map((group) => [`${group}Source`, SOURCE_GROUP_LABELS[group]])) as Record<SourceRecordField, string>;

const QUOTE_MAX = 400;

function partSchema(part: Part) {
  switch (part) {
    case "Url":
      return z.union([z.literal(""), z.pipe(z.string().check(z.trim()), webAddress("The source"))]);
    case "Kind":
      return z.enum(SOURCE_KINDS, "Please choose whose page this is.");
    case "AsOf":
      return z.string().check(z.trim(), z.regex(/^(20\d\d-(0[1-9]|1[0-2]))?$/, "Please write the month as YYYY-MM, e.g. 2026-05, or leave it empty when the page states none."));
    case "CheckedOn":
      return z.string().check(z.trim(), z.regex(/^(20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))?$/, "Please write the day as YYYY-MM-DD, or leave it empty for today."));
    case "Quote":
      return z.string().check(z.trim(), z.maxLength(QUOTE_MAX, `The sentence must be ${QUOTE_MAX} characters or fewer.`));
  }
}

/** The checks of every source field, to spread into the tool form's schema. */
export function sourceFieldSchemas() {
  return Object.fromEntries(FACT_SOURCE_GROUPS.flatMap((group) => PARTS.map((part) => [sourceField(group, part), partSchema(part)]))) as Record<SourceFormField, ReturnType<typeof partSchema>>;
}

/** What the form shows for a tool's sources; a group without one starts as a third party's report. */
export function sourcesAsFormValues(sources: FactSources): Record<SourceFormField, string> {
  return Object.fromEntries(
    FACT_SOURCE_GROUPS.flatMap((group) => {
      const source = sources[group];
      return [
        [sourceField(group, "Url"), source?.url ?? ""],
        [sourceField(group, "Kind"), source?.kind ?? "report"],
        [sourceField(group, "AsOf"), source?.asOf ?? ""],
        [sourceField(group, "CheckedOn"), source?.checkedOn ?? ""],
        [sourceField(group, "Quote"), source?.quote ?? ""],
      ];
    }),
  ) as Record<SourceFormField, string>;
}

export type SourceProblem = { field: SourceFormField; message: string };

/**
 * The sources the form gives, checked against the facts it gives: every known fact stands on its
 * group's source, a source states something, and says it in a sentence of its own. A source read
 * again (another address, kind, month or sentence) is dated `today` unless the admin dated it.
 */
export function sourcesFromForm(
  checked: Record<SourceFormField, string>,
  facts: Record<string, unknown>,
  before: FactSources,
  today: string,
): { ok: true; sources: FactSources } | { ok: false; problem: SourceProblem } {
  const sources = { ...before } as FactSources;
  for (const group of FACT_SOURCE_GROUPS) {
    const url = checked[sourceField(group, "Url")];
    const quote = checked[sourceField(group, "Quote")];
    const known = knownFactsOf(group, facts).length > 0;
    if (!url) {
      if (known) return { ok: false, problem: { field: sourceField(group, "Url"), message: "Please give the page these facts were read on, or set them back to unknown." } };
      if (quote) return { ok: false, problem: { field: sourceField(group, "Url"), message: "Please give the page this sentence is from." } };
      sources[group] = null;
      continue;
    }
    if (!known) return { ok: false, problem: { field: sourceField(group, "Url"), message: "This page states none of the facts above: give them, or clear the address." } };
    if (quote.length < 10) return { ok: false, problem: { field: sourceField(group, "Quote"), message: "Please copy the sentence of the page that states these facts." } };
    const read: Omit<FactSource, "checkedOn"> = {
      url,
      kind: checked[sourceField(group, "Kind")] as FactSource["kind"],
      asOf: checked[sourceField(group, "AsOf")] || null,
      quote,
    };
    const previous = before[group];
    const unchanged = previous && previous.url === read.url && previous.kind === read.kind && previous.asOf === read.asOf && previous.quote === read.quote;
    const given = checked[sourceField(group, "CheckedOn")];
    const datedByAdmin = given && given !== previous?.checkedOn;
    sources[group] = { ...read, checkedOn: datedByAdmin || unchanged ? given || previous!.checkedOn : today };
  }
  return { ok: true, sources };
}

/** A source as the history records it, in one line: whose page, where, its month, the day read and the sentence. */
function recordedSource(source: FactSource | null): string | null {
  if (!source) return null;
  return [SOURCE_KIND_LABELS[source.kind], source.url, source.asOf ?? "undated", `read ${source.checkedOn}`, `“${source.quote}”`].join(" · ");
}

export function sourcesAsRecorded(sources: FactSources): Record<SourceRecordField, string | null> {
  return Object.fromEntries(FACT_SOURCE_GROUPS.map((group) => [`${group}Source`, recordedSource(sources[group])])) as Record<SourceRecordField, string | null>;
}
