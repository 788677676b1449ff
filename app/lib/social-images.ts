/**
 * Addresses of the social cards (the images link previews show) and their versions.
 * Pages put the version in the address they advertise, and the server answers a request
 * carrying the current version with a year-long immutable cache: so each version must
 * change whenever anything drawn on the card changes, and must be computable from what
 * the page's loader already has. Shared by the pages' meta and server/social.
 */
import { SITE_NAME, SITE_TAGLINE } from "./site";

export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

/** The kinds of card drawn from a row of the database, as they appear in the address. */
export const SOCIAL_CARD_KINDS = ["tools", "category", "blog"] as const;
export type SocialCardKind = (typeof SOCIAL_CARD_KINDS)[number];

type Instant = Date | string | number;
const millis = (instant: Instant) => new Date(instant).getTime();

export function socialImagePath(kind: SocialCardKind, slug: string, version: string): string {
  return `/social/${kind}/${encodeURIComponent(slug)}.png?v=${encodeURIComponent(version)}`;
}

/** A tool's card also shows its category's name, which changes without the tool's row changing. */
export function toolCardVersion(tool: { updatedAt: Instant; categoryUpdatedAt: Instant | null }): string {
  return String(Math.max(millis(tool.updatedAt), tool.categoryUpdatedAt == null ? 0 : millis(tool.categoryUpdatedAt)));
}

/**
 * A category's card shows its name, description and number of published tools. The row's
 * updated_at covers the first two; the count goes in as itself, because no date covers it:
 * deleting a tool, or moving one to another category, changes this category's count without
 * touching any row that is still in it.
 */
export function categoryCardVersion(category: { updatedAt: Instant }, publishedToolCount: number): string {
  return `${millis(category.updatedAt)}-${publishedToolCount}`;
}

export function postCardVersion(post: { updatedAt: Instant }): string {
  return String(millis(post.updatedAt));
}

/** The site's card shows only the name and tagline from code: its version is a digest of them (FNV-1a). */
export const SITE_CARD_VERSION = (() => {
  let hash = 0x811c9dc5;
  for (const char of `${SITE_NAME}\n${SITE_TAGLINE}`) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash.toString(36);
})();

export const SITE_CARD_PATH = `/social/site.png?v=${SITE_CARD_VERSION}`;
