/**
 * The facts a tool page answers beyond its description: what creative tasks
 * it serves, where it runs, and what its terms say about using its outputs
 * in paid work. The vocabularies live in data/catalogue/vocabulary.json so the
 * catalogue and the site read one list.
 */
import vocabulary from "../../data/catalogue/vocabulary.json" with { type: "json" };
import { formatMonth } from "./dates";

export interface UseCase {
  slug: string;
  label: string;
}

export interface Platform {
  slug: string;
  label: string;
  group: "web" | "desktop" | "mobile" | "api" | "plugin";
}

export const USE_CASES: UseCase[] = vocabulary.useCases;
export const PLATFORMS = vocabulary.platforms as Platform[];

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

export const TRAINING_LABELS: Record<Training, string> = {
  yes: "Yes, by default",
  no: "No",
  unknown: "Unknown",
};

/**
 * The facts' names, one wording for the admin form and the tool's history ("Commercial use,
 * paid plans: Unknown → Allowed with conditions"); the facts panel uses the ones it shares.
 */
export const FACT_LABELS = {
  useCases: "Use cases",
  platforms: "Platforms",
  features: "Key features",
  freeTier: "Free plan",
  startingPrice: "Paid plans from",
  openSource: "Open source",
  selfHostable: "Runs on your own machine",
  commercialFree: "Commercial use, free plan",
  commercialPaid: "Commercial use, paid plans",
  trainsOnContent: "Trains on users' content",
  termsNote: "Condition",
  termsSource: "Terms page",
  termsAsOf: "Terms as of",
} as const;

/** true / false / null (not known) as a visitor reads it. */
export const yesNoUnknown = (value: boolean | null) => (value === null ? "Unknown" : value ? "Yes" : "No");

/** "2025-01" as "January 2025". */
export function monthYear(value: string | null): string | null {
  const match = value?.match(/^(\d{4})-(\d{2})$/);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? formatMonth(Number(match[1]), month) : null;
}
