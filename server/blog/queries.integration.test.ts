import { beforeEach, describe, expect, it } from "vitest";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { blogPosts } from "../db/schema";
import { findBlogPage, findLatestPosts, findPublishedPostBySlug, findRelatedPosts } from "./queries";

const post = (slug: string, extra: Partial<typeof blogPosts.$inferInsert> = {}) => ({
  slug,
  title: slug.replace(/-/g, " "),
  excerpt: `About ${slug}`,
  content: "<p>Body</p>",
  author: "The Editorial Team",
  category: "Tutorials",
  published: true,
  publishedAt: new Date("2026-10-01T00:00:00Z"),
  ...extra,
});

describe.each(testDatabaseKinds)("blog queries on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");
  beforeEach(async () => {
    await handle.db.delete(blogPosts);
  });

  it("shows published posts only, newest first, with at most two featured", async () => {
    await handle.db.insert(blogPosts).values([
      post("old-featured", { featured: true, publishedAt: new Date("2026-01-01T00:00:00Z") }),
      post("new-featured", { featured: true, publishedAt: new Date("2026-03-01T00:00:00Z") }),
      post("mid-featured", { featured: true, publishedAt: new Date("2026-02-01T00:00:00Z") }),
      post("a-draft", { published: false, publishedAt: null, featured: true }),
    ]);
    const page = await findBlogPage(handle.db, { search: "", page: 1 });
    expect(page.featured.map((p) => p.slug)).toEqual(["new-featured", "mid-featured"]);
    expect(page.posts.map((p) => p.slug)).toEqual(["new-featured", "mid-featured", "old-featured"]);
    expect(page.total).toBe(3);
    expect(await findPublishedPostBySlug(handle.db, "a-draft")).toBeUndefined();
    expect((await findLatestPosts(handle.db)).map((p) => p.slug)).not.toContain("a-draft");
  });

  it("searches titles, excerpts and tags, taking % and _ literally, with no featured section", async () => {
    await handle.db.insert(blogPosts).values([
      post("color-grading", { tags: ["video", "davinci"] }),
      post("hundred-percent", { title: "100% human writing" }),
      post("plain-post"),
    ]);
    expect((await findBlogPage(handle.db, { search: "DaVinci", page: 1 })).posts.map((p) => p.slug)).toEqual(["color-grading"]);
    expect((await findBlogPage(handle.db, { search: "100%", page: 1 })).posts.map((p) => p.slug)).toEqual(["hundred-percent"]);
    expect((await findBlogPage(handle.db, { search: "%", page: 1 })).posts.map((p) => p.slug)).toEqual(["hundred-percent"]);
    expect((await findBlogPage(handle.db, { search: "_", page: 1 })).total).toBe(0);
    expect((await findBlogPage(handle.db, { search: "post", page: 1 })).featured).toEqual([]);
  });

  it("relates posts by category or a shared tag, never the post itself or a draft", async () => {
    await handle.db.insert(blogPosts).values([
      post("subject", { category: "Opinion", tags: ["voice"] }),
      post("same-category", { category: "Opinion" }),
      post("shared-tag", { category: "News", tags: ["voice"] }),
      post("unrelated", { category: "News", tags: ["other"] }),
      post("draft-same-category", { category: "Opinion", published: false, publishedAt: null }),
    ]);
    const subject = (await findPublishedPostBySlug(handle.db, "subject"))!;
    expect((await findRelatedPosts(handle.db, subject)).map((p) => p.slug).sort()).toEqual(["same-category", "shared-tag"]);
  });
});
