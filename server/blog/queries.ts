/**
 * What readers see of the blog. Every query here returns published posts only:
 * the filter lives inside the query, never at the call site.
 */
import { and, arrayOverlaps, count, desc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema";

export const BLOG_PAGE_SIZE = 12;
export const FEATURED_POSTS_LIMIT = 2;
export const FEED_SIZE = 20;

const cardColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  category: blogPosts.category,
  tags: blogPosts.tags,
  imageUrl: blogPosts.imageUrl,
  readTime: blogPosts.readTime,
  publishedAt: blogPosts.publishedAt,
};

export type PostCard = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  tags: string[];
  imageUrl: string | null;
  readTime: number | null;
  publishedAt: Date | null;
};

const published = eq(blogPosts.published, true);
const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

/** `%`, `_` and `\` typed by a reader are matched as themselves. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A post matches the text in its title, excerpt, category or tags, or a title close in spelling. */
function matching(search: string): SQL | undefined {
  const pattern = containing(search);
  return or(
    ilike(blogPosts.title, pattern),
    ilike(blogPosts.excerpt, pattern),
    ilike(blogPosts.category, pattern),
    sql`array_to_string(${blogPosts.tags}, ' ') ilike ${pattern}`,
    sql`${search} <% ${blogPosts.title}`,
  );
}

/** The best published matches for the site search: closest titles first. */
export async function searchPosts(db: Database, search: string, limit: number): Promise<PostCard[]> {
  return db
    .select(cardColumns)
    .from(blogPosts)
    .where(and(published, matching(search)))
    .orderBy(desc(sql`word_similarity(${search}, ${blogPosts.title})`), ...newestFirst)
    .limit(limit);
}

/**
 * One page of the blog: without a search, the featured posts (at most two, newest
 * first) above all posts; with one, the matching posts only.
 */
export async function findBlogPage(db: Database, { search, page }: { search: string; page: number }) {
  const where = search ? and(published, matching(search)) : published;
  const [posts, [counted], featured] = await Promise.all([
    db
      .select(cardColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(...newestFirst)
      .limit(BLOG_PAGE_SIZE)
      .offset((page - 1) * BLOG_PAGE_SIZE),
    db.select({ total: count() }).from(blogPosts).where(where),
    search
      ? Promise.resolve([])
      : db
          .select(cardColumns)
          .from(blogPosts)
          .where(and(published, eq(blogPosts.featured, true)))
          .orderBy(...newestFirst)
          .limit(FEATURED_POSTS_LIMIT),
  ]);
  const total = counted?.total ?? 0;
  return { featured, posts, total, pageCount: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)) };
}

export async function findPublishedPostBySlug(db: Database, slug: string) {
  const [post] = await db
    .select({ ...cardColumns, content: blogPosts.content, metaDescription: blogPosts.metaDescription, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(published, eq(blogPosts.slug, slug)));
  return post;
}

/** Other published posts in the same category or sharing a tag, newest first. */
export async function findRelatedPosts(db: Database, post: { id: string; category: string; tags: string[] }, limit = 3): Promise<PostCard[]> {
  const related = post.tags.length > 0 ? or(eq(blogPosts.category, post.category), arrayOverlaps(blogPosts.tags, post.tags)) : eq(blogPosts.category, post.category);
  return db
    .select(cardColumns)
    .from(blogPosts)
    .where(and(published, ne(blogPosts.id, post.id), related))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The newest published posts, for the feed. */
export async function findLatestPosts(db: Database, limit = FEED_SIZE) {
  return db
    .select({ ...cardColumns, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(published)
    .orderBy(...newestFirst)
    .limit(limit);
}
