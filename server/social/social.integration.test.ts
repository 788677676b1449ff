import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ToolAdminInput } from "~/lib/schemas/tool-admin";
import { toolAdminInput } from "../../tests/helpers/tool-input";
import { categoryCardVersion, postCardVersion, SITE_CARD_VERSION, socialImagePath, toolCardVersion } from "~/lib/social-images";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import { findPublishedPostBySlug } from "../blog/queries";
import { saveCategory } from "../categories/admin";
import { findCategoryBySlug } from "../categories/queries";
import type { DatabaseHandle } from "../db/client";
import { aiTools, blogPosts, users } from "../db/schema";
import { findToolForEditing, saveTool } from "../tools/admin";
import { findToolBySlug, findToolsByCategory } from "../tools/queries";
import { ImageCache } from "./cache";
import type { SocialCard } from "./card";
import { parseSocialImageTarget, socialImageResponse, type SocialImageOptions, type SocialImageTarget } from "./images";
import { findCategoryCard, findPostCard, findToolCard } from "./queries";

const actor = { id: "social-admin", email: "social-admin@example.com" };
const toolInput = (overrides: Partial<ToolAdminInput> = {}): ToolAdminInput =>
  toolAdminInput({
    name: "Card Painter",
    description: "Paints the cards links show. Also other things.",
    category: "shareable-things",
    website: "https://card-painter.example",
    ...overrides,
  });

/** Versions are milliseconds: two saves in the same one would share a version. */
const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2));

/** A renderer that counts its drawings and writes what it was asked to draw, so a test can read it back. */
function countingOptions(cacheBytes = 1024 * 1024) {
  const drawn: SocialCard[] = [];
  const options: SocialImageOptions = {
    cache: new ImageCache(cacheBytes),
    render: async (card) => {
      drawn.push(card);
      return Buffer.from(JSON.stringify(card));
    },
    loadLogo: async () => undefined,
  };
  return { options, drawn };
}

function request(path: string, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, { headers });
}

describe.each(testDatabaseKinds)("social cards on $name", (kind) => {
  let handle: DatabaseHandle;
  let categoryId: number;
  beforeAll(async () => {
    handle = await kind.openSeeded();
    await handle.db.insert(users).values({ id: actor.id, name: "Admin", email: actor.email, emailVerified: true });
    const created = await saveCategory(handle.db, actor, {
      version: "0",
      name: "Shareable Things",
      displayName: "Shareable Things",
      slug: "shareable-things",
      description: "Tools whose pages people share.",
      icon: "Share2",
      colour: "#0ea5e9",
      sortOrder: 99,
      searchPhrases: [],
    });
    if (!created.ok) throw new Error(created.message);
    categoryId = created.id;
  });
  afterAll(async () => {
    await handle.close();
  });

  const respond = (target: SocialImageTarget, path: string, options: SocialImageOptions, headers?: Record<string, string>) =>
    socialImageResponse(handle.db, target, request(path, headers), options);

  it("caches a tool's versioned address for a year, answers others briefly with the current image, and changes the version when the tool is saved", async () => {
    const { options, drawn } = countingOptions();
    const saved = await saveTool(handle.db, actor, toolInput());
    if (!saved.ok) throw new Error(saved.message);
    const target = { kind: "tools", slug: "card-painter" } as const;

    // The page and the image agree on the version.
    const page = (await findToolBySlug(handle.db, "card-painter"))!;
    const first = toolCardVersion(page);
    expect((await findToolCard(handle.db, "card-painter"))!.version).toBe(first);

    const current = await respond(target, socialImagePath("tools", "card-painter", first), options);
    expect(current.status).toBe(200);
    expect(current.headers.get("Content-Type")).toBe("image/png");
    expect(current.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const etag = current.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(JSON.parse(await current.text())).toMatchObject({ kind: "tool", name: "Card Painter", categoryName: "Shareable Things", pricing: "Free", initials: "CP" });

    const revalidated = await respond(target, socialImagePath("tools", "card-painter", first), options, { "If-None-Match": `W/${etag}` });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("ETag")).toBe(etag);
    const unversioned = await respond(target, "/social/tools/card-painter.png", options);
    expect(unversioned.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(drawn).toHaveLength(1);

    await nextMillisecond();
    const editing = (await findToolForEditing(handle.db, saved.id))!;
    const updated = await saveTool(handle.db, actor, toolInput({ version: String(editing.updatedAt.getTime()), pricing: "Paid" }), saved.id);
    expect(updated.ok).toBe(true);
    const second = toolCardVersion((await findToolBySlug(handle.db, "card-painter"))!);
    expect(second).not.toBe(first);
    expect((await findToolCard(handle.db, "card-painter"))!.version).toBe(second);

    // The old address still answers, with today's image, and only briefly cached.
    const stale = await respond(target, socialImagePath("tools", "card-painter", first), options, { "If-None-Match": etag });
    expect(stale.status).toBe(200);
    expect(stale.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(JSON.parse(await stale.text())).toMatchObject({ pricing: "Paid" });
    expect(stale.headers.get("ETag")).not.toBe(etag);
    const fresh = await respond(target, socialImagePath("tools", "card-painter", second), options);
    expect(fresh.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(drawn).toHaveLength(2);
  });

  it("changes a category's card version when it is renamed and when its number of tools changes", async () => {
    const version = async () => (await findCategoryCard(handle.db, "shareable-things"))!.version;
    // The category page's version, from what its loader reads, is the one the image answers to.
    const pageVersion = async () => {
      const category = (await findCategoryBySlug(handle.db, "shareable-things"))!;
      return categoryCardVersion(category, (await findToolsByCategory(handle.db, category.id)).length);
    };
    const before = await version();
    expect(await pageVersion()).toBe(before);
    const toolBefore = (await findToolCard(handle.db, "card-painter"))!.version;

    await nextMillisecond();
    const [row] = await handle.db.select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.slug, "card-painter"));
    const renamed = await saveCategory(
      handle.db,
      actor,
      { version: "0", name: "Shareable Things", displayName: "Things People Share", slug: "shareable-things", description: "Tools whose pages people share.", icon: "Share2", colour: "#0ea5e9", sortOrder: 99, searchPhrases: [] },
      categoryId,
    );
    expect(renamed).toEqual({ ok: true, id: categoryId });
    const afterRename = await version();
    expect(afterRename).not.toBe(before);
    expect(await pageVersion()).toBe(afterRename);
    // The tool's card shows the category's name, so it changes too.
    const toolCard = (await findToolCard(handle.db, "card-painter"))!;
    expect(toolCard.version).not.toBe(toolBefore);
    expect(toolCard.categoryName).toBe("Things People Share");

    // A tool leaving the directory changes the count without touching the category's row.
    await handle.db.delete(aiTools).where(eq(aiTools.id, row!.id));
    const afterDelete = await version();
    expect(afterDelete).not.toBe(afterRename);
    expect(await pageVersion()).toBe(afterDelete);
    const { options } = countingOptions();
    const response = await respond({ kind: "category", slug: "shareable-things" }, socialImagePath("category", "shareable-things", afterDelete), options);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(JSON.parse(await response.text())).toMatchObject({ kind: "category", name: "Things People Share", toolCount: 0 });
  });

  it("draws a card once, however many ask for it at the same time", async () => {
    const { options, drawn } = countingOptions();
    const slow = options.render;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    options.render = async (card) => {
      await gate;
      return slow(card);
    };
    // The drawing is held until every request has asked the cache for the card.
    const ask = options.cache.get.bind(options.cache);
    let asked = 0;
    let everyoneAsked!: () => void;
    const allAsking = new Promise<void>((resolve) => (everyoneAsked = resolve));
    options.cache.get = (...args) => {
      if (++asked === 5) everyoneAsked();
      return ask(...args);
    };
    const target = { kind: "category", slug: "image-generation" } as const;
    const pending = Array.from({ length: 5 }, () => respond(target, "/social/category/image-generation.png", options));
    await allAsking;
    release();
    const responses = await Promise.all(pending);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.headers.get("ETag"))).size).toBe(1);
    expect(drawn).toHaveLength(1);
    await respond(target, "/social/category/image-generation.png", options);
    expect(drawn).toHaveLength(1);
  });

  it("has no card for drafts, unpublished posts, discontinued tools or unknown addresses", async () => {
    const { options, drawn } = countingOptions();
    const draft = await saveTool(handle.db, actor, toolInput({ name: "Secret Draft Tool", status: "draft", category: "image-generation" }));
    const retired = await saveTool(handle.db, actor, toolInput({ name: "Retired Card Tool", status: "discontinued", category: "image-generation" }));
    expect(draft.ok && retired.ok).toBe(true);
    await handle.db.insert(blogPosts).values({ title: "Unfinished thoughts", slug: "unfinished-thoughts", excerpt: "Not yet.", published: false });

    for (const target of [
      { kind: "tools", slug: "secret-draft-tool" },
      { kind: "tools", slug: "retired-card-tool" },
      { kind: "tools", slug: "no-such-tool" },
      { kind: "blog", slug: "unfinished-thoughts" },
      { kind: "category", slug: "no-such-category" },
    ] as const) {
      const response = await respond(target, `/social/${target.kind}/${target.slug}.png`, options);
      expect(response.status, `${target.kind}/${target.slug}`).toBe(404);
    }
    expect(drawn).toHaveLength(0);
    expect(parseSocialImageTarget("users", "someone.png")).toBeUndefined();
    expect(parseSocialImageTarget("tools", "card-painter.svg")).toBeUndefined();
    expect(parseSocialImageTarget("tools", "card-painter.png")).toEqual({ kind: "tools", slug: "card-painter" });

    // Once published, the post has its card, at the version its page names.
    await handle.db.update(blogPosts).set({ published: true, publishedAt: new Date() }).where(eq(blogPosts.slug, "unfinished-thoughts"));
    const post = (await findPublishedPostBySlug(handle.db, "unfinished-thoughts"))!;
    expect((await findPostCard(handle.db, "unfinished-thoughts"))!.version).toBe(postCardVersion(post));
    const response = await respond({ kind: "blog", slug: "unfinished-thoughts" }, socialImagePath("blog", post.slug, postCardVersion(post)), options);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });

  it("serves the site's card at its version", async () => {
    const { options } = countingOptions();
    const response = await respond({ kind: "site" }, `/social/site.png?v=${SITE_CARD_VERSION}`, options);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(JSON.parse(await response.text())).toEqual({ kind: "site" });
  });
});

describe("the image cache", () => {
  const bytes = (n: number) => Promise.resolve(Buffer.alloc(n));

  it("evicts the least recently used images once their bytes pass the limit", async () => {
    const cache = new ImageCache(250);
    await cache.get("a", "1", () => bytes(100));
    await cache.get("b", "1", () => bytes(100));
    // Reading "a" makes "b" the least recently used.
    await cache.get("a", "1", () => Promise.reject(new Error("should be kept")));
    await cache.get("c", "1", () => bytes(100));
    expect(cache.bytes).toBe(200);
    let drawn = 0;
    await cache.get("b", "1", () => (drawn++, bytes(100)));
    await cache.get("c", "1", () => (drawn++, bytes(100)));
    expect(drawn).toBe(1);
  });

  it("keeps one version per card and does not keep an image larger than the cache", async () => {
    const cache = new ImageCache(250);
    await cache.get("a", "1", () => bytes(100));
    await cache.get("a", "2", () => bytes(120));
    expect(cache.bytes).toBe(120);
    const huge = await cache.get("b", "1", () => bytes(300));
    expect(huge.body.length).toBe(300);
    expect(cache.bytes).toBe(120);
  });

  it("tries again after a failed drawing", async () => {
    const cache = new ImageCache(250);
    await expect(cache.get("a", "1", () => Promise.reject(new Error("font missing")))).rejects.toThrow("font missing");
    expect((await cache.get("a", "1", () => bytes(10))).body.length).toBe(10);
  });
});
