/** The blog's RSS 2.0 feed, written from the newest published posts. */
import { textOf } from "~/lib/blog";
import { SITE_NAME } from "~/lib/site";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export interface FeedPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  publishedAt: Date | null;
}

export function blogFeedXml(posts: FeedPost[], { origin, feedPath }: { origin: string; feedPath: string }): string {
  const items = posts.map((post) => {
    const link = `${origin}/blog/${post.slug}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(textOf(post.excerpt))}</description>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      post.publishedAt ? `      <pubDate>${post.publishedAt.toUTCString()}</pubDate>` : "",
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  const newest = posts[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${SITE_NAME} blog`)}</title>`,
    `    <link>${escapeXml(`${origin}/resources/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${origin}${feedPath}`)}" rel="self" type="application/rss+xml" />`,
    "    <description>Practical writing on AI tools for creative work.</description>",
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
