/**
 * The one mapping from database rows to the API's objects. Field names are
 * part of the contract (server/api/openapi.ts describes them): camelCase,
 * null where a fact is not known, absolute URLs, ISO-8601 dates.
 */
import { changeSentence, changeSubject, changeWords, PUBLIC_CHANGE_GROUP_NAMES, PUBLIC_CHANGE_GROUPS } from "~/lib/public-changes";
import type { FactsIn } from "~/lib/tool-facts";
import { wholeSources, type FactSources } from "~/lib/fact-sources";
import type { PublicChange } from "../changes/queries";
import type { CategorySummary } from "../categories/queries";
import { factsForApi } from "../tools/facts";
import { averageRating, FORMER_MEMBER_NAME } from "~/lib/review-score";
import type { PublicReview } from "../reviews/queries";
import type { ApiCourseRow, ApiToolRow } from "./queries";
import { isOneOf } from "~/lib/records";

/**
 * A tool as the API sends it; the facts follow from their definition (app/lib/tool-facts.ts), each
 * group of deciding facts with where it was read (app/lib/fact-sources.ts). The free plan's limits
 * are null when the tool is not known to have a free plan.
 */
export type ApiTool = ApiListing & Omit<FactsIn<"api">, "freePlanLimits"> & { freePlanLimits: FactsIn<"api">["freePlanLimits"] | null; sources: FactSources };

interface ApiListing {
  slug: string;
  name: string;
  description: string;
  url: string;
  pricingUrl: string | null;
  pricing: string;
  category: { slug: string; name: string } | null;
  logoUrl: string | null;
  status: string;
  successorSlug: string | null;
  pageUrl: string;
  publishedAt: string | null;
  updatedAt: string;
  reviews: ApiReviewSummary;
  claimed: boolean;
  claimedSince: string | null;
}

/** Published reviews: how many, and their average once there are MIN_REVIEWS_FOR_SCORE (null before). */
export interface ApiReviewSummary {
  count: number;
  average: number | null;
}

export interface ApiCategory {
  slug: string;
  name: string;
  description: string;
  toolCount: number;
  pageUrl: string;
}

export interface ApiCourse {
  slug: string;
  name: string;
  description: string;
  level: string;
  pricing: string;
  featured: boolean;
  platform: string;
  url: string | null;
  logoUrl: string | null;
  tools: string[];
  pageUrl: string;
  updatedAt: string;
  reviews: ApiReviewSummary;
}

const pageUrl = (origin: string, path: string, slug: string) => `${origin}${path}${encodeURIComponent(slug)}`;

/**
 * An image the site serves, as an absolute URL. The initials the site draws
 * for a tool without a logo (/logos/...) are not its logo, so they are null.
 */
function imageUrl(origin: string, stored: string | null): string | null {
  if (!stored || stored.startsWith("/logos/")) return null;
  if (stored.startsWith("/")) return `${origin}${stored}`;
  return /^https?:\/\//.test(stored) ? stored : null;
}

export function serialiseTool(row: ApiToolRow, origin: string): ApiTool {
  const facts = factsForApi(row);
  return {
    slug: row.slug,
    name: row.name,
    description: row.description,
    url: row.exploreNowLink,
    pricingUrl: row.seePricingLink,
    pricing: row.pricing,
    category: row.categorySlug && row.categoryName ? { slug: row.categorySlug, name: row.categoryName } : null,
    logoUrl: imageUrl(origin, row.logoUrl),
    ...facts,
    freePlanLimits: facts.freeTier === true ? facts.freePlanLimits : null,
    sources: wholeSources(row.factSources),
    status: row.status,
    successorSlug: row.status === "discontinued" ? row.successorSlug : null,
    pageUrl: pageUrl(origin, "/tools/", row.slug),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    reviews: reviewSummary(row),
    claimed: row.claimedSince !== null,
    claimedSince: row.claimedSince === null ? null : new Date(row.claimedSince).toISOString(),
  };
}

function reviewSummary(row: { reviewCount: number; ratingSum: number }): ApiReviewSummary {
  return { count: row.reviewCount, average: averageRating(row.ratingSum, row.reviewCount) };
}

export function serialiseCategory(row: CategorySummary, origin: string): ApiCategory {
  return {
    slug: row.slug,
    name: row.displayName,
    description: row.description,
    toolCount: row.toolCount,
    pageUrl: pageUrl(origin, "/category/", row.slug),
  };
}

export function serialiseCourse(row: ApiCourseRow, origin: string): ApiCourse {
  return {
    slug: row.slug,
    name: row.name,
    description: row.description,
    level: row.level,
    pricing: row.pricing,
    featured: row.isFeatured,
    platform: row.platformName,
    url: row.link,
    logoUrl: imageUrl(origin, row.logoUrl),
    tools: row.toolSlugs,
    pageUrl: pageUrl(origin, "/resources/courses/", row.slug),
    updatedAt: row.updatedAt.toISOString(),
    reviews: reviewSummary(row),
  };
}

/** A published review as anyone may read it: never the reviewer's account or e-mail. */
export interface ApiReview {
  id: string;
  author: { name: string };
  rating: number;
  title: string;
  body: string;
  useCase: string;
  plan: string;
  usedFor: string;
  pros: string | null;
  cons: string | null;
  helpfulCount: number;
  publishedAt: string | null;
  editedAt: string | null;
  reply: { body: string; at: string } | null;
}

export function serialiseReview(review: PublicReview): ApiReview {
  return {
    id: review.id,
    author: { name: review.formerMember ? FORMER_MEMBER_NAME : review.authorName },
    rating: review.rating,
    title: review.title,
    body: review.body,
    useCase: review.useCase,
    plan: review.plan,
    usedFor: review.usedFor,
    pros: review.pros || null,
    cons: review.cons || null,
    helpfulCount: review.helpfulCount,
    publishedAt: review.publishedAt?.toISOString() ?? null,
    editedAt: review.editedAt?.toISOString() ?? null,
    reply: review.reply ? { body: review.reply.body, at: review.reply.at.toISOString() } : null,
  };
}

export interface ApiChange {
  id: string;
  kind: string;
  group: string;
  happenedAt: string;
  subject: { type: "tool" | "course" | "article"; slug: string; name: string; pageUrl: string };
  category: { slug: string; name: string } | null;
  before: string | null;
  after: string | null;
  summary: string;
  source: string | null;
  /** Who brought the new value, when an editor accepted it from a suggestion. */
  suggestedBy: "reader" | "maker" | null;
  successor: { slug: string; name: string; pageUrl: string } | null;
}

const groupOfKind = (kind: string) => PUBLIC_CHANGE_GROUP_NAMES.find((group) => isOneOf(PUBLIC_CHANGE_GROUPS[group].kinds, kind))!;

export function serialiseChange(row: PublicChange, origin: string): ApiChange {
  const subject = changeSubject(row);
  const type = row.toolSlug ? "tool" : row.courseSlug ? "course" : "article";
  return {
    id: row.id,
    kind: row.kind,
    group: groupOfKind(row.kind),
    happenedAt: row.happenedAt.toISOString(),
    subject: { type, slug: row.toolSlug ?? row.courseSlug ?? row.postSlug ?? "", name: subject.name, pageUrl: `${origin}${subject.path}` },
    category: row.categorySlug && row.categoryName ? { slug: row.categorySlug, name: row.categoryName } : null,
    before: row.before,
    after: row.kind === "discontinued" ? null : row.after,
    summary: changeSentence(changeWords(row)),
    source: row.source,
    suggestedBy: row.suggestedBy,
    successor: row.kind === "discontinued" && row.successorSlug && row.successorName ? { slug: row.successorSlug, name: row.successorName, pageUrl: pageUrl(origin, "/tools/", row.successorSlug) } : null,
  };
}
