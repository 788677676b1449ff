/**
 * Claim proofs against sites served on this machine (no outside network). Each site has a name of
 * its own (one.test, team.test…) that the tests' DNS answers with 127.0.0.1, so one server plays
 * them all by the Host header, and the redirect rules see real names with registrable domains. A
 * second server stands for a site elsewhere, to show a redirect off the site is never followed.
 */
import http from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REDIRECTED_OFF_SITE } from "../links/safe-fetch";
import { checkClaimProof, DEFAULT_PROOF_CHECK, type ClaimMethod, type ProofCheckOptions } from "./proof";
import { CLAIM_FILE_PATH } from "~/lib/schemas/claim";

const TOKEN = "atelier-ai-0123456789abcdef0123456789abcdef";
const OTHER_TOKEN = "atelier-ai-fedcba9876543210fedcba9876543210";
const SMALL_CAP = 1024;

type Reply = (res: http.ServerResponse) => void;

const text =
  (body: string, contentType = "text/plain; charset=utf-8"): Reply =>
  (res) =>
    res.writeHead(200, { "Content-Type": contentType }).end(body);
const page = (head: string) => text(`<!doctype html><html><head><title>Maker</title>${head}</head><body><h1>Maker</h1></body></html>`, "text/html; charset=utf-8");
const redirect =
  (to: () => string): Reply =>
  (res) =>
    res.writeHead(302, { Location: to() }).end();
const metaTag = (token: string) => `<meta name="atelier-ai-verification" content="${token}">`;

let sitePort = 0;
let elsewherePort = 0;
const requests: { host: string; path: string; userAgent: string }[] = [];
let elsewhereRequests = 0;

/** What each site answers, by host and path; anything else is a 404. */
const SITES: Record<string, Record<string, Reply>> = {
  "one.test": { [CLAIM_FILE_PATH]: text(`${TOKEN}\n`), "/": page(metaTag(TOKEN)) },
  "team.test": {
    [CLAIM_FILE_PATH]: text(`${OTHER_TOKEN}\r\n  ${TOKEN}  \r\n`),
    // Another order, single quotes, and a colleague's tag first.
    "/": page(`<meta content='${OTHER_TOKEN}' name='atelier-ai-verification'><meta content='${TOKEN}' name='atelier-ai-verification'>`),
  },
  "other.test": { [CLAIM_FILE_PATH]: text(OTHER_TOKEN), "/": page(metaTag(OTHER_TOKEN)) },
  // The token is on the page, but not in the tag that counts.
  "plain.test": { "/": page(`<meta name="description" content="${TOKEN}">`) },
  "empty.test": { [CLAIM_FILE_PATH]: text("\n  \n") },
  // A single-page app answers every address with its page.
  "app.test": { [CLAIM_FILE_PATH]: page(""), "/": page("") },
  "moved.test": {
    [CLAIM_FILE_PATH]: redirect(() => `http://www.moved.test:${sitePort}${CLAIM_FILE_PATH}`),
    "/": redirect(() => `http://www.moved.test:${sitePort}/`),
  },
  "www.moved.test": { [CLAIM_FILE_PATH]: text(TOKEN), "/": page(metaTag(TOKEN)) },
  "leaves.test": {
    [CLAIM_FILE_PATH]: redirect(() => `http://elsewhere.test:${elsewherePort}${CLAIM_FILE_PATH}`),
    "/": redirect(() => `http://elsewhere.test:${elsewherePort}/`),
  },
  // Never answers: the connection stays open until the checker gives up.
  "slow.test": { [CLAIM_FILE_PATH]: () => undefined, "/": () => undefined },
  // The token is on the first line, within the cap: only refusing the whole file makes this fail.
  "huge.test": { [CLAIM_FILE_PATH]: text(`${TOKEN}\n${"x".repeat(2 * SMALL_CAP)}\n`) },
  "127.0.0.1": { [CLAIM_FILE_PATH]: text(TOKEN), "/": redirect(() => `http://one.test:${sitePort}/`) },
};

const site = http.createServer((req, res) => {
  const host = new URL(`http://${req.headers.host ?? ""}`).hostname;
  const path = req.url ?? "/";
  requests.push({ host, path, userAgent: req.headers["user-agent"] ?? "" });
  const reply = SITES[host]?.[path];
  if (reply) reply(res);
  else res.writeHead(404).end("Not found");
});

/** Holds the token too, so that a redirect followed to it would pass the check and fail the test. */
const elsewhere = http.createServer((req, res) => {
  elsewhereRequests++;
  if (req.url === CLAIM_FILE_PATH) text(TOKEN)(res);
  else page(metaTag(TOKEN))(res);
});

/** Listens on 127.0.0.1 on a port the system picks, which is therefore free. */
async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The test server has no TCP port");
  return address.port;
}

async function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

beforeAll(async () => {
  sitePort = await listen(site);
  elsewherePort = await listen(elsewhere);
});

afterAll(async () => {
  await close(site);
  await close(elsewhere);
});

beforeEach(() => {
  requests.length = 0;
  elsewhereRequests = 0;
});

/** The tests' DNS: every .test name is this machine, which the tests allow; any other name is not found. */
const testNames: ProofCheckOptions["lookup"] = async (hostname) => {
  if (hostname.endsWith(".test")) return [{ address: "127.0.0.1", family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
};

const options = (overrides: Partial<ProofCheckOptions> = {}): ProofCheckOptions => ({
  ...DEFAULT_PROOF_CHECK,
  timeoutMs: 5000,
  allowAddresses: ["127.0.0.1"],
  lookup: testNames,
  ...overrides,
});

const maker = { email: "ana@example.org", emailVerified: true };

function check(method: ClaimMethod, website: string, overrides: Partial<ProofCheckOptions> = {}) {
  return checkClaimProof({ method, website, token: TOKEN, account: maker }, options(overrides));
}

const siteUrl = (host: string, path = "/") => `http://${host}:${sitePort}${path}`;

describe("the file proof", () => {
  it("passes when the file at the site's origin holds the token, whatever the website's path", async () => {
    expect(await check("file", siteUrl("one.test", "/products/writer?ref=list"))).toEqual({ ok: true, method: "file" });
    expect(requests).toEqual([{ host: "one.test", path: CLAIM_FILE_PATH, userAgent: DEFAULT_PROOF_CHECK.userAgent }]);
    expect(DEFAULT_PROOF_CHECK.userAgent).toContain("AtelierAI-claim-check");
  });

  it("passes when the token is one line among others", async () => {
    expect(await check("file", siteUrl("team.test"))).toEqual({ ok: true, method: "file" });
  });

  it("names a file with another token as such", async () => {
    expect(await check("file", siteUrl("other.test"))).toEqual({ ok: false, reason: "other-token" });
  });

  it("finds no token when the file is missing, empty, or a web page stands in for it", async () => {
    expect(await check("file", siteUrl("plain.test"))).toEqual({ ok: false, reason: "token-not-found", detail: "HTTP 404" });
    expect(await check("file", siteUrl("empty.test"))).toEqual({ ok: false, reason: "token-not-found", detail: "The file is empty" });
    expect(await check("file", siteUrl("app.test"))).toEqual({ ok: false, reason: "token-not-found", detail: "A web page answered, not the file" });
  });

  it("refuses a file over the cap as unreachable, even with the token at its start", async () => {
    // Refused, not cut: a cut file could hide the token past the cut and be named someone else's.
    expect(await check("file", siteUrl("huge.test"), { maxBytes: SMALL_CAP })).toEqual({ ok: false, reason: "unreachable", detail: `Larger than ${SMALL_CAP} bytes` });
  });

  it("gives up on a site that does not answer in time", async () => {
    expect(await check("file", siteUrl("slow.test"), { timeoutMs: 200 })).toEqual({ ok: false, reason: "unreachable", detail: "No answer within 0.2 s" });
  });
});

describe("the meta proof", () => {
  it("passes when the home page's head has the tag with the token", async () => {
    expect(await check("meta", siteUrl("one.test", "/pricing"))).toEqual({ ok: true, method: "meta" });
    expect(requests.map(({ host, path }) => ({ host, path }))).toEqual([{ host: "one.test", path: "/" }]);
  });

  it("passes with the attributes the other way round, in single quotes, among a colleague's tags", async () => {
    expect(await check("meta", siteUrl("team.test"))).toEqual({ ok: true, method: "meta" });
  });

  it("is missing when the page has no such tag, or one with another token", async () => {
    expect(await check("meta", siteUrl("plain.test"))).toEqual({ ok: false, reason: "meta-missing" });
    expect(await check("meta", siteUrl("other.test"))).toEqual({ ok: false, reason: "meta-missing" });
  });

  it("is missing when the home page is not there", async () => {
    expect(await check("meta", siteUrl("empty.test"))).toEqual({ ok: false, reason: "meta-missing", detail: "HTTP 404" });
  });
});

describe("redirects", () => {
  it.each(["file", "meta"] as const)("%s: follows one within the site's domain (apex to www)", async (method) => {
    expect(await check(method, siteUrl("moved.test"))).toEqual({ ok: true, method });
    expect(requests.map(({ host }) => host)).toEqual(["moved.test", "www.moved.test"]);
  });

  it.each(["file", "meta"] as const)("%s: refuses one to another site without asking it", async (method) => {
    expect(await check(method, siteUrl("leaves.test"))).toEqual({ ok: false, reason: "unreachable", detail: REDIRECTED_OFF_SITE });
    expect(elsewhereRequests).toBe(0);
  });
});

describe("a site at an address", () => {
  it("is checked at that address, and may not redirect to a name", async () => {
    const website = `http://127.0.0.1:${sitePort}/app`;
    expect(await check("file", website)).toEqual({ ok: true, method: "file" });
    expect(await check("meta", website)).toEqual({ ok: false, reason: "unreachable", detail: REDIRECTED_OFF_SITE });
    expect(requests.map(({ host, path }) => ({ host, path }))).toEqual([
      { host: "127.0.0.1", path: CLAIM_FILE_PATH },
      { host: "127.0.0.1", path: "/" },
    ]);
  });

  it("proves nothing by e-mail: an address names no domain", async () => {
    const account = { email: "ana@127.0.0.1", emailVerified: true };
    expect(await checkClaimProof({ method: "email", website: `http://127.0.0.1:${sitePort}/`, token: TOKEN, account }, options())).toEqual({ ok: false, reason: "no-domain" });
  });
});

describe("the e-mail proof", () => {
  const byEmail = (website: string, email: string, emailVerified = true) => checkClaimProof({ method: "email", website, token: TOKEN, account: { email, emailVerified } }, options());

  it("passes for a confirmed address on the site's domain or a subdomain of it", async () => {
    expect(await byEmail("https://www.maker.com/app", "ana@maker.com")).toEqual({ ok: true, method: "email" });
    expect(await byEmail("https://maker.com", "ana@eu.maker.com")).toEqual({ ok: true, method: "email" });
  });

  it("refuses an address on a parent domain or another domain", async () => {
    expect(await byEmail("https://studio.maker.com", "ana@maker.com")).toEqual({ ok: false, reason: "email-other-domain" });
    expect(await byEmail("https://maker.com", "ana@maker.co")).toEqual({ ok: false, reason: "email-other-domain" });
  });

  it("refuses an address not yet confirmed", async () => {
    expect(await byEmail("https://maker.com", "ana@maker.com", false)).toEqual({ ok: false, reason: "email-unconfirmed" });
  });

  it("asks no site", async () => {
    expect(await byEmail(siteUrl("one.test"), "ana@one.test")).toEqual({ ok: true, method: "email" });
    expect(requests).toEqual([]);
  });
});

describe("a site on a shared host", () => {
  it.each(["file", "meta", "email"] as const)("%s: nothing can be proven, and nothing is asked", async (method) => {
    const account = { email: "ana@github.com", emailVerified: true };
    // The tests' DNS does not know github.com: a fetch would end as unreachable, not no-domain.
    expect(await checkClaimProof({ method, website: "https://github.com/maker/tool", token: TOKEN, account }, options())).toEqual({ ok: false, reason: "no-domain" });
    expect(await checkClaimProof({ method, website: "https://huggingface.co/spaces/maker/tool", token: TOKEN, account }, options())).toEqual({ ok: false, reason: "no-domain" });
  });
});
