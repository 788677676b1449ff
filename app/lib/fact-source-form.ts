/**
 * The sources of a tool's fact groups in the admin form (app/lib/fact-sources.ts): five fields a
 * group (address, kind, the month the page states, the day it was read, the sentence), their
 * checks, and how the history records a source, one line per group.
 */
import { z } from "zod/mini";
import { FACT_SOURCE_GROUPS, knownFactsOf, SOURCE_KINDS, type FactSource, type FactSourceGroup, type FactSources } from "./fact-sources";
import { isOneOf } from "./records";
import { webAddress } from "./tool-fact-form";

const PARTS = ["Url", "Kind", "AsOf", "CheckedOn", "Quote"] as const;
type Part = (typeof PARTS)[number];
export type SourceFormField = `${FactSourceGroup}Source${Part}`;
/** The history's one line per group. */
export type SourceRecordField = `${FactSourceGroup}Source`;

export const sourceField = (group: FactSourceGroup, part: Part): SourceFormField => `${group}Source${part}`;
export const SOURCE_FORM_FIELDS: SourceFormField[] = FACT_SOURCE_GROUPS.flatMap((group) => PARTS.map((part) => sourceField(group, part)));

/** One entry per source field, each from its group and part. */
function perField<V>(valueOf: (group: FactSourceGroup, part: Part) => V): Record<SourceFormField, V> {
  // Object.fromEntries types its keys as string; they are sourceField() of every group and part, all of SourceFormField.
  return Object.fromEntries(FACT_SOURCE_GROUPS.flatMap((group) => PARTS.map((part) => [sourceField(group, part), valueOf(group, part)]))) as Record<SourceFormField, V>;
}

/** One entry per group, under the history's name for its source. */
function perGroup<V>(valueOf: (group: FactSourceGroup) => V): Record<SourceRecordField, V> {
  // Object.fromEntries types its keys as string; they are `${group}Source` of every group, all of SourceRecordField.
  return Object.fromEntries(FACT_SOURCE_GROUPS.map((group) => [`${group}Source`, valueOf(group)])) as Record<SourceRecordField, V>;
}

/** Each group as the form and the history name its source. */
export const SOURCE_GROUP_LABELS: Record<FactSourceGroup, string> = {
  price: "Price source",
  commercialUse: "Commercial use source",
  training: "Training source",
  freePlanLimits: "Free-plan limits source",
};
export const SOURCE_KIND_LABELS: Record<(typeof SOURCE_KINDS)[number], string> = { maker: "The maker's own page", report: "A third party's report" };
export const SOURCE_RECORD_LABELS = perGroup((group) => SOURCE_GROUP_LABELS[group]);

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
  return perField((_group, part) => partSchema(part));
}

/** What the form shows for a tool's sources; a group without one starts as a third party's report. */
export function sourcesAsFormValues(sources: FactSources): Record<SourceFormField, string> {
  return perField((group, part) => {
    const source = sources[group];
    switch (part) {
      case "Url":
        return source?.url ?? "";
      case "Kind":
        return source?.kind ?? "report";
      case "AsOf":
        return source?.asOf ?? "";
      case "CheckedOn":
        return source?.checkedOn ?? "";
      case "Quote":
        return source?.quote ?? "";
    }
  });
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
  const sources: FactSources = { ...before };
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
    const kind = checked[sourceField(group, "Kind")];
    const read: Omit<FactSource, "checkedOn"> = {
      url,
      // The form's check allows only SOURCE_KINDS; a new source is a third party's report, as the form starts it.
      kind: isOneOf(SOURCE_KINDS, kind) ? kind : "report",
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
  return perGroup((group) => recordedSource(sources[group]));
}
