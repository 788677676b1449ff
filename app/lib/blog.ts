// Blog rules shared by the editor in the browser and the server: slugs, tags, categories, read time.

export const BLOG_FEED_PATH = "/resources/blog/rss.xml";

/** An autosaved draft's title starts with this, so it stands out in the list; the editor shows the title without it. */
export const DRAFT_PREFIX = "[DRAFT] ";

export const BLOG_CATEGORIES = ["AI Trends", "Tools & Resources", "Tutorials", "Opinion", "News"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Words a reader gets through in a minute of attentive reading. */
const WORDS_PER_MINUTE = 200;

/** A post's slug from its title: lowercase letters, digits and hyphens, spaces turned into hyphens. */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Tags as typed, comma separated: trimmed, empties dropped, each once. */
export function parseTags(input: string): string[] {
  return [...new Set(input.split(",").map((tag) => tag.trim()).filter(Boolean))];
}

/** The text of a post's HTML, for counting words and for excerpts in feeds. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&[a-z]+;|&#\d+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Minutes to read a post, from the words in it; at least one. */
export function readingMinutes(html: string): number {
  const words = textOf(html).split(" ").filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
