/** The blog's RSS 2.0 feed, written from the newest published posts. */
import { textOf } from "~/lib/blog";
import { SITE_NAME } from "~/lib/site";
import { rssXml } from "../feeds/rss";

export interface FeedPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  publishedAt: Date | null;
}

export function blogFeedXml(posts: FeedPost[], { origin, feedPath }: { origin: string; feedPath: string }): string {
  return rssXml({
    title: `${SITE_NAME} blog`,
    link: `${origin}/resources/blog`,
    selfLink: `${origin}${feedPath}`,
    description: "Practical writing on AI tools for creative work.",
    items: posts.map((post) => ({
      title: post.title,
      link: `${origin}/blog/${post.slug}`,
      description: textOf(post.excerpt),
      category: post.category,
      creator: post.author,
      publishedAt: post.publishedAt,
    })),
  });
}
