import compression from "compression";
import { eq, sql } from "drizzle-orm";
import express from "express";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import { aiCourses, aiToolLogosTicker, aiTools, blogPosts, categories, courseTools, linkChecks, searchSynonyms } from "../db/schema";
import http from "node:http";
import { knownHost } from "../http/host";
import { answerFromPageCache, keepCacheablePages, servePageCacheHits } from "./middleware";
import { PageCache } from "./page-cache";

/** A stand-in for the pages: shows a tool's name from the database; /private/* never says it is cacheable. */
function siteOn(handle: DatabaseHandle, cache: PageCache) {
  let renders = 0;
  let reachedExpress = 0;
  /** While set, /race pages wait for it mid-render. */
  const race: { gate?: Promise<void> } = {};
  const app = express();
  app.use((_req, _res, next) => {
    reachedExpress++;
    next();
  });
  // As in server/http/app.ts: hits before compression, keeping after it.
  app.use(servePageCacheHits(cache));
  app.use(compression());
  app.use(keepCacheablePages(cache));
  app.get("/{*path}", async (req, res) => {
    renders++;
    if (req.path === "/race") await race.gate;
    const [tool] = await handle.db.select({ name: aiTools.name }).from(aiTools).where(eq(aiTools.slug, "figma"));
    const policy = res.locals.pageCachePolicy as { cacheable: boolean } | undefined;
    if (policy && !req.path.startsWith("/private")) policy.cacheable = true;
    res.setHeader("Content-Security-Policy", `script-src 'nonce-n${renders}'`);
    if (req.query.cookie) res.setHeader("Set-Cookie", "x=1");
    res.type("html").send(`<html><body><h1>${tool!.name}</h1>${"<p>filler</p>".repeat(200)}</body></html>`);
  });
  return { app, renders: () => renders, reachedExpress: () => reachedExpress, race };
}

/** As server/http/server.ts wires it: Node's own request first goes to the cache, then to Express. */
async function listen(app: express.Express, cache: PageCache): Promise<{ server: Server; url: string }> {
  const server = http.createServer();
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const answered = answerFromPageCache(cache, knownHost(url, []));
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!answered(req, res)) app(req, res);
  });
  return { server, url };
}

/** A GET with headers fetch() will not send (Host). */
function rawGet(url: string, headers: Record<string, string>): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res));
    }).on("error", reject);
  });
}

const renameFigma = (handle: DatabaseHandle, name: string) => handle.db.update(aiTools).set({ name }).where(eq(aiTools.slug, "figma"));

describe.each(testDatabaseKinds)("the anonymous page cache on $name", (kind) => {
  let handle: DatabaseHandle;
  let cache: PageCache;
  let site: ReturnType<typeof siteOn>;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    handle = await kind.openSeeded();
    cache = new PageCache(8 * 1024 * 1024);
    await cache.start(handle);
    site = siteOn(handle, cache);
    ({ server, url } = await listen(site.app, cache));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await cache.stop();
    await handle.close();
  });

  /** Lets a page that was just sent finish being compressed and kept. */
  const kept = async (path: string) => {
    for (let i = 0; i < 50 && !(await fetch(`${url}${path}`, { method: "HEAD" })).headers.get("x-page-cache")?.includes("hit"); i++) await new Promise((r) => setTimeout(r, 20));
  };

  it("answers the second anonymous visit from memory, compressed, with an ETag, a 304 and the page's own CSP", async () => {
    const first = await fetch(`${url}/tools/figma`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const firstBody = await first.text();
    await kept("/tools/figma");
    const before = site.renders();
    const second = await fetch(`${url}/tools/figma`, { headers: { "Accept-Encoding": "br" } });
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("content-encoding")).toBe("br");
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expect(site.renders()).toBe(before);
    const etag = second.headers.get("etag")!;
    expect((await fetch(`${url}/tools/figma`, { headers: { "If-None-Match": etag } })).status).toBe(304);
  });

  it("answers a hit before Express under the site's own host, and leaves any other host or a proxy's to Express", async () => {
    await fetch(`${url}/categories`);
    await kept("/categories");
    const before = site.reachedExpress();
    expect((await fetch(`${url}/categories`)).headers.get("x-page-cache")).toBe("hit");
    expect(site.reachedExpress()).toBe(before);

    const otherHost = await rawGet(`${url}/categories`, { Host: "elsewhere.example" });
    expect(site.reachedExpress()).toBe(before + 1);
    expect(otherHost.statusCode).toBe(200);
    const proxied = await rawGet(`${url}/categories`, { "X-Forwarded-Host": "elsewhere.example" });
    expect(site.reachedExpress()).toBe(before + 2);
    // Express's own look-up still answers from memory (the app's host check runs before it).
    expect(proxied.headers["x-page-cache"]).toBe("hit");
    // An address no page has is Express's to refuse; the server keeps answering.
    await rawGet(`${url}//%c0%af`, {});
    expect((await fetch(`${url}/categories`)).headers.get("x-page-cache")).toBe("hit");
  });

  it("never serves or keeps a page for a signed-in visitor, a page that is not cacheable, or one that sets a cookie", async () => {
    await fetch(`${url}/about`);
    await kept("/about");
    const signedIn = await fetch(`${url}/about`, { headers: { Cookie: "better-auth.session_token=abc" } });
    expect(signedIn.headers.get("x-page-cache")).toBeNull();

    await fetch(`${url}/private/dashboard`);
    await fetch(`${url}/cookie?cookie=1`);
    await new Promise((r) => setTimeout(r, 200));
    expect((await fetch(`${url}/private/dashboard`)).headers.get("x-page-cache")).toBe("miss");
    expect((await fetch(`${url}/cookie?cookie=1`)).headers.get("x-page-cache")).toBe("miss");
  });

  it("is emptied by each kind of public write, and a writer that settles never gets the old page back", async () => {
    const [tool] = await handle.db.select({ id: aiTools.id, categoryId: aiTools.categoryId }).from(aiTools).where(eq(aiTools.slug, "figma"));
    const [course] = await handle.db.select({ id: aiCourses.id }).from(aiCourses).limit(1);
    const writes: [string, () => Promise<unknown>][] = [
      ["a tool", () => renameFigma(handle, "Figma Renamed")],
      ["a category", () => handle.db.update(categories).set({ description: sql`${categories.description} || ' '` }).where(eq(categories.id, tool!.categoryId!))],
      ["a course", () => handle.db.update(aiCourses).set({ level: "Advanced" }).where(eq(aiCourses.id, course!.id))],
      ["what a course teaches", () => handle.db.insert(courseTools).values({ courseId: course!.id, toolId: tool!.id }).onConflictDoNothing()],
      ["the logo ticker", () => handle.db.update(aiToolLogosTicker).set({ isActive: false })],
      ["the search synonyms", () => handle.db.insert(searchSynonyms).values({ terms: ["moodboard", "mood board"] })],
      ["a published post", () => handle.db.insert(blogPosts).values({ title: "Live", slug: "live-post", excerpt: "e", content: "<p>c</p>", author: "a", category: "News", published: true, publishedAt: new Date(), readTime: 1 })],
      ["a links-checked day", () => handle.db.insert(linkChecks).values({ toolId: tool!.id, url: "https://www.figma.com/", kind: "website" })],
    ];
    for (const [what, write] of writes) {
      await fetch(`${url}/tools/figma`);
      await kept("/tools/figma");
      const generation = cache.generation;
      await write();
      await cache.settle();
      expect(cache.generation, what).toBeGreaterThan(generation);
      expect((await fetch(`${url}/tools/figma`)).headers.get("x-page-cache"), what).toBe("miss");
    }
    const page = await (await fetch(`${url}/tools/figma`)).text();
    expect(page).toContain("<h1>Figma Renamed</h1>");

    // A draft's autosave changes nothing visitors see: the cache stays.
    await kept("/tools/figma");
    const generation = cache.generation;
    await handle.db.insert(blogPosts).values({ title: "Draft", slug: "draft-post", excerpt: "", content: "", author: "", category: "", published: false, readTime: 1 });
    await handle.db.update(blogPosts).set({ content: "<p>more</p>" }).where(eq(blogPosts.slug, "draft-post"));
    await cache.settle();
    expect(cache.generation).toBe(generation);
    expect((await fetch(`${url}/tools/figma`)).headers.get("x-page-cache")).toBe("hit");
  });

  it("does not keep a page whose render overlapped a change", async () => {
    let release!: () => void;
    site.race.gate = new Promise((resolve) => (release = resolve));
    const rendersBefore = site.renders();
    const rendering = fetch(`${url}/race`);
    while (site.renders() === rendersBefore) await new Promise((r) => setTimeout(r, 5));
    // The change lands while the page is being rendered from the old data.
    cache.invalidate();
    release();
    expect((await rendering).headers.get("x-page-cache")).toBe("miss");
    site.race.gate = undefined;
    await new Promise((r) => setTimeout(r, 200));
    expect((await fetch(`${url}/race`)).headers.get("x-page-cache")).toBe("miss");
  });

  it.runIf(kind.name === "postgres")("empties another instance's cache within a second of a write made through this one", async () => {
    // The second instance talks to the same database as the first.
    // The driver-neutral Database types a raw answer as unknown; both drivers answer with rows.
    const { rows } = (await handle.db.execute(sql`select current_database() as db`)) as { rows: { db: string }[] };
    const name = rows[0]!.db;
    const sameDatabase = new URL(process.env.TEST_DATABASE_URL!);
    sameDatabase.pathname = `/${name}`;
    const other = await openDatabase({ kind: "postgres", url: sameDatabase.toString() });
    const otherCache = new PageCache(8 * 1024 * 1024);
    await otherCache.start(other);
    const otherSite = siteOn(other, otherCache);
    const { server: otherServer, url: otherUrl } = await listen(otherSite.app, otherCache);
    try {
      await fetch(`${otherUrl}/tools/figma`);
      for (let i = 0; i < 50 && (await fetch(`${otherUrl}/tools/figma`)).headers.get("x-page-cache") !== "hit"; i++) await new Promise((r) => setTimeout(r, 20));
      await renameFigma(handle, "Figma Elsewhere");
      const deadline = Date.now() + 1000;
      let body = "";
      while (Date.now() < deadline && !body.includes("Figma Elsewhere")) body = await (await fetch(`${otherUrl}/tools/figma`)).text();
      expect(body).toContain("<h1>Figma Elsewhere</h1>");

      // A lost notification connection stops the caching until it is back (anything sent meanwhile was missed).
      await handle.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`);
      const lostBy = Date.now() + 2000;
      while (Date.now() < lostBy && otherCache.enabled) await new Promise((r) => setTimeout(r, 5));
      expect(otherCache.enabled).toBe(false);
      expect((await fetch(`${otherUrl}/tools/figma`)).headers.get("x-page-cache")).toBeNull();
      const restoredBy = Date.now() + 5000;
      while (Date.now() < restoredBy && !(otherCache.enabled && cache.enabled)) await new Promise((r) => setTimeout(r, 50));
      expect(otherCache.enabled && cache.enabled).toBe(true);
    } finally {
      await new Promise((resolve) => otherServer.close(resolve));
      await otherCache.stop();
      await other.close();
    }
  });
});
