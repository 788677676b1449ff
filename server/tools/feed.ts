/** The feed of newly published tools (/tools/rss.xml), newest publication first. */
import { desc, eq, sql } from "drizzle-orm";
import { SITE_NAME, TOOLS_FEED_PATH } from "~/lib/site";
import type { Database } from "../db/client";
import { aiTools, categories } from "../db/schema";
import { rssXml } from "../feeds/rss";

export const TOOLS_FEED_SIZE = 30;

export async function findNewlyPublishedTools(db: Database, limit = TOOLS_FEED_SIZE) {
  return db
    .select({ slug: aiTools.slug, name: aiTools.name, description: aiTools.description, category: categories.displayName, publishedAt: aiTools.publishedAt })
    .from(aiTools)
    .leftJoin(categories, eq(aiTools.categoryId, categories.id))
    .where(eq(aiTools.status, "published"))
    // Matches ai_tools_published_at_idx (desc nulls last, published only).
    .orderBy(sql`${aiTools.publishedAt} desc nulls last`, desc(aiTools.id))
    .limit(limit);
}

export function toolsFeedXml(tools: Awaited<ReturnType<typeof findNewlyPublishedTools>>, origin: string): string {
  return rssXml({
    title: `${SITE_NAME}: new AI tools`,
    link: `${origin}/tools?sort=newest`,
    selfLink: `${origin}${TOOLS_FEED_PATH}`,
    description: "AI tools for creative work, as they are added to the directory.",
    items: tools.map((tool) => ({
      title: tool.name,
      link: `${origin}/tools/${tool.slug}`,
      description: tool.description,
      category: tool.category,
      publishedAt: tool.publishedAt,
    })),
  });
}
