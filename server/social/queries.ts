/**
 * What the social cards show, with the version the page names in the card's address.
 * Only what a visitor can open has a card: published tools, published posts, categories.
 */
import { and, count, eq } from "drizzle-orm";
import { categoryCardVersion, postCardVersion, toolCardVersion } from "~/lib/social-images";
import type { Database } from "../db/client";
import { aiTools, blogPosts, categories } from "../db/schema";
import { listedTool } from "../tools/queries";

export async function findToolCard(db: Database, slug: string) {
  const [tool] = await db
    .select({
      name: aiTools.name,
      description: aiTools.description,
      pricing: aiTools.pricing,
      logoUrl: aiTools.logoUrl,
      categoryName: categories.displayName,
      categoryColour: categories.colour,
      updatedAt: aiTools.updatedAt,
      categoryUpdatedAt: categories.updatedAt,
    })
    .from(aiTools)
    .leftJoin(categories, eq(aiTools.categoryId, categories.id))
    .where(and(eq(aiTools.slug, slug), listedTool));
  return tool && { ...tool, version: toolCardVersion(tool) };
}

export async function findCategoryCard(db: Database, slug: string) {
  const [category] = await db
    .select({
      name: categories.displayName,
      description: categories.description,
      colour: categories.colour,
      updatedAt: categories.updatedAt,
      toolCount: count(aiTools.id),
    })
    .from(categories)
    .leftJoin(aiTools, and(eq(aiTools.categoryId, categories.id), listedTool))
    .where(eq(categories.slug, slug))
    .groupBy(categories.id);
  return category && { ...category, version: categoryCardVersion(category, category.toolCount) };
}

export async function findPostCard(db: Database, slug: string) {
  const [post] = await db
    .select({ title: blogPosts.title, excerpt: blogPosts.excerpt, category: blogPosts.category, author: blogPosts.author, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), eq(blogPosts.slug, slug)));
  return post && { ...post, version: postCardVersion(post) };
}
