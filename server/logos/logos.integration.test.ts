/**
 * Logos from the makers' own sites, against a fake site on this machine (no
 * outside network): the best square mark is found, decoded and stored as a PNG
 * the site made; a huge file is refused without reading it all, an SVG's script
 * never survives, a redirect to this machine is refused; on both databases, the
 * link checker proposes one candidate per tool, and an admin's approval makes it
 * the tool's logo while a rejection keeps the same file from coming back.
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aSecondAgo, rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { aiTools, catalogueChanges, linkChecks, logoCandidates, users } from "../db/schema";
import { defaultLinkCheckSettings, runLinkCheckPass, syncLinkTargets, type LinkCheckSettings } from "../links/checker";
import { PRIVATE_ADDRESS } from "../links/public-address";
import { safeFetch } from "../links/safe-fetch";
import { localStorage } from "../storage/local";
import { CANDIDATE_FOLDER, countPendingLogoCandidates, findLogoCandidateFile, findLogoCandidatesToReview, requestLogoSearch, reviewLogoCandidate } from "./candidates";
import { defaultLogoSearchOptions, searchMakersLogo, type LogoSearchOptions } from "./search";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HUGE_BYTES = 64 * 1024 * 1024;
const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><script>fetch("/steal?c=" + document.cookie)</script><circle cx="12" cy="12" r="10" fill="#7c3aed"/></svg>',
);

const square = (size: number, colour: string) => sharp({ create: { width: size, height: size, channels: 4, background: colour } }).png().toBuffer();

let appleTouch: Buffer;
let smallFavicon: Buffer;
let banner: Buffer;
let server: http.Server;
let origin = "";
const requested: string[] = [];
/** Bytes of the huge icon written before the reader hung up. */
let hugeSent = 0;
const work = mkdtempSync(path.join(tmpdir(), "logos-test-"));

const page = (head: string) => `<!doctype html><html><head><title>Maker</title>${head}</head><body><h1>Welcome</h1></body></html>`;

const PAGES: Record<string, string> = {
  "/good/": page(
    `<link rel="icon" href="/good/favicon-32.png" sizes="32x32"><meta property="og:image" content="/good/banner.png"><link rel="apple-touch-icon" href="apple-touch-icon.png" sizes="180x180">`,
  ),
  "/huge/": page(`<link rel="icon" type="image/png" href="/huge/icon.png" sizes="512x512">`),
  "/svg/": page(`<link rel="icon" type="image/svg+xml" href="/svg/icon.svg">`),
  "/redirect/": page(`<link rel="apple-touch-icon" href="/redirect/icon.png">`),
};

beforeAll(async () => {
  appleTouch = await square(180, "#7c3aed");
  smallFavicon = await square(32, "#f59e0b");
  banner = await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#111827" } }).png().toBuffer();
  server = http.createServer((req, res) => {
    const where = new URL(req.url ?? "/", "http://test.local").pathname;
    // The link checker's HEAD of a website is not part of a logo search.
    if (req.method === "GET") requested.push(req.url ?? "");
    const send = (type: string, body: Buffer | string) => res.writeHead(200, { "Content-Type": type }).end(body);
    if (PAGES[where]) return send("text/html; charset=utf-8", PAGES[where]);
    if (where === "/good/apple-touch-icon.png") return send("image/png", appleTouch);
    if (where === "/good/favicon-32.png") return send("image/png", smallFavicon);
    if (where === "/good/banner.png") return send("image/png", banner);
    if (where === "/svg/icon.svg") return send("image/svg+xml", SVG_WITH_SCRIPT);
    if (where === "/redirect/icon.png") return res.writeHead(302, { Location: `http://localhost:${(server.address() as AddressInfo).port}/secret/icon.png` }).end();
    if (where === "/huge/icon.png") {
      // No length declared: the reader finds out by counting.
      res.writeHead(200, { "Content-Type": "image/png" });
      const chunk = Buffer.alloc(64 * 1024, 1);
      let sent = 0;
      const pump = () => {
        while (sent < HUGE_BYTES && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      res.on("close", () => (hugeSent = sent));
      return pump();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

beforeEach(() => {
  requested.length = 0;
});

/** The fake site is on 127.0.0.1: the tests allow that one address, nothing else of this machine. */
function options(allowAddresses: readonly string[] = ["127.0.0.1"]): LogoSearchOptions {
  const base = defaultLogoSearchOptions("AtelierAI-Test/1.0");
  return { ...base, pauseMs: 0, fetch: { ...base.fetch, timeoutMs: 5000, allowAddresses } };
}

describe("finding a maker's logo", () => {
  it("picks the square touch icon over a small favicon and a wide og:image, and writes it again as PNG", async () => {
    const { logo, refused } = await searchMakersLogo(`${origin}/good/`, options());
    expect(refused).toEqual([]);
    expect(logo).toMatchObject({ sourceUrl: `${origin}/good/apple-touch-icon.png`, width: 180, height: 180 });
    expect(logo!.png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // Only the page and the icon chosen: the others were never fetched.
    expect(requested).toEqual(["/good/", "/good/apple-touch-icon.png"]);
  });

  it("skips a rejected source and then what is too small or not square", async () => {
    const { logo, refused } = await searchMakersLogo(`${origin}/good/`, options(), new Set([`${origin}/good/apple-touch-icon.png`]));
    expect(logo).toBeUndefined();
    expect(refused).toEqual([
      { url: `${origin}/good/banner.png`, reason: "Not square (1200x630)" },
      { url: `${origin}/good/favicon-32.png`, reason: "Smaller than 128 px (32x32)" },
      { url: `${origin}/favicon.ico`, reason: "HTTP 404" },
    ]);
  });

  it("refuses an icon over the cap without reading it all", async () => {
    const { logo, refused } = await searchMakersLogo(`${origin}/huge/`, options());
    expect(logo).toBeUndefined();
    expect(refused[0]).toEqual({ url: `${origin}/huge/icon.png`, reason: `Larger than ${5 * 1024 * 1024} bytes` });
    await expect.poll(() => hugeSent).toBeGreaterThan(0);
    // The reader hung up soon after the cap (socket buffers hold a little more), far from the end.
    expect(hugeSent).toBeLessThan(HUGE_BYTES / 4);
  });

  it("rasterises an SVG icon: its script never reaches the stored PNG", async () => {
    const { logo } = await searchMakersLogo(`${origin}/svg/`, options());
    expect(logo).toMatchObject({ sourceUrl: `${origin}/svg/icon.svg`, width: 256, height: 256 });
    expect(logo!.png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(logo!.png.includes(Buffer.from("script"))).toBe(false);
    expect((await sharp(logo!.png).metadata()).format).toBe("png");
  });

  it("refuses a redirect to this machine when loopback is not allowed", async () => {
    const { logo, refused } = await searchMakersLogo(`${origin}/redirect/`, options());
    expect(logo).toBeUndefined();
    expect(refused[0]).toEqual({ url: expect.stringMatching(/^http:\/\/localhost:\d+\/secret\/icon\.png$/), reason: PRIVATE_ADDRESS });
    expect(requested).not.toContain("/secret/icon.png");
  });

  it("refuses this machine itself unless a test allows the address, by number or by name", async () => {
    const fetchOptions = { ...options([]).fetch, maxBytes: 1024, accept: "text/html" };
    for (const url of [`${origin}/good/`, origin.replace("127.0.0.1", "localhost"), origin.replace("127.0.0.1", "[::1]"), origin.replace("127.0.0.1", "[::ffff:127.0.0.1]"), origin.replace("127.0.0.1", "127.0.0.2")]) {
      expect(await safeFetch(url, fetchOptions), url).toMatchObject({ ok: false, error: PRIVATE_ADDRESS });
    }
    expect(requested).toEqual([]);
  });

  it("looks a name up once and connects to the address it checked, still naming the host", async () => {
    const port = (server.address() as AddressInfo).port;
    const hosts: string[] = [];
    server.prependOnceListener("request", (req: http.IncomingMessage) => hosts.push(req.headers.host ?? ""));
    // A name that answers a private address only on the second question (DNS rebinding) gets no second question.
    const answers = [[{ address: "127.0.0.1", family: 4 }], [{ address: "10.0.0.1", family: 4 }]];
    const lookups: string[] = [];
    const lookup = async (hostname: string) => {
      lookups.push(hostname);
      return answers.shift()!;
    };
    const fetchOptions = { ...options().fetch, lookup, maxBytes: 1024 * 1024, accept: "text/html" };
    expect(await safeFetch(`http://maker.test:${port}/good/`, fetchOptions)).toMatchObject({ ok: true, status: 200, url: `http://maker.test:${port}/good/` });
    expect(lookups).toEqual(["maker.test"]);
    expect(hosts).toEqual([`maker.test:${port}`]);
    // A name with any address that is not allowed is refused before a connection.
    const mixed = async () => [{ address: "127.0.0.1", family: 4 }, { address: "192.168.1.20", family: 4 }];
    requested.length = 0;
    expect(await safeFetch(`http://maker.test:${port}/good/`, { ...fetchOptions, lookup: mixed })).toMatchObject({ ok: false, error: PRIVATE_ADDRESS });
    expect(requested).toEqual([]);
  });
});

const admin = { id: "logo-review-admin", email: "logo-review-admin@example.com" };

describe.each(testDatabaseKinds)("logo candidates on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");
  const files = localStorage(path.join(work, "uploads"));

  beforeEach(async () => {
    await handle.db.delete(aiTools);
    await handle.db.insert(users).values({ id: admin.id, email: admin.email, name: "Admin", emailVerified: true });
  });

  function settings(): LinkCheckSettings {
    const base = defaultLinkCheckSettings("http://site.test", "worker-a");
    return { ...base, perHostDelayMs: 0, check: { ...base.check, timeoutMs: 5000, allowAddresses: ["127.0.0.1"] }, logos: { ...options(), storage: files } };
  }

  async function addTool(slug: string, site: string, logoUrl: string | null) {
    const [tool] = await handle.db
      .insert(aiTools)
      .values({ slug, name: `${slug} tool`, description: "A tool for the logo tests, long enough.", pricing: "Free", exploreNowLink: `${origin}${site}`, logoUrl })
      .returning({ id: aiTools.id });
    return tool!.id;
  }

  async function pass() {
    await syncLinkTargets(handle.db);
    await handle.db.update(linkChecks).set({ nextCheckAt: aSecondAgo() });
    await runLinkCheckPass(handle.db, settings());
  }

  const candidatesOf = (toolId: string) => handle.db.select().from(logoCandidates).where(eq(logoCandidates.toolId, toolId));
  const logoOf = async (toolId: string) => (await handle.db.select({ logoUrl: aiTools.logoUrl }).from(aiTools).where(eq(aiTools.id, toolId)))[0]!.logoUrl;

  it("proposes one candidate per tool without a mark, kept out of public view until an admin approves it", async () => {
    const good = await addTool("good-maker", "/good/", "/logos/good-maker.svg");
    const vector = await addTool("vector-maker", "/svg/", null);
    const branded = await addTool("branded-maker", "/good/?branded", "/brand-logos/lobehub/branded.svg");
    await pass();

    // A tool with a catalogue mark is not searched; the others get one pending candidate each.
    expect(requested).not.toContain("/good/?branded");
    expect(await candidatesOf(branded)).toEqual([]);
    expect(await countPendingLogoCandidates(handle.db)).toBe(2);
    const [candidate] = await candidatesOf(good);
    expect(candidate).toMatchObject({ status: "pending", sourceUrl: `${origin}/good/apple-touch-icon.png`, width: 180, height: 180, reviewedBy: null, reviewedAt: null });
    expect(candidate!.fileKey.startsWith(`${CANDIDATE_FOLDER}/`)).toBe(true);
    const stored = (await files.get(candidate!.fileKey))!;
    expect(stored.contentType).toBe("image/png");
    expect(stored.body.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(await findLogoCandidateFile(handle.db, candidate!.id)).toBe(candidate!.fileKey);
    const [svgCandidate] = await candidatesOf(vector);
    const svgStored = (await files.get(svgCandidate!.fileKey))!;
    expect(await sharp(svgStored.body).metadata()).toMatchObject({ format: "png", width: 256, height: 256 });
    expect(svgStored.body.includes(Buffer.from("script"))).toBe(false);
    expect(await logoOf(good)).toBe("/logos/good-maker.svg");

    // While one waits, no second is proposed.
    await pass();
    expect(await candidatesOf(good)).toHaveLength(1);

    const review = await findLogoCandidatesToReview(handle.db);
    expect(review.map((row) => row.toolSlug).sort()).toEqual(["good-maker", "vector-maker"]);
    expect(await reviewLogoCandidate(handle.db, files, admin, candidate!.id, "approved")).toBe(true);
    const logoUrl = await logoOf(good);
    expect(logoUrl).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}-good-maker\.png$/);
    expect((await files.get(logoUrl!.slice("/uploads/".length)))!.body).toEqual(stored.body);
    expect((await candidatesOf(good))[0]).toMatchObject({ status: "approved", reviewedBy: admin.id, reviewedAt: expect.any(Date) });
    // The waiting file went; approving is an edit in the tool's history.
    expect(await files.get(candidate!.fileKey)).toBeUndefined();
    expect(await handle.db.select().from(catalogueChanges).where(eq(catalogueChanges.entityId, good))).toEqual([
      expect.objectContaining({ action: "logo approved from the maker's site", userEmail: admin.email, changes: { logoUrl: { before: "/logos/good-maker.svg", after: logoUrl } } }),
    ]);
    // Reviewed once only.
    expect(await reviewLogoCandidate(handle.db, files, admin, candidate!.id, "rejected")).toBe(false);

    // Now it has a logo: not searched again, unless an admin asks.
    requested.length = 0;
    await pass();
    expect(requested).not.toContain("/good/");
    expect(await requestLogoSearch(handle.db, good)).toBe(true);
    await runLinkCheckPass(handle.db, settings());
    expect(requested).toContain("/good/");
    expect((await candidatesOf(good)).filter((row) => row.status === "pending")).toHaveLength(1);
  });

  it("does not propose a rejected file again", async () => {
    const good = await addTool("good-maker", "/good/", null);
    await pass();
    const [candidate] = await candidatesOf(good);
    expect(await reviewLogoCandidate(handle.db, files, admin, candidate!.id, "rejected")).toBe(true);
    expect(await logoOf(good)).toBeNull();
    expect(await files.get(candidate!.fileKey)).toBeUndefined();

    // Searched again (it still has no logo), but the page offers nothing else that is a square mark.
    requested.length = 0;
    await pass();
    expect(requested).toContain("/good/");
    expect(requested).not.toContain("/good/apple-touch-icon.png");
    expect(await candidatesOf(good)).toEqual([expect.objectContaining({ status: "rejected", reviewedBy: admin.id })]);
    expect(await countPendingLogoCandidates(handle.db)).toBe(0);
  });
});
