/**
 * The link checker against a local HTTP server (no outside network): every kind
 * of answer recorded as it is, one request at a time per host with a pause, and
 * two workers never holding the same link.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import type { DatabaseHandle } from "../db/client";
import { aiTools, linkChecks } from "../db/schema";
import { countFlaggedLinks, defaultLinkCheckSettings, findFlaggedLinks, findLinksVerifiedAt, runLinkCheckPass, syncLinkTargets, type LinkCheckSettings } from "./checker";

const requests: { path: string; method: string; at: number; userAgent: string }[] = [];
let inFlight = 0;
let maxInFlight = 0;
let server: http.Server;
let origin = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? "/";
    requests.push({ path, method: req.method ?? "", at: Date.now(), userAgent: req.headers["user-agent"] ?? "" });
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on("close", () => inFlight--);
    const redirect = (to: string) => res.writeHead(301, { Location: to }).end();
    if (path === "/ok") res.writeHead(200).end("fine");
    else if (path === "/chain-1") redirect("/chain-2");
    else if (path === "/chain-2") redirect(`${origin}/ok`);
    else if (path === "/no-head") res.writeHead(req.method === "HEAD" ? 403 : 200).end();
    else if (path === "/missing") res.writeHead(404).end();
    else if (path === "/broken") res.writeHead(500).end();
    else if (path === "/loop-a") redirect("/loop-b");
    else if (path === "/loop-b") redirect("/loop-a");
    else if (path === "/hang") setTimeout(() => res.writeHead(200).end(), 5000);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const PATHS = ["/ok", "/chain-1", "/no-head", "/missing", "/broken", "/loop-a", "/hang"];

function settings(workerId: string, overrides: Partial<LinkCheckSettings> = {}): LinkCheckSettings {
  const base = defaultLinkCheckSettings("http://site.test", workerId);
  return { ...base, perHostDelayMs: 100, check: { ...base.check, timeoutMs: 500, allowAddresses: ["127.0.0.1"] }, ...overrides };
}

describe.each(testDatabaseKinds)("link checker on $name", (kind) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await kind.open();
    await handle.db.delete(aiTools);
    await handle.db.insert(aiTools).values(
      PATHS.map((path, index) => ({
        slug: `tool-${index}`,
        name: `Tool ${index}`,
        description: "A tool whose site answers in one particular way.",
        pricing: "Free",
        exploreNowLink: `${origin}${path}`,
      })),
    );
    await syncLinkTargets(handle.db);
    requests.length = 0;
    maxInFlight = 0;
  });
  afterEach(async () => {
    await handle.close();
  });

  const rowFor = async (path: string) => (await handle.db.select().from(linkChecks).where(eq(linkChecks.url, `${origin}${path}`)))[0]!;

  it("records each kind of answer, politely, and flags a link after its second failure", async () => {
    expect(await runLinkCheckPass(handle.db, settings("worker-a"))).toEqual({ checked: 7, failed: 4 });
    expect(await rowFor("/ok")).toMatchObject({ httpStatus: 200, error: null, consecutiveFailures: 0 });
    expect(await rowFor("/chain-1")).toMatchObject({ httpStatus: 200, finalUrl: `${origin}/ok`, consecutiveFailures: 0 });
    expect(await rowFor("/no-head")).toMatchObject({ httpStatus: 200, error: null });
    expect(await rowFor("/missing")).toMatchObject({ httpStatus: 404, error: "HTTP 404", consecutiveFailures: 1 });
    expect(await rowFor("/broken")).toMatchObject({ httpStatus: 500, error: "HTTP 500" });
    expect(await rowFor("/loop-a")).toMatchObject({ httpStatus: null, error: "Redirect loop" });
    expect(await rowFor("/hang")).toMatchObject({ httpStatus: null, error: "No answer within 0.5 s" });
    expect((await rowFor("/ok")).lastOkAt).toBeInstanceOf(Date);
    expect((await rowFor("/missing")).lastOkAt).toBeNull();

    // Politeness: one request at a time to this host, a pause between links, a User-Agent that names the site.
    expect(maxInFlight).toBe(1);
    const firstOfEachLink = PATHS.map((path) => requests.find((r) => r.path === path)!.at).sort((a, b) => a - b);
    for (let i = 1; i < firstOfEachLink.length; i++) expect(firstOfEachLink[i]! - firstOfEachLink[i - 1]!).toBeGreaterThanOrEqual(90);
    expect(requests.every((r) => r.userAgent.startsWith("AtelierAI-LinkCheck/1.0 (+http://site.test/about)"))).toBe(true);
    expect(requests.filter((r) => r.path === "/no-head").map((r) => r.method)).toEqual(["HEAD", "GET"]);

    // Nothing is due again yet; once due, a second failure flags the link.
    expect((await runLinkCheckPass(handle.db, settings("worker-a"))).checked).toBe(0);
    expect(await findFlaggedLinks(handle.db)).toEqual([]);
    expect(await countFlaggedLinks(handle.db)).toBe(0);
    await handle.db.update(linkChecks).set({ nextCheckAt: new Date(Date.now() - 1000) });
    await runLinkCheckPass(handle.db, settings("worker-a"));
    expect((await findFlaggedLinks(handle.db)).map((link) => link.url).sort()).toEqual(
      ["/broken", "/hang", "/loop-a", "/missing"].map((path) => `${origin}${path}`).sort(),
    );
    // The admin overview counts what the link health page lists.
    expect(await countFlaggedLinks(handle.db)).toBe(4);

    // A tool page may say when its links were verified only after they answered well.
    const [ok] = await handle.db.select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.slug, "tool-0"));
    const [missing] = await handle.db.select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.slug, "tool-3"));
    expect((await findLinksVerifiedAt(handle.db, ok!.id)).verifiedAt).toBeInstanceOf(Date);
    expect(await findLinksVerifiedAt(handle.db, missing!.id)).toEqual({ verifiedAt: null, failing: true });
  });

  it("two workers at once never check the same link", async () => {
    const [a, b] = await Promise.all([
      runLinkCheckPass(handle.db, settings("worker-a", { batchSize: 4 })),
      runLinkCheckPass(handle.db, settings("worker-b", { batchSize: 4 })),
    ]);
    expect(a.checked + b.checked).toBe(7);
    // /ok is asked twice: once for itself, once at the end of the redirect chain.
    for (const path of PATHS) expect(requests.filter((r) => r.path === path && r.method === "HEAD").length, path).toBe(path === "/ok" ? 2 : 1);
  });

  it("checks a changed address afresh", async () => {
    await runLinkCheckPass(handle.db, settings("worker-a"));
    await handle.db.update(aiTools).set({ exploreNowLink: `${origin}/ok?moved` }).where(eq(aiTools.slug, "tool-3"));
    await syncLinkTargets(handle.db);
    const moved = (await handle.db.select().from(linkChecks).where(eq(linkChecks.url, `${origin}/ok?moved`)))[0]!;
    expect(moved).toMatchObject({ consecutiveFailures: 0, checkedAt: null, lastOkAt: null });
  });
});
