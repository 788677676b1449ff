import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changeSentence, changeWords } from "~/lib/public-changes";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import { loadCatalogue } from "../catalogue/file";
import type { DatabaseHandle } from "../db/client";
import { aiCourses, aiTools, blogPosts, linkChecks, publicChanges, userFavorites, users } from "../db/schema";
import { findUnseenFavoriteChanges, markFavoriteChangesSeen } from "../favorites/changes";
import { seedCatalogue } from "../catalogue/seed";
import { findPublicChanges, findToolChanges } from "./queries";
import { recordNoPublicChanges } from "./quiet";

const everything = { offset: 0, limit: 100 };

describe.each(testDatabaseKinds)("public changes on $name", (kind) => {
  let handle: DatabaseHandle;
  /** What the first load recorded of the catalogue's own past; the other tests start without it. */
  let past: (typeof publicChanges.$inferSelect)[];
  beforeEach(async () => {
    handle = await kind.openSeeded();
    past = await handle.db.select().from(publicChanges);
    await handle.db.delete(publicChanges);
  });
  afterEach(async () => {
    await handle.close();
  });

  const toolId = async (slug: string) => (await handle.db.select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.slug, slug)))[0]!.id;
  const sentences = async (slug: string) => (await findToolChanges(handle.db, await toolId(slug))).map((change) => changeSentence(changeWords(change)));

  it("records the catalogue's own past at the first load, each entry on its day, and a later seed's real changes", async () => {
    const catalogue = loadCatalogue();
    const tools = await handle.db.select({ id: aiTools.id, slug: aiTools.slug, createdAt: aiTools.createdAt }).from(aiTools).where(eq(aiTools.status, "published"));
    const added = past.filter((change) => change.kind === "tool-added");
    expect(added).toHaveLength(catalogue.tools.filter((tool) => tool.added).length);
    expect(past.filter((change) => change.kind !== "tool-added" && change.kind !== "article-added")).toEqual([]);
    const firefly = catalogue.tools.find((tool) => tool.slug === "adobe-firefly")!;
    const fireflyRow = tools.find((tool) => tool.slug === "adobe-firefly")!;
    expect(added.find((change) => change.toolId === fireflyRow.id)!.happenedAt.toISOString()).toBe(`${firefly.added}T00:00:00.000Z`);
    // "Newest" has the days to go by.
    expect(fireflyRow.createdAt.toISOString()).toBe(`${firefly.added}T00:00:00.000Z`);
    const posts = await handle.db.select({ id: blogPosts.id, publishedAt: blogPosts.publishedAt }).from(blogPosts);
    expect(past.filter((change) => change.kind === "article-added").map((change) => change.happenedAt.getTime()).sort()).toEqual(posts.map((post) => post.publishedAt!.getTime()).sort());

    expect((await findPublicChanges(handle.db, {}, everything)).total).toBe(0);
    const claude = catalogue.tools.find((tool) => tool.slug === "claude")!;
    await seedCatalogue(handle.db, { ...catalogue, tools: catalogue.tools.map((tool) => (tool === claude ? { ...tool, startingPrice: "$11.99/month" } : tool)) });
    expect(await sentences("claude")).toEqual(["Paid plans from: $20/month → $11.99/month"]);
    const { changes, total } = await findPublicChanges(handle.db, {}, everything);
    expect(total).toBe(1);
    expect(changes[0]).toMatchObject({ kind: "price", toolSlug: "claude", source: claude.pricingUrl ?? null });
  });

  it("records a known fact that changes, not one learned for the first time, and nothing in a quiet transaction", async () => {
    const id = await toolId("claude");
    // Learned: unknown -> restricted.
    await handle.db.update(aiTools).set({ commercialFree: "restricted" }).where(eq(aiTools.id, id));
    expect(await sentences("claude")).toEqual([]);
    await handle.db.update(aiTools).set({ commercialPaid: "restricted", trainsOnContent: "no", pricing: "Subscription", freeTier: false }).where(eq(aiTools.id, id));
    expect((await sentences("claude")).sort()).toEqual([
      "Commercial use, paid plans: Allowed → Allowed with conditions",
      "Free plan: Yes → No",
      "Pricing: Freemium → Subscription",
      "Trains on your content: Yes, by default → No",
    ]);
    await handle.db.transaction(async (tx) => {
      await recordNoPublicChanges(tx);
      await tx.update(aiTools).set({ startingPrice: "$1/month" }).where(eq(aiTools.id, id));
    });
    // The quiet setting ended with its transaction.
    await handle.db.update(aiTools).set({ startingPrice: "$2/month" }).where(eq(aiTools.id, id));
    expect((await sentences("claude"))[0]).toBe("Paid plans from: $1/month → $2/month");
  });

  it("shows a tool's arrival once, when it is first published, and nothing of it while a draft", async () => {
    const [draft] = await handle.db
      .insert(aiTools)
      .values({ slug: "draft-news", name: "Draft News", description: "A tool still being written up.", pricing: "Paid", exploreNowLink: "https://draft.example", status: "draft", startingPrice: "$5" })
      .returning({ id: aiTools.id });
    await handle.db.update(aiTools).set({ startingPrice: "$6" }).where(eq(aiTools.id, draft!.id));
    expect(await handle.db.select().from(publicChanges).where(eq(publicChanges.toolId, draft!.id))).toEqual([]);
    for (const status of ["published", "draft", "published"]) await handle.db.update(aiTools).set({ status }).where(eq(aiTools.id, draft!.id));
    expect(await sentences("draft-news")).toEqual(["Added to the directory"]);
    // Made a draft again, its news is hidden with it.
    await handle.db.update(aiTools).set({ status: "draft" }).where(eq(aiTools.id, draft!.id));
    expect(await sentences("draft-news")).toEqual([]);
    expect((await findPublicChanges(handle.db, {}, everything)).total).toBe(0);
  });

  it("names a discontinued tool's listed successor", async () => {
    await handle.db.update(aiTools).set({ status: "discontinued", successorId: await toolId("midjourney") }).where(eq(aiTools.slug, "adobe-firefly"));
    const [change] = await findToolChanges(handle.db, await toolId("adobe-firefly"));
    expect(change).toMatchObject({ kind: "discontinued", successorSlug: "midjourney", successorName: "Midjourney" });
  });

  it("records a link that stopped answering at its second failure, and when it answers again", async () => {
    const id = await toolId("adobe-firefly");
    const [link] = await handle.db.insert(linkChecks).values({ toolId: id, kind: "website", url: "https://www.adobe.com/products/firefly.html" }).returning({ id: linkChecks.id });
    for (const failures of [1, 2, 3, 0]) await handle.db.update(linkChecks).set({ consecutiveFailures: failures }).where(eq(linkChecks.id, link!.id));
    expect(await sentences("adobe-firefly")).toEqual(["Its website answers again", "Its website stopped answering"]);
  });

  it("marks a saved tool's changes for its owner until they are seen, and no one else's", async () => {
    const id = await toolId("claude");
    await handle.db.insert(users).values([
      { id: "watcher", name: "Watcher", email: "watcher@example.com", emailVerified: true },
      { id: "other", name: "Other", email: "other@example.com", emailVerified: true },
    ]);
    await handle.db.insert(userFavorites).values({ userId: "watcher", toolId: id });
    // A fact learned for the first time is not marked.
    await handle.db.update(aiTools).set({ commercialFree: "allowed" }).where(eq(aiTools.id, id));
    expect(await findUnseenFavoriteChanges(handle.db, "watcher")).toEqual(new Map());
    await handle.db.update(aiTools).set({ startingPrice: "$14.99/month" }).where(eq(aiTools.id, id));
    const unseen = await findUnseenFavoriteChanges(handle.db, "watcher");
    expect([...unseen.keys()]).toEqual([id]);
    expect(unseen.get(id)!.map((change) => changeSentence(changeWords(change)))).toEqual(["Paid plans from: $20/month → $14.99/month"]);
    expect(await findUnseenFavoriteChanges(handle.db, "other")).toEqual(new Map());
    await markFavoriteChangesSeen(handle.db, "watcher", id);
    expect(await findUnseenFavoriteChanges(handle.db, "watcher")).toEqual(new Map());
  });

  it("lists new courses and published articles, filtered by group and by category", async () => {
    await handle.db.insert(aiCourses).values({ slug: "new-course", name: "A New Course", description: "Taught from today.", level: "Beginner", pricing: "Free", platformName: "Somewhere" });
    await handle.db.insert(blogPosts).values({ slug: "a-draft", title: "A draft" });
    const [post] = await handle.db.insert(blogPosts).values({ slug: "news", title: "News", published: true, publishedAt: new Date() }).returning({ id: blogPosts.id });
    await handle.db.update(aiTools).set({ pricing: "Paid" }).where(eq(aiTools.slug, "adobe-firefly"));
    const all = await findPublicChanges(handle.db, {}, everything);
    expect(all.changes.map((change) => change.kind).sort()).toEqual(["article-added", "course-added", "pricing-model"]);
    expect((await findPublicChanges(handle.db, { group: "courses" }, everything)).changes.map((change) => change.courseSlug)).toEqual(["new-course"]);
    expect((await findPublicChanges(handle.db, { group: "prices", category: "image-generation" }, everything)).total).toBe(1);
    expect((await findPublicChanges(handle.db, { category: "video-editing" }, everything)).total).toBe(0);
    // Unpublished, an article's news goes with it; published again, it is not news twice.
    await handle.db.update(blogPosts).set({ published: false }).where(eq(blogPosts.id, post!.id));
    expect((await findPublicChanges(handle.db, { group: "articles" }, everything)).total).toBe(0);
    await handle.db.update(blogPosts).set({ published: true }).where(eq(blogPosts.id, post!.id));
    expect((await findPublicChanges(handle.db, { group: "articles" }, everything)).total).toBe(1);
    // Pages of one list.
    const first = await findPublicChanges(handle.db, {}, { offset: 0, limit: 2 });
    const second = await findPublicChanges(handle.db, {}, { offset: 2, limit: 2 });
    expect(first.total).toBe(3);
    expect([...first.changes, ...second.changes].map((change) => change.id)).toEqual(all.changes.map((change) => change.id));
  });
});
