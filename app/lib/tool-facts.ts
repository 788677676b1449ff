/**
 * The facts a tool page answers beyond its description: what creative tasks
 * it serves, where it runs, what it costs and what its terms say about using
 * its outputs in paid work.
 *
 * TOOL_FACTS is the one definition of each fact. The admin form and its
 * checks (app/lib/tool-fact-form.ts), the facts panel, the history's labels,
 * the API and its OpenAPI schema, and the catalogue files
 * (server/tools/facts.ts) are all derived from it. Adding a fact: an entry
 * here, a column in server/db/schema.ts with its migration, and the data.
 * The vocabularies live in data/catalogue/vocabulary.json so the catalogue
 * and the site read one list.
 */
import type { aiTools } from "@server/db/schema";
import vocabulary from "../../data/catalogue/vocabulary.json" with { type: "json" };
import { formatMonth } from "./dates";
import { isOneOf } from "./records";

export interface UseCase {
  slug: string;
  label: string;
}

export interface Platform {
  slug: string;
  label: string;
  group: "web" | "desktop" | "mobile" | "api" | "plugin";
}

const PLATFORM_GROUPS = ["web", "desktop", "mobile", "api", "plugin"] as const satisfies readonly Platform["group"][];

export const USE_CASES: UseCase[] = vocabulary.useCases;
// The JSON types each group as any string: a group outside the list is a mistake in the vocabulary file.
export const PLATFORMS: Platform[] = vocabulary.platforms.map(({ slug, label, group }) => {
  if (!isOneOf(PLATFORM_GROUPS, group)) throw new Error(`data/catalogue/vocabulary.json: the platform "${slug}" has the unknown group "${group}"`);
  return { slug, label, group };
});

const useCaseBySlug = new Map(USE_CASES.map((u) => [u.slug, u]));
const platformBySlug = new Map(PLATFORMS.map((p) => [p.slug, p]));

// Not "useCaseLabel": a name that starts with "use" is taken for a React hook.
export const labelOfUseCase = (slug: string) => useCaseBySlug.get(slug)?.label;
export const platformLabel = (slug: string) => platformBySlug.get(slug)?.label;
export const isUseCase = (slug: string) => useCaseBySlug.has(slug);
export const isPlatform = (slug: string) => platformBySlug.has(slug);

export const COMMERCIAL_FREE = ["allowed", "restricted", "not-allowed", "no-free-plan", "unknown"] as const;
export const COMMERCIAL_PAID = ["allowed", "restricted", "not-allowed", "unknown"] as const;
export const TRAINING = ["yes", "no", "unknown"] as const;
export const YES_NO_UNKNOWN = ["yes", "no", "unknown"] as const;
export type CommercialFree = (typeof COMMERCIAL_FREE)[number];
export type CommercialPaid = (typeof COMMERCIAL_PAID)[number];
export type Training = (typeof TRAINING)[number];

export const COMMERCIAL_LABELS: Record<CommercialFree, string> = {
  allowed: "Allowed",
  restricted: "Allowed with conditions",
  "not-allowed": "Not allowed",
  "no-free-plan": "No free plan",
  unknown: "Unknown",
};

export const YES_NO_LABELS: Record<(typeof YES_NO_UNKNOWN)[number], string> = { yes: "Yes", no: "No", unknown: "Unknown" };

export const TRAINING_LABELS: Record<Training, string> = {
  yes: "Yes, by default",
  no: "No",
  unknown: "Unknown",
};

/** true / false / null (not known) as a visitor reads it. */
export const yesNoUnknown = (value: boolean | null) => (value === null ? "Unknown" : value ? "Yes" : "No");

/** "2025-01" as "January 2025". */
export function monthYear(value: string | null): string | null {
  const match = value?.match(/^(\d{4})-(\d{2})$/);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? formatMonth(Number(match[1]), month) : null;
}

type ToolRow = typeof aiTools.$inferSelect;

/** Where a fact sits in an outside shape (an API object, a catalogue entry): at its top, or inside a group. */
export interface FactPlace {
  name: string;
  group?: "commercialUse" | "freePlanLimits";
}

/** Where the admin form shows a fact. */
export type FactSection = "uses" | "pricing" | "terms";

interface FactCommon {
  /** The fact's name in the admin form, the facts panel and the history. */
  label: string;
  /** Where visitors read it differently ("your content" rather than "users' content"). */
  publicLabel?: string;
  /** Shown as a row of the tool page's "Pricing and terms" list (the others have places of their own there). */
  row?: boolean;
  /** A line under the admin form's field. */
  help?: string;
  /** The admin form says "(optional)" after the label. */
  optional?: boolean;
  section: FactSection;
  /** Its key in the API's tool object; its description in the OpenAPI document. */
  api: FactPlace & { description?: string };
  /** Its key in data/catalogue/tools.json. */
  catalogue: FactPlace;
}

/**
 * The kinds of value a fact can hold. Each kind fixes the column type it is
 * stored in, so `fact()` refuses a definition whose column holds another type.
 */
export type FactKind =
  /** Slugs from a vocabulary (ticked in the form): text[] */
  | { kind: "slugs"; vocabulary: "useCases" | "platforms"; message: string }
  /** Lines written by the editors: text[] */
  | { kind: "lines"; maxLines: number; maxLength: number; tooMany: string; tooLong: string }
  /** Yes, no, or not known: boolean, null when not known. */
  | { kind: "yesNo" }
  /** One of a list, "unknown" among them: text not null. */
  | { kind: "choice"; choices: readonly string[]; labels: Record<string, string>; message: string }
  /** Free text: text, null when empty. */
  | { kind: "text"; maxLength: number; tooLong: string }
  /** A web page: text, null when none. */
  | { kind: "url" }
  /** A month, YYYY-MM: text, null when not known. */
  | { kind: "month" };

type KindFor<V> = [V] extends [string[]]
  ? Extract<FactKind, { kind: "slugs" | "lines" }>
  : [V] extends [boolean | null]
    ? Extract<FactKind, { kind: "yesNo" }>
    : [V] extends [string]
      ? Extract<FactKind, { kind: "choice" }>
      : [V] extends [string | null]
        ? Extract<FactKind, { kind: "text" | "url" | "month" }>
        : never;

/** Any fact, as the code that derives forms, panels and documents from the definition reads it. */
export type FactDefinition = FactCommon & FactKind & { key: string };

/** One fact, checked against the column it is stored in; its literal names are kept for the types derived below. */
export const fact = <K extends keyof ToolRow, const D extends FactCommon & KindFor<ToolRow[K]>>(key: K, definition: D): D & { key: K } => ({ key, ...definition });

/** The groups facts may sit in outside the database, with what the API says of each. */
export const FACT_GROUPS = {
  commercialUse: { description: "What the maker's terms say about using outputs in paid work." },
  freePlanLimits: { description: "What the free plan withholds; in the API null when the tool has no free plan, or it is not known to have one." },
} as const;

const terms = <N extends string>(name: N) => ({ name, group: "commercialUse" as const });
const freePlan = <N extends string>(name: N) => ({ name, group: "freePlanLimits" as const });

export const TOOL_FACTS = [
  fact("useCases", {
    kind: "slugs",
    vocabulary: "useCases",
    message: "Please choose use cases from the list.",
    label: "Use cases",
    section: "uses",
    api: { name: "useCases", description: "Creative tasks the tool serves: values of the task parameter." },
    catalogue: { name: "useCases" },
  }),
  fact("platforms", {
    kind: "slugs",
    vocabulary: "platforms",
    message: "Please choose platforms from the list.",
    label: "Platforms",
    section: "uses",
    api: { name: "platforms", description: "Where it runs: values of the platform parameter." },
    catalogue: { name: "platforms" },
  }),
  fact("features", {
    kind: "lines",
    maxLines: 6,
    maxLength: 100,
    tooMany: "Please list at most 6 features.",
    tooLong: "Each feature must be 100 characters or fewer.",
    label: "Key features",
    help: "One per line, 3 to 5 of them.",
    section: "uses",
    api: { name: "features", description: "Notable features, as written by the editors." },
    catalogue: { name: "features" },
  }),
  fact("freeTier", {
    row: true,
    kind: "yesNo",
    label: "Free plan",
    section: "pricing",
    api: { name: "freeTier", description: "Has a free plan; null when not known." },
    catalogue: { name: "freeTier" },
  }),
  fact("startingPrice", {
    row: true,
    kind: "text",
    maxLength: 40,
    tooLong: "The starting price must be 40 characters or fewer.",
    label: "Paid plans from",
    help: 'As the pricing page says it, e.g. "$12/month".',
    optional: true,
    section: "pricing",
    api: { name: "startingPrice", description: 'The cheapest paid plan as written, such as "$10/month"; null when not known.' },
    catalogue: { name: "startingPrice" },
  }),
  fact("freeWatermark", {
    row: true,
    kind: "choice",
    choices: YES_NO_UNKNOWN,
    labels: YES_NO_LABELS,
    message: "Please choose whether the free plan's outputs carry a watermark.",
    label: "Watermark on free outputs",
    section: "pricing",
    api: { ...freePlan("watermark"), description: "Outputs of the free plan carry a watermark: yes, no or unknown." },
    catalogue: freePlan("watermark"),
  }),
  fact("freeCardRequired", {
    row: true,
    kind: "choice",
    choices: YES_NO_UNKNOWN,
    labels: YES_NO_LABELS,
    message: "Please choose whether a card is needed to start the free plan.",
    label: "Card needed for the free plan",
    section: "pricing",
    api: { ...freePlan("cardRequired"), description: "A payment card is needed to start the free plan: yes, no or unknown." },
    catalogue: freePlan("cardRequired"),
  }),
  fact("freeAllowance", {
    row: true,
    kind: "text",
    maxLength: 120,
    tooLong: "The free allowance must be 120 characters or fewer.",
    label: "Free allowance",
    help: 'In the maker\'s words, e.g. "125 credits once" or "3 exports a month".',
    optional: true,
    section: "pricing",
    api: { ...freePlan("allowance"), description: "What the free plan gives, in the maker's words; null when not known." },
    catalogue: freePlan("allowance"),
  }),
  fact("openSource", {
    row: true,
    kind: "yesNo",
    label: "Open source",
    section: "pricing",
    api: { name: "openSource", description: "null when not known." },
    catalogue: { name: "openSource" },
  }),
  fact("selfHostable", {
    row: true,
    kind: "yesNo",
    label: "Runs on your own machine",
    section: "pricing",
    api: { name: "selfHostable", description: "null when not known." },
    catalogue: { name: "selfHostable" },
  }),
  fact("commercialFree", {
    row: true,
    kind: "choice",
    choices: COMMERCIAL_FREE,
    labels: COMMERCIAL_LABELS,
    message: "Please choose what the free plan allows.",
    label: "Commercial use, free plan",
    section: "terms",
    api: { ...terms("freePlan"), description: "May outputs of the free plan be used commercially." },
    catalogue: terms("freePlan"),
  }),
  fact("commercialPaid", {
    row: true,
    kind: "choice",
    choices: COMMERCIAL_PAID,
    labels: COMMERCIAL_LABELS,
    message: "Please choose what paid plans allow.",
    label: "Commercial use, paid plans",
    section: "terms",
    api: { ...terms("paidPlans"), description: "May outputs of the paid plans be used commercially." },
    catalogue: terms("paidPlans"),
  }),
  fact("trainsOnContent", {
    kind: "choice",
    choices: TRAINING,
    labels: TRAINING_LABELS,
    message: "Please choose whether the tool trains on users' content.",
    label: "Trains on users' content",
    publicLabel: "Trains on your content",
    row: true,
    section: "terms",
    api: { ...terms("trainsOnUserContent"), description: "Does the maker train on customers' content by default." },
    catalogue: terms("trainsOnUserContent"),
  }),
  fact("termsNote", {
    kind: "text",
    maxLength: 300,
    tooLong: "The note must be 300 characters or fewer.",
    label: "Condition",
    help: "For 'allowed with conditions': the condition, in one sentence.",
    optional: true,
    section: "terms",
    api: terms("note"),
    catalogue: terms("note"),
  }),
  fact("termsSource", {
    kind: "url",
    label: "Terms page",
    help: "Optional: the maker's terms page, which the source watch reads again for changes.",
    section: "terms",
    api: { ...terms("source"), description: "Where the terms were read." },
    catalogue: terms("source"),
  }),
  fact("termsAsOf", {
    kind: "month",
    label: "Terms as of",
    section: "terms",
    api: { ...terms("asOf"), description: "The month (YYYY-MM) the terms were known to be so." },
    catalogue: terms("asOf"),
  }),
] as const;

type ToolFact = (typeof TOOL_FACTS)[number];
export type ToolFactKey = ToolFact["key"];
export const TOOL_FACT_KEYS: ToolFactKey[] = TOOL_FACTS.map((definition) => definition.key);

/** A tool's facts as the database holds them. */
export type ToolFactValues = Pick<ToolRow, ToolFactKey>;

type Shape = "api" | "catalogue";
type GroupName = keyof typeof FACT_GROUPS;
/** A fact's value in the catalogue files: "unknown" spelt out where the database holds null. */
type CatalogueValue<D extends ToolFact> = D extends { kind: "yesNo" } ? boolean | "unknown" : D extends { kind: "choice"; choices: readonly (infer C)[] } ? C : ToolRow[D["key"]];
type ValueIn<S extends Shape, D extends ToolFact> = S extends "api" ? ToolRow[D["key"]] : CatalogueValue<D>;
type TopLevel<S extends Shape> = { [D in ToolFact as D[S] extends { group: string } ? never : D[S]["name"]]: ValueIn<S, D> };
type Grouped<S extends Shape, G extends GroupName> = { [D in ToolFact as D[S] extends { group: G } ? D[S]["name"] : never]: ValueIn<S, D> };
/** The facts as an outside shape holds them: the API's tool object, or a catalogue entry. */
export type FactsIn<S extends Shape> = TopLevel<S> & { [G in GroupName]: Grouped<S, G> };

/** Each fact's name, one wording for the admin form, the facts panel and the history. */
export const FACT_LABELS = byFact(TOOL_FACTS, (definition) => definition.label);

/** One entry per fact, under the fact's key: for TOOL_FACTS, or the few of them a test gives. */
export function byFact<V>(facts: readonly FactDefinition[], valueOf: (definition: FactDefinition) => V): Record<ToolFactKey, V> {
  // A FactDefinition's key is typed string so code can read any fact; every one is a ToolFactKey, since each comes from fact().
  return Object.fromEntries(facts.map((definition) => [definition.key, valueOf(definition)])) as Record<ToolFactKey, V>;
}

/** A fact's value as a visitor and the history read it; "Unknown" when it is not on record. */
export function factWords(definition: FactDefinition, value: unknown): string {
  if (value === null || value === undefined || value === "") return definition.kind === "yesNo" ? "Unknown" : "(none)";
  switch (definition.kind) {
    case "yesNo":
      return typeof value === "boolean" ? yesNoUnknown(value) : String(value);
    case "choice":
      return definition.labels[String(value)] ?? String(value);
    case "slugs": {
      const label = definition.vocabulary === "useCases" ? labelOfUseCase : platformLabel;
      const slugs = Array.isArray(value) ? value.map(String) : String(value).split(", ");
      return slugs.map((slug) => label(slug) ?? slug).join(", ");
    }
    case "month":
      return monthYear(String(value)) ?? String(value);
    case "lines":
      return Array.isArray(value) ? value.join(" | ") : String(value);
    case "text":
    case "url":
      return String(value);
  }
}

/** How a visitor reads the fact. */
export const publicLabel = (definition: FactDefinition) => definition.publicLabel ?? definition.label;

/** One fact's definition, by its key. */
export const toolFact = (key: ToolFactKey): FactDefinition => TOOL_FACTS.find((definition) => definition.key === key)!;

/** A fact as a visitor reads it beside its name: "Unknown" when not on record; a free tool is not "Unknown" from. */
export function visitorFactText(definition: FactDefinition, tool: Partial<Record<string, unknown>> & { pricing: string }): string {
  const value = tool[definition.key];
  if (definition.key === "startingPrice" && value === null) return tool.pricing === "Free" ? "No paid plan" : "Unknown";
  if (value === null || value === undefined) return "Unknown";
  return factWords(definition, value);
}
