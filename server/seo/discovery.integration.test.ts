import { eq } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseValues } from "~/lib/forms";
import { blogPostSchema } from "~/lib/schemas/blog-post";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import { savePost } from "../blog/admin";
import { blogFeedXml } from "../blog/feed";
import { findLatestPosts } from "../blog/queries";
import type { DatabaseHandle } from "../db/client";
import { aiCourses, aiTools, blogPosts, categories } from "../db/schema";
import { findNewlyPublishedTools, toolsFeedXml } from "../tools/feed";
import { sitemapFiles, sitemapUrls, SITEMAP_KINDS, type SitemapKind } from "./sitemap";
import { sitemapIndexXml, sitemapXml } from "./sitemap-xml";

const ORIGIN = "https://directory.test";
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ["url", "sitemap", "item"].includes(name) });

function parseXml(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
}

/** Every address of one kind, across all its parts. */
async function allPaths(handle: DatabaseHandle, kind: SitemapKind, size?: number) {
  const paths: string[] = [];
  for (let part = 1; ; part++) {
    const urls = await sitemapUrls(handle.db, kind, part, size);
    if (urls.length === 0) break;
    paths.push(...urls.map((url) => url.path));
    if (kind === "pages") break;
  }
  return paths;
}

const postInput = (title: string, published: boolean) => {
  const parsed = parseValues(blogPostSchema, {
    id: "",
    version: "",
    title,
    excerpt: "What the post is about.",
    content: "<p>Body text.</p>",
    author: "The editors",
    category: "Tutorials",
    tags: "",
    featured: "",
    published: published ? "on" : "",
    metaDescription: "A description for search engines.",
    imageUrl: "",
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.data;
};

describe.each(testDatabaseKinds)("sitemaps and feeds on $name", (kind) => {
  let handle: DatabaseHandle;
  let draftId: string;

  beforeAll(async () => {
    handle = await kind.openSeeded();
    const [draft] = await handle.db
      .insert(aiTools)
      .values({ slug: "unreleased-tool", name: "Unreleased Tool", description: "Not out yet.", pricing: "Free", exploreNowLink: "https://unreleased.example", status: "draft" })
      .returning({ id: aiTools.id });
    draftId = draft!.id;
    await savePost(handle.db, { userId: null as unknown as string, input: postInput("A draft nobody should see", false) });
    await savePost(handle.db, { userId: null as unknown as string, input: postInput("Published guide", true) });
  });
  afterAll(async () => {
    await handle.close();
  });

  it("lists every published tool, category, course and post, and nothing unpublished", async () => {
    const published = await handle.db.select({ slug: aiTools.slug }).from(aiTools).where(eq(aiTools.status, "published"));
    expect(new Set(await allPaths(handle, "tools"))).toEqual(new Set(published.map((t) => `/tools/${t.slug}`)));
    expect(await allPaths(handle, "tools")).not.toContain("/tools/unreleased-tool");

    const cats = await handle.db.select({ slug: categories.slug }).from(categories);
    expect(new Set(await allPaths(handle, "categories"))).toEqual(new Set(cats.map((c) => `/category/${c.slug}`)));
    const courses = await handle.db.select({ slug: aiCourses.slug }).from(aiCourses);
    expect(new Set(await allPaths(handle, "courses"))).toEqual(new Set(courses.map((c) => `/resources/courses/${c.slug}`)));

    const posts = await handle.db.select({ slug: blogPosts.slug, published: blogPosts.published }).from(blogPosts);
    const postPaths = await allPaths(handle, "posts");
    expect(new Set(postPaths)).toEqual(new Set(posts.filter((p) => p.published).map((p) => `/blog/${p.slug}`)));
    expect(postPaths).toContain("/blog/published-guide");
    expect(postPaths.some((path) => path.includes("draft-nobody"))).toBe(false);
  });

  it("gives each address its real last change: a tool's edit, a category's newest tool", async () => {
    const [tool] = await handle.db.select().from(aiTools).where(eq(aiTools.status, "published")).limit(1);
    const edited = new Date("2026-10-01T12:00:00.000Z");
    await handle.db.update(aiTools).set({ updatedAt: edited, publishedAt: new Date("2026-01-01T00:00:00.000Z") }).where(eq(aiTools.id, tool!.id));
    const tools = await allPaths(handle, "tools");
    expect(tools).toContain(`/tools/${tool!.slug}`);
    const part = (await sitemapUrls(handle.db, "tools", 1)).find((url) => url.path === `/tools/${tool!.slug}`)!;
    expect(part.lastmod?.toISOString()).toBe(edited.toISOString());

    const [category] = await handle.db.select().from(categories).where(eq(categories.id, tool!.categoryId!));
    const categoryUrl = (await sitemapUrls(handle.db, "categories", 1)).find((url) => url.path === `/category/${category!.slug}`)!;
    expect(categoryUrl.lastmod!.getTime()).toBeGreaterThanOrEqual(Math.max(edited.getTime(), category!.updatedAt.getTime()));

    // Renaming a category moves its date (a trigger keeps categories.updated_at).
    const before = category!.updatedAt;
    await handle.db.update(categories).set({ description: `${category!.description} ` }).where(eq(categories.id, category!.id));
    const [after] = await handle.db.select({ updatedAt: categories.updatedAt }).from(categories).where(eq(categories.id, category!.id));
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before.getTime());
  });

  it("splits a kind into parts that cover it exactly once, and names each part in the index", async () => {
    const whole = await allPaths(handle, "tools");
    const split = await allPaths(handle, "tools", 100);
    expect(split).toHaveLength(whole.length);
    expect(new Set(split).size).toBe(split.length);
    expect(new Set(split)).toEqual(new Set(whole));

    const files = await sitemapFiles(handle.db, 100);
    expect(files.filter((file) => file.kind === "tools")).toHaveLength(Math.ceil(whole.length / 100));
    for (const sitemapKind of SITEMAP_KINDS) expect(files.some((file) => file.kind === sitemapKind)).toBe(true);

    const index = parseXml(sitemapIndexXml(files, ORIGIN));
    const locs: string[] = index.sitemapindex.sitemap.map((entry: { loc: string }) => entry.loc);
    expect(locs).toContain(`${ORIGIN}/sitemaps/tools-${Math.ceil(whole.length / 100)}.xml`);
    expect(index.sitemapindex["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");

    const urlset = parseXml(sitemapXml(await sitemapUrls(handle.db, "tools", 1), ORIGIN)).urlset;
    expect(urlset.url.length).toBeGreaterThan(0);
    for (const url of urlset.url) {
      expect(url.loc).toMatch(new RegExp(`^${ORIGIN}/tools/[a-z0-9-]+$`));
      expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false);
      const path = url.loc.slice(ORIGIN.length);
      const alternates = Object.fromEntries((url["xhtml:link"] as { "@_hreflang": string; "@_href": string }[]).map((link) => [link["@_hreflang"], link["@_href"]]));
      expect(alternates).toEqual({ en: url.loc, es: `${ORIGIN}/es${path}`, fr: `${ORIGIN}/fr${path}`, de: `${ORIGIN}/de${path}`, "x-default": url.loc });
    }
  });

  it("the new-tools feed is RSS 2.0 and a tool enters it, first, when it is published", async () => {
    const readFeed = async () => parseXml(toolsFeedXml(await findNewlyPublishedTools(handle.db), ORIGIN)).rss;
    const before = await readFeed();
    expect(before["@_version"]).toBe("2.0");
    expect(before.channel.title).toBeTruthy();
    expect(before.channel.link).toBe(`${ORIGIN}/tools?sort=newest`);
    expect(before.channel.description).toBeTruthy();
    expect(before.channel.item.map((item: { title: string }) => item.title)).not.toContain("Unreleased Tool");

    await handle.db.update(aiTools).set({ status: "published" }).where(eq(aiTools.id, draftId));
    const after = await readFeed();
    const [first] = after.channel.item;
    expect(first.title).toBe("Unreleased Tool");
    expect(first.link).toBe(`${ORIGIN}/tools/unreleased-tool`);
    expect(first.guid["#text"]).toBe(first.link);
    expect(Date.now() - Date.parse(first.pubDate)).toBeLessThan(60 * 60 * 1000);
    expect(await allPaths(handle, "tools")).toContain("/tools/unreleased-tool");
  });

  it("the blog feed is RSS 2.0 and a post enters it when it is published", async () => {
    const readFeed = async () => parseXml(blogFeedXml(await findLatestPosts(handle.db), { origin: ORIGIN, feedPath: "/resources/blog/rss.xml" })).rss;
    const titles = (feed: { channel: { item?: { title: string }[] } }) => (feed.channel.item ?? []).map((item) => item.title);
    expect(titles(await readFeed())).not.toContain("Freshly published");
    const draft = await savePost(handle.db, { userId: null as unknown as string, input: postInput("Freshly published", false) });
    if (!draft.ok) throw new Error("draft not saved");
    expect(titles(await readFeed())).not.toContain("Freshly published");
    const published = await savePost(handle.db, { userId: null as unknown as string, input: { ...postInput("Freshly published", true), id: draft.id }, revision: draft.revision });
    expect(published.ok).toBe(true);
    const feed = await readFeed();
    expect(feed["@_version"]).toBe("2.0");
    expect(titles(feed)[0]).toBe("Freshly published");
  });
});
