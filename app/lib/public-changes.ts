/**
 * How visitors read the directory's public changes (/new, its feed, a tool's History, the API):
 * the groups they filter by and the words for each change. The changes themselves are recorded
 * by the database (server/changes).
 */
import type { FactSourceGroup } from "./fact-sources";
import { entryOf } from "./records";
import { COMMERCIAL_LABELS, TRAINING_LABELS, publicLabel, toolFact, yesNoUnknown } from "./tool-facts";

export const PUBLIC_CHANGE_GROUPS = {
  tools: { label: "New tools", kinds: ["tool-added"] },
  prices: { label: "Prices", kinds: ["price", "pricing-model", "free-plan"] },
  terms: { label: "Terms", kinds: ["commercial-free", "commercial-paid", "training"] },
  discontinued: { label: "Discontinued", kinds: ["discontinued"] },
  links: { label: "Links", kinds: ["link-dead", "link-back"] },
  courses: { label: "New courses", kinds: ["course-added"] },
  articles: { label: "New articles", kinds: ["article-added"] },
} as const;

export type PublicChangeGroup = keyof typeof PUBLIC_CHANGE_GROUPS;
export type PublicChangeKind = (typeof PUBLIC_CHANGE_GROUPS)[PublicChangeGroup]["kinds"][number];
export const PUBLIC_CHANGE_GROUP_NAMES = ["tools", "prices", "terms", "discontinued", "links", "courses", "articles"] as const satisfies readonly PublicChangeGroup[];
// Every group is named above, in the order visitors see them.
const everyGroupNamed: Exclude<PublicChangeGroup, (typeof PUBLIC_CHANGE_GROUP_NAMES)[number]> extends never ? true : false = true;
void everyGroupNamed;

export const isPublicChangeGroup = (value: string | null): value is PublicChangeGroup => value !== null && value in PUBLIC_CHANGE_GROUPS;

/** What a change says beside its subject's name. */
export interface ChangeWords {
  /** What changed, e.g. "Paid plans from". */
  what: string;
  /** From what to what, when the change has two values: "$10/month → $12/month". */
  fromTo?: string;
}

/** A tool's links by their kind (server/links/checker.ts). */
export const LINK_NAMES: Record<string, string> = { website: "website", pricing: "pricing page", terms: "terms page" };
const arrow = (before: string, after: string) => `${before} → ${after}`;
const yesNo = (value: string | null) => yesNoUnknown(value === null ? null : value === "true");

export function changeWords(change: { kind: PublicChangeKind; before: string | null; after: string | null }): ChangeWords {
  const { before, after } = change;
  switch (change.kind) {
    case "tool-added":
      return { what: "Added to the directory" };
    case "price":
      return { what: publicLabel(toolFact("startingPrice")), fromTo: arrow(before ?? "", after ?? "") };
    case "pricing-model":
      return { what: "Pricing", fromTo: arrow(before ?? "", after ?? "") };
    case "free-plan":
      return { what: publicLabel(toolFact("freeTier")), fromTo: arrow(yesNo(before), yesNo(after)) };
    case "commercial-free":
    case "commercial-paid": {
      const label = (value: string | null) => entryOf(COMMERCIAL_LABELS, value) ?? value ?? "";
      return { what: publicLabel(toolFact(change.kind === "commercial-free" ? "commercialFree" : "commercialPaid")), fromTo: arrow(label(before), label(after)) };
    }
    case "training": {
      const label = (value: string | null) => entryOf(TRAINING_LABELS, value) ?? value ?? "";
      return { what: publicLabel(toolFact("trainsOnContent")), fromTo: arrow(label(before), label(after)) };
    }
    case "discontinued":
      return { what: "Discontinued" };
    case "link-dead":
      return { what: `Its ${LINK_NAMES[after ?? ""] ?? "link"} stopped answering` };
    case "link-back":
      return { what: `Its ${LINK_NAMES[after ?? ""] ?? "link"} answers again` };
    case "course-added":
      return { what: "New course" };
    case "article-added":
      return { what: "New article" };
  }
}

/** The group of facts whose source a change's new value stands on. */
export const CHANGE_SOURCE_GROUP: Partial<Record<PublicChangeKind, FactSourceGroup>> = {
  price: "price",
  "free-plan": "price",
  "commercial-free": "commercialUse",
  "commercial-paid": "commercialUse",
  training: "training",
};

/** Who brought a change an editor accepted from a suggestion, in the API's and feeds' English. */
export const SUGGESTED_BY_WORDS = { reader: "Suggested by a reader", maker: "Suggested by the maker" } as const;

/** One line: "Paid plans from: $10/month → $12/month". */
export const changeSentence = (words: ChangeWords) => (words.fromTo ? `${words.what}: ${words.fromTo}` : words.what);

export const CHANGES_PATH = "/new";
export const CHANGES_FEED_PATH = "/new/rss.xml";

/** What a change is about, and where its page is. */
export function changeSubject(change: {
  toolSlug: string | null;
  toolName: string | null;
  courseSlug: string | null;
  courseName: string | null;
  postSlug: string | null;
  postTitle: string | null;
}): { name: string; path: string } {
  if (change.toolSlug) return { name: change.toolName ?? change.toolSlug, path: `/tools/${change.toolSlug}` };
  if (change.courseSlug) return { name: change.courseName ?? change.courseSlug, path: `/resources/courses/${change.courseSlug}` };
  return { name: change.postTitle ?? change.postSlug ?? "", path: `/blog/${change.postSlug}` };
}

/** The Monday (UTC) of the week a moment falls in, as YYYY-MM-DD: /new lists changes week by week. */
export function weekOf(moment: Date | string): string {
  const day = new Date(moment);
  const monday = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - ((day.getUTCDay() + 6) % 7)));
  return monday.toISOString().slice(0, 10);
}

/** The changes a saved tool's owner is told about: what may change whether it still suits them. */
export const WATCHED_CHANGE_KINDS = ["price", "pricing-model", "free-plan", "commercial-free", "commercial-paid", "training", "discontinued", "link-dead"] as const satisfies readonly PublicChangeKind[];
