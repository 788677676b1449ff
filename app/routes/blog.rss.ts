import { blogFeedXml } from "@server/blog/feed";
import { findLatestPosts } from "@server/blog/queries";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { RSS_HEADERS } from "@server/feeds/rss";
import { BLOG_FEED_PATH } from "~/lib/blog";

export async function loader() {
  const posts = await findLatestPosts(await db());
  return new Response(blogFeedXml(posts, { origin: env().PUBLIC_URL, feedPath: BLOG_FEED_PATH }), { headers: RSS_HEADERS });
}
