/** RSS 2.0 documents (the blog's and the new tools'), written from plain items. */
import { xmlText } from "../seo/xml";

export interface FeedItem {
  title: string;
  /** Absolute address of the item's page; also its permanent guid unless `guid` is given. */
  link: string;
  /** An id of the item's own where several items share a page (changes of one tool). */
  guid?: string;
  description: string;
  category?: string | null;
  creator?: string | null;
  publishedAt: Date | null;
}

export interface Feed {
  title: string;
  /** Absolute address of the page the feed follows. */
  link: string;
  /** Absolute address of the feed itself. */
  selfLink: string;
  description: string;
  items: FeedItem[];
}

const tag = (name: string, value: string | null | undefined) => (value ? `<${name}>${xmlText(value)}</${name}>` : "");

export function rssXml(feed: Feed): string {
  const items = feed.items.map((item) =>
    [
      "    <item>",
      `      ${tag("title", item.title)}`,
      `      ${tag("link", item.link)}`,
      item.guid ? `      <guid isPermaLink="false">${xmlText(item.guid)}</guid>` : `      <guid isPermaLink="true">${xmlText(item.link)}</guid>`,
      `      ${tag("description", item.description)}`,
      item.category ? `      ${tag("category", item.category)}` : "",
      item.creator ? `      ${tag("dc:creator", item.creator)}` : "",
      item.publishedAt ? `      <pubDate>${item.publishedAt.toUTCString()}</pubDate>` : "",
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  const newest = feed.items.map((item) => item.publishedAt).find(Boolean);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    ${tag("title", feed.title)}`,
    `    ${tag("link", feed.link)}`,
    `    <atom:link href="${xmlText(feed.selfLink)}" rel="self" type="application/rss+xml" />`,
    `    ${tag("description", feed.description)}`,
    "    <language>en</language>",
    newest ? `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : "",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter(Boolean)
    .join("\n");
}

export const RSS_HEADERS = { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" };
