/**
 * Where each group of a tool's deciding facts was read: its price, the commercial use of its
 * outputs, training on users' content, and what its free plan withholds. Each group has its own
 * source or none; a fact of a group without a source is not shown as known (the catalogue refuses
 * one, server/catalogue/file.ts).
 *
 * A source is either the maker's own page (`maker`: on the tool's own domain) or a third party's
 * report of it (`report`: a review, a guide, a copy of the maker's text elsewhere), with the month
 * the page states for itself (null: undated), the day it was read, and the sentence that states
 * the fact.
 */
import type { ToolFactKey } from "./tool-facts";

export const FACT_SOURCE_GROUPS = ["price", "commercialUse", "training", "freePlanLimits"] as const;
export type FactSourceGroup = (typeof FACT_SOURCE_GROUPS)[number];

export const SOURCE_KINDS = ["maker", "report"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export interface FactSource {
  url: string;
  kind: SourceKind;
  /** YYYY-MM: the month the page states for itself; null when it states none. */
  asOf: string | null;
  /** YYYY-MM-DD: the day the page was read. */
  checkedOn: string;
  /** The sentence of the page that states the fact. */
  quote: string;
}

export type FactSources = Record<FactSourceGroup, FactSource | null>;

export const NO_SOURCES: FactSources = { price: null, commercialUse: null, training: null, freePlanLimits: null };

/** The facts each source stands for. */
export const SOURCED_FACTS: Record<FactSourceGroup, readonly ToolFactKey[]> = {
  price: ["freeTier", "startingPrice"],
  commercialUse: ["commercialFree", "commercialPaid", "termsNote"],
  training: ["trainsOnContent"],
  freePlanLimits: ["freeWatermark", "freeCardRequired", "freeAllowance"],
};

/** The group whose source a fact needs, if any. */
export function sourceGroupOf(key: ToolFactKey): FactSourceGroup | undefined {
  return FACT_SOURCE_GROUPS.find((group) => SOURCED_FACTS[group].includes(key));
}

/** A fact value that says something: not null, not "unknown", not an empty text. */
export const isKnown = (value: unknown) => value !== null && value !== undefined && value !== "unknown" && value !== "";

/** The facts of a group a tool states ("no free plan" says nothing of a free plan's terms). */
export function knownFactsOf(group: FactSourceGroup, values: Record<string, unknown>): ToolFactKey[] {
  return SOURCED_FACTS[group].filter((key) => isKnown(values[key]) && !(key === "commercialFree" && values[key] === "no-free-plan"));
}

/** The site a source is on, as a reader names it ("hivebook.wiki", "adobe.com"). */
export function sourceHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/**
 * Every group's source, null where none is on record, groups and fields in one order (the
 * database's jsonb keeps its own): what a stored or sent value holds, made whole.
 */
export function wholeSources(value: Partial<FactSources> | null | undefined): FactSources {
  const inOrder = (source: FactSource | null | undefined): FactSource | null =>
    source ? { url: source.url, kind: source.kind, asOf: source.asOf ?? null, checkedOn: source.checkedOn, quote: source.quote } : null;
  return { price: inOrder(value?.price), commercialUse: inOrder(value?.commercialUse), training: inOrder(value?.training), freePlanLimits: inOrder(value?.freePlanLimits) };
}
