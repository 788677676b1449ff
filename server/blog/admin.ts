/**
 * What admins do with posts: list every post, open one, save (manually or by
 * autosave), delete. Saving checks the revision the editor started from, so two
 * tabs on one post never silently overwrite each other.
 */
import { and, count, desc, eq, like, ne, sql } from "drizzle-orm";
import { DRAFT_PREFIX, parseTags, readingMinutes, slugFromTitle } from "~/lib/blog";
import type { BlogPostInput } from "~/lib/schemas/blog-post";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema";
import { isUniqueViolation } from "../error-fields";
import { sanitizePostHtml } from "./sanitize";

export const DUPLICATE_TITLE = "A post with this title already exists. Please choose a different title.";
export const CHANGED_ELSEWHERE = "This post was changed in another tab or by another admin since you opened it. Reload it to see the latest version.";

/** Posts not yet published, autosaved drafts included. */
export async function countDraftPosts(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(blogPosts).where(eq(blogPosts.published, false));
  return row?.total ?? 0;
}

export async function listPostsForAdmin(db: Database) {
  return db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      category: blogPosts.category,
      published: blogPosts.published,
      featured: blogPosts.featured,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.updatedAt));
}

const editorColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  author: blogPosts.author,
  category: blogPosts.category,
  tags: blogPosts.tags,
  featured: blogPosts.featured,
  published: blogPosts.published,
  metaDescription: blogPosts.metaDescription,
  imageUrl: blogPosts.imageUrl,
  readTime: blogPosts.readTime,
  publishedAt: blogPosts.publishedAt,
  revision: blogPosts.revision,
};
export type EditablePost = Awaited<ReturnType<typeof findPostForEditing>>;

export async function findPostForEditing(db: Database, id: string) {
  const [post] = await db.select(editorColumns).from(blogPosts).where(eq(blogPosts.id, id));
  return post;
}

/** The newest draft this admin's autosave made, to open again on the next visit. */
export async function findAutosavedDraft(db: Database, userId: string) {
  const [post] = await db
    .select(editorColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.userId, userId), eq(blogPosts.published, false), like(blogPosts.title, `${DRAFT_PREFIX}%`)))
    .orderBy(desc(blogPosts.updatedAt))
    .limit(1);
  return post;
}

/** The slug for a title, with -2, -3 ... when another post has it. */
export async function uniqueSlug(db: Pick<Database, "select">, title: string, excludeId?: string): Promise<string> {
  const base = slugFromTitle(title) || "untitled";
  const taken = new Set(
    (
      await db
        .select({ slug: blogPosts.slug })
        .from(blogPosts)
        .where(and(sql`(${blogPosts.slug} = ${base} or ${blogPosts.slug} like ${`${base}-%`})`, excludeId ? ne(blogPosts.id, excludeId) : undefined))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export type SaveOutcome =
  | { ok: true; id: string; revision: number; slug: string; kind: "published" | "updated" | "draft" }
  | { ok: false; status: number; message: string };

/**
 * Saves a post. Without an id it creates one; an autosave stores the title with
 * DRAFT_PREFIX. With an id it updates that post only if nobody saved it since
 * `revision`. The slug follows the title until the post is first published.
 */
export async function savePost(
  db: Database,
  { userId, input, revision, autosave = false }: { userId: string; input: BlogPostInput; revision?: number; autosave?: boolean },
): Promise<SaveOutcome> {
  const content = sanitizePostHtml(input.content);
  const title = autosave && !input.published ? `${DRAFT_PREFIX}${input.title || "Untitled"}` : input.title;
  const fields = {
    title,
    excerpt: input.excerpt,
    content,
    author: input.author,
    category: input.category,
    tags: parseTags(input.tags),
    featured: input.featured,
    published: input.published,
    metaDescription: input.metaDescription,
    imageUrl: input.imageUrl || null,
    readTime: readingMinutes(content),
    updatedAt: new Date(),
  };
  try {
    if (!input.id) {
      const [created] = await db
        .insert(blogPosts)
        .values({ ...fields, userId, slug: await uniqueSlug(db, input.title), publishedAt: input.published ? new Date() : null })
        .returning({ id: blogPosts.id, revision: blogPosts.revision, slug: blogPosts.slug });
      return { ok: true, ...created!, kind: input.published ? "published" : "draft" };
    }
    const existing = await findPostForEditing(db, input.id);
    if (!existing) return { ok: false, status: 404, message: "This post no longer exists." };
    if (revision !== existing.revision) return { ok: false, status: 409, message: CHANGED_ELSEWHERE };
    const publishedAt = input.published ? (existing.publishedAt ?? new Date()) : null;
    const slug = existing.published ? existing.slug : await uniqueSlug(db, input.title, input.id);
    const [updated] = await db
      .update(blogPosts)
      .set({ ...fields, slug, publishedAt, revision: sql`${blogPosts.revision} + 1` })
      .where(and(eq(blogPosts.id, input.id), eq(blogPosts.revision, revision)))
      .returning({ id: blogPosts.id, revision: blogPosts.revision, slug: blogPosts.slug });
    // Another save won the race between the read above and this write.
    if (!updated) return { ok: false, status: 409, message: CHANGED_ELSEWHERE };
    return { ok: true, ...updated, kind: input.published ? (existing.published ? "updated" : "published") : "draft" };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, status: 409, message: DUPLICATE_TITLE };
    throw error;
  }
}

/** 'Start Fresh': the autosaved draft stays a draft in the list, but is no longer opened for a new post. */
export async function releaseAutosavedDraft(db: Database, userId: string, id: string): Promise<void> {
  await db
    .update(blogPosts)
    .set({ title: sql`substr(${blogPosts.title}, ${DRAFT_PREFIX.length + 1})`, revision: sql`${blogPosts.revision} + 1`, updatedAt: new Date() })
    .where(and(eq(blogPosts.id, id), eq(blogPosts.userId, userId), eq(blogPosts.published, false), like(blogPosts.title, `${DRAFT_PREFIX}%`)));
}

export async function deletePost(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return deleted.length === 1;
}
