import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { DRAFT_PREFIX } from "~/lib/blog";
import { parseValues } from "~/lib/forms";
import { blogPostSchema, missingFieldsMessage, type BlogPostInput } from "~/lib/schemas/blog-post";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { blogPosts } from "../db/schema";
import { CHANGED_ELSEWHERE, countDraftPosts, findAutosavedDraft, releaseAutosavedDraft, savePost } from "./admin";

const blank = { id: "", version: "", title: "", excerpt: "", content: "", author: "", category: "", tags: "", featured: "", published: "", metaDescription: "", imageUrl: "" };
const input = (values: Partial<typeof blank>): BlogPostInput => {
  const parsed = parseValues(blogPostSchema, { ...blank, ...values });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.data;
};

describe("publish rules", () => {
  it("checks nothing for a draft, and every needed field to publish, with the combined message", () => {
    expect(parseValues(blogPostSchema, { ...blank, title: "Only a title" }).ok).toBe(true);
    const refused = parseValues(blogPostSchema, { ...blank, title: "T", content: "<p></p>", published: "on" });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.errors).toMatchObject({ content: "Content is required", author: "Author is required", metaDescription: "Meta description is required for SEO" });
    expect(missingFieldsMessage(refused.errors)).toBe("Please fill required fields: Content, Author, Category, Excerpt, Meta description");
  });
});

describe.each(testDatabaseKinds)("post editing on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");
  beforeEach(async () => {
    await handle.db.delete(blogPosts);
  });

  it("autosaves a new post as a [DRAFT], never published", async () => {
    const first = await savePost(handle.db, { userId: null as unknown as string, input: input({ title: "Working title", content: "<p>Hi</p>" }), autosave: true });
    expect(first).toMatchObject({ ok: true, kind: "draft", slug: "working-title" });
    const [row] = await handle.db.select().from(blogPosts);
    expect(row!.title).toBe(`${DRAFT_PREFIX}Working title`);
    expect(row!.publishedAt).toBeNull();
    // The admin overview counts it among the drafts.
    expect(await countDraftPosts(handle.db)).toBe(1);
  });

  it("never lets an older copy overwrite a newer save: the second tab is told", async () => {
    const created = await savePost(handle.db, { userId: null as unknown as string, input: input({ title: "Shared" }) });
    if (!created.ok) throw new Error("not saved");
    const tabA = await savePost(handle.db, { userId: null as unknown as string, input: input({ id: created.id, title: "Shared", excerpt: "from A" }), revision: created.revision });
    expect(tabA.ok).toBe(true);
    const tabB = await savePost(handle.db, { userId: null as unknown as string, input: input({ id: created.id, title: "Shared", excerpt: "from B" }), revision: created.revision });
    expect(tabB).toEqual({ ok: false, status: 409, message: CHANGED_ELSEWHERE });
    const [row] = await handle.db.select().from(blogPosts).where(eq(blogPosts.id, created.id));
    expect(row!.excerpt).toBe("from A");
  });

  it("makes slugs unique with -2, -3, keeps a published post's slug, and sets published_at once", async () => {
    const one = await savePost(handle.db, { userId: null as unknown as string, input: input({ title: "Same Title" }) });
    const two = await savePost(handle.db, { userId: null as unknown as string, input: input({ title: "Same Title" }) });
    const three = await savePost(handle.db, { userId: null as unknown as string, input: input({ title: "Same Title" }) });
    expect([one, two, three].map((o) => (o.ok ? o.slug : ""))).toEqual(["same-title", "same-title-2", "same-title-3"]);
    if (!one.ok) return;
    const full = { title: "Same Title", content: "<p>x</p>", author: "A", category: "News", excerpt: "E", metaDescription: "M", published: "on", tags: " a, ,b " };
    const published = await savePost(handle.db, { userId: null as unknown as string, input: input({ ...full, id: one.id }), revision: one.revision });
    expect(published).toMatchObject({ ok: true, kind: "published", slug: "same-title" });
    if (!published.ok) return;
    const [row] = await handle.db.select().from(blogPosts).where(eq(blogPosts.id, one.id));
    expect(row!.tags).toEqual(["a", "b"]);
    const renamed = await savePost(handle.db, { userId: null as unknown as string, input: input({ ...full, id: one.id, title: "A New Name" }), revision: published.revision });
    expect(renamed).toMatchObject({ ok: true, kind: "updated", slug: "same-title" });
    const [after] = await handle.db.select().from(blogPosts).where(eq(blogPosts.id, one.id));
    expect(after!.publishedAt).toEqual(row!.publishedAt);
  });

  it("opens a user's autosaved draft again until Start Fresh releases it", async () => {
    // Drafts belong to a user: make one.
    const { users } = await import("../db/schema");
    await handle.db.insert(users).values({ id: "u1", name: "Admin", email: "admin@example.com", emailVerified: true });
    const saved = await savePost(handle.db, { userId: "u1", input: input({ title: "Mine" }), autosave: true });
    if (!saved.ok) throw new Error("not saved");
    expect((await findAutosavedDraft(handle.db, "u1"))?.id).toBe(saved.id);
    await releaseAutosavedDraft(handle.db, "u1", saved.id);
    expect(await findAutosavedDraft(handle.db, "u1")).toBeUndefined();
    const [row] = await handle.db.select().from(blogPosts).where(eq(blogPosts.id, saved.id));
    expect(row!.title).toBe("Mine");
  });
});
