/**
 * Makers claim their listings against sites the test serves on this machine: Midjourney's site
 * carries the token file, Craiyon's home page the meta tag (the data directory points the two
 * tools there, and the server runs with CLAIM_CHECK_LOOPBACK=on, the test setting that lets a claim
 * check reach 127.0.0.1); Runway is claimed by an account on runwayml.com. A wrong token is refused
 * with its reason, the badge and the API follow the claim, the re-check lapses a claim whose file is
 * gone, and a maker's edits need sources on their own domain and reach only their own tool.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { freePortSync } from "../helpers/free-port";
import { newClient, signIn, signUpAndConfirm, startWithAdmin } from "./admin-accounts";
import { uniqueEmail } from "./mailbox";
import { SHORT_RUN_NODE_FLAGS, type RunningServer } from "./server-process";
import { seededDataDirWithAccounts } from "./seeded-data";
import { axeViolations, settled, violationLines } from "./axe";

const PORT = freePortSync();
const baseURL = `http://localhost:${PORT}`;
type State = Awaited<ReturnType<APIRequestContext["storageState"]>>;

/** A maker's site: what it answers at each address, changed by the test as a maker would. */
function makerSite() {
  const pages = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const body = pages.get(req.url ?? "");
    if (body === undefined) return res.writeHead(404).end();
    res.writeHead(200, { "Content-Type": req.url?.endsWith(".txt") ? "text/plain" : "text/html" }).end(body);
  });
  return { pages, server, origin: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const fileSite = makerSite();
const metaSite = makerSite();
let server: RunningServer | undefined;
let dataDir = "";
let memberEmail = "";
let adminState: State | undefined;
let memberState: State | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await Promise.all([fileSite, metaSite].map((site) => new Promise<void>((resolve) => site.server.listen(0, "127.0.0.1", resolve))));
  metaSite.pages.set("/", "<html><head><title>Craiyon</title></head><body>Craiyon</body></html>");
  dataDir = seededDataDirWithAccounts("claims-");
  const moved = execFileSync(process.execPath, [...SHORT_RUN_NODE_FLAGS, "--import", "tsx", "tests/e2e/point-tools-at.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, TOOL_SITES: JSON.stringify({ midjourney: `${fileSite.origin()}/`, craiyon: `${metaSite.origin()}/` }) },
    encoding: "utf8",
  });
  expect(moved).toContain("Moved 2 tools.");
  const started = await startWithAdmin(PORT, dataDir, { CLAIM_CHECK_LOOPBACK: "on" });
  server = started.server;
  memberEmail = started.memberEmail;
  adminState = await signedInState(started.adminEmail);
  memberState = await signedInState(started.memberEmail);
});

test.afterAll(async () => {
  if (server) await server.stop();
  await Promise.all([fileSite, metaSite].map((site) => new Promise((resolve) => site.server.close(resolve))));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signedInState(email: string): Promise<State> {
  const client = await newClient(baseURL);
  await signIn(client, email);
  const state = await client.storageState();
  await client.dispose();
  return state;
}

async function pageAs(browser: Browser, state?: State): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: state });
  return context.newPage();
}

async function apiTool(slug: string): Promise<{ claimed: boolean; claimedSince: string | null }> {
  const client = await newClient(baseURL);
  const tool = (await (await client.get(`/api/v1/tools/${slug}`)).json()) as { claimed: boolean; claimedSince: string | null };
  await client.dispose();
  return tool;
}

const thisMonth = new Date().toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

test("a member claims a tool by its token file: another token is refused with the reason, the badge and the API follow, and the re-check lapses the claim once the file is gone", async ({ browser }) => {
  test.setTimeout(120_000);
  const anonymous = await pageAs(browser);
  await anonymous.goto("/tools/midjourney/claim");
  await expect(anonymous).toHaveURL(/\/auth\?redirectTo=%2Ftools%2Fmidjourney%2Fclaim/);

  const page = await pageAs(browser, memberState);
  await page.goto("/tools/midjourney");
  await page.getByRole("link", { name: "Are you the maker? Claim this listing" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Claim Midjourney as its maker");
  const token = (await page.locator("[data-claim-token]").textContent())?.trim() ?? "";
  expect(token).toMatch(/^atelier-ai-[0-9a-f]{32}$/);
  const file = page.getByRole("region", { name: "A file on the site" });
  await expect(file).toContainText(`${fileSite.origin()}/.well-known/atelier-ai-verification.txt`);

  fileSite.pages.set("/.well-known/atelier-ai-verification.txt", "atelier-ai-0123456789abcdef0123456789abcdef\n");
  await file.getByRole("button", { name: "Check the file" }).click();
  await expect(file.getByRole("alert")).toContainText("holds another token than yours");

  fileSite.pages.set("/.well-known/atelier-ai-verification.txt", `atelier-ai-0123456789abcdef0123456789abcdef\n${token}\n`);
  await file.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You are a verified maker of Midjourney since" })).toBeVisible();

  await anonymous.goto("/tools/midjourney");
  await expect(anonymous.getByText(`Claimed by its maker since ${thisMonth}`)).toBeVisible();
  // Still offered: several people of one maker can claim.
  await expect(anonymous.getByRole("link", { name: "Are you the maker? Claim this listing" })).toBeVisible();
  const claimed = await apiTool("midjourney");
  expect(claimed.claimed).toBe(true);
  expect(new Date(claimed.claimedSince ?? 0).toDateString()).toBe(new Date().toDateString());
  expect((await apiTool("canva")).claimed).toBe(false);

  await page.goto("/maker");
  const section = page.getByRole("region", { name: "Midjourney" });
  await expect(section).toContainText("by the token file");
  await expect(section.getByRole("row")).toHaveCount(8);

  // The maker takes the file down; the editors' check (the monthly one, run now) finds it gone.
  fileSite.pages.delete("/.well-known/atelier-ai-verification.txt");
  const admin = await pageAs(browser, adminState);
  await admin.goto("/admin/edits");
  await expect(admin.getByRole("listitem", { name: `Claim of Midjourney by ${memberEmail}` })).toBeVisible();
  await admin.getByRole("button", { name: "Check every claim now" }).click();
  await expect(admin.getByText("Every claim was checked: 1 lapsed.")).toBeVisible();
  await expect(admin.getByText("No tool is claimed.")).toBeVisible();

  await anonymous.goto("/tools/midjourney");
  await expect(anonymous.getByRole("link", { name: "Are you the maker? Claim this listing" })).toBeVisible();
  await expect(anonymous.getByText("Claimed by its maker")).toHaveCount(0);
  expect(await apiTool("midjourney")).toEqual(expect.objectContaining({ claimed: false, claimedSince: null }));
  await page.goto("/tools/midjourney/claim");
  await expect(page.getByText("the monthly check no longer found its proof")).toBeVisible();
});

test("a maker claims by a meta tag and by an address on the tool's domain; a maker's edit needs a source on their domain and reaches only their tool", async ({ browser }) => {
  test.setTimeout(120_000);
  const member = await pageAs(browser, memberState);
  await member.goto("/tools/craiyon/claim");
  const token = (await member.locator("[data-claim-token]").textContent())?.trim() ?? "";
  const tag = member.getByRole("region", { name: "A tag on the home page" });
  await expect(tag).toContainText(`<meta name="atelier-ai-verification" content="${token}">`);
  await tag.getByRole("button", { name: "Check the tag" }).click();
  await expect(tag.getByRole("alert")).toContainText("has no atelier-ai-verification tag with your token");
  metaSite.pages.set("/", `<html><head><title>Craiyon</title><meta content='${token}' name="atelier-ai-verification"></head><body>Craiyon</body></html>`);
  await tag.getByRole("button", { name: "Check the tag" }).click();
  await expect(member.getByRole("status").filter({ hasText: "You are a verified maker of Craiyon since" })).toBeVisible();

  // The member's address is on example.com, not on Runway's domain.
  await member.goto("/tools/runway/claim");
  const byEmail = member.getByRole("region", { name: "Your e-mail address" });
  await byEmail.getByRole("button", { name: "Use my e-mail address" }).click();
  await expect(byEmail.getByRole("alert")).toContainText("Your account's address is not on runwayml.com");

  const makerEmail = uniqueEmail("ana").replace("@example.com", "@runwayml.com");
  const setup = await newClient(baseURL);
  await signUpAndConfirm(setup, baseURL, makerEmail);
  await setup.dispose();
  const makerState = await signedInState(makerEmail);
  const maker = await pageAs(browser, makerState);
  await maker.goto("/tools/runway/claim");
  await maker.getByRole("region", { name: "Your e-mail address" }).getByRole("button", { name: "Use my e-mail address" }).click();
  await expect(maker.getByRole("status").filter({ hasText: "You are a verified maker of Runway since" })).toBeVisible();

  await maker.goto("/tools/runway/edit");
  await expect(maker.getByText("You are a verified maker of Runway: this suggestion is marked as from the maker")).toBeVisible();
  const terms = maker.locator('[data-edit-group="commercialUse"]');
  await terms.getByLabel("Commercial use, paid plans").selectOption("allowed");
  await terms.getByLabel("Page that states it").fill("https://blog.example.net/runway-terms");
  await terms.getByLabel("The sentence that states it").fill("Runway's paid plans allow commercial use of everything you make.");
  await maker.getByLabel("Note for the editor").fill("Our terms allow commercial use on every paid plan.");
  await maker.getByRole("button", { name: "Send suggestion" }).click();
  await expect(terms.getByText("As the maker, give a page on your own domain (runwayml.com) for this fact.")).toBeVisible();
  await terms.getByLabel("Page that states it").fill("https://help.runwayml.com/terms-of-use");
  await maker.getByRole("button", { name: "Send suggestion" }).click();
  await expect(maker.getByText("Suggestion sent", { exact: true })).toBeVisible();

  // A form that says it is the maker's, for a tool this account has not claimed, is refused on the server.
  const client = await newClient(baseURL);
  await signIn(client, makerEmail);
  const elsewhere = await client.post("/tools/canva/edit", { form: { as: "maker", commercialPaid: "allowed", note: "x" } });
  expect(elsewhere.status()).toBe(403);
  await client.dispose();

  const admin = await pageAs(browser, adminState);
  await admin.goto("/admin/edits");
  await expect(admin.getByRole("listitem", { name: "Suggestion for Runway" })).toContainText(`from the maker · ${makerEmail}`);
  await expect(admin.getByRole("listitem", { name: "Suggestion for Canva" })).toHaveCount(0);

  await maker.goto("/maker");
  await expect(maker.getByRole("region", { name: "Runway" })).toContainText("by your e-mail address");
  await expect(maker.getByRole("region", { name: "Runway" }).getByRole("list", { name: "Suggested edits" })).toContainText("Waiting for an editor");

  // An editor revokes a claim with a reason its maker reads; proving it again does not undo that.
  const craiyonClaim = admin.getByRole("listitem", { name: `Claim of Craiyon by ${memberEmail}` });
  await craiyonClaim.getByLabel("Why (the maker reads it)").fill("the domain changed hands");
  await craiyonClaim.getByRole("button", { name: "Revoke" }).click();
  await expect(admin.getByText("Claim revoked")).toBeVisible();
  await member.goto("/tools/craiyon/claim");
  await expect(member.getByText("An editor revoked your claim to this tool (the domain changed hands).")).toBeVisible();
  await member.getByRole("region", { name: "A tag on the home page" }).getByRole("button", { name: "Check the tag" }).click();
  await expect(member.getByRole("region", { name: "A tag on the home page" }).getByRole("alert")).toContainText("An editor revoked your claim to this tool.");
  expect((await apiTool("craiyon")).claimed).toBe(false);
});

test("an anonymous or cross-site claim changes nothing", async () => {
  const anonymous = await newClient(baseURL);
  const asked = await anonymous.post("/tools/canva/claim", { form: { method: "email" }, maxRedirects: 0 });
  expect(asked.status()).toBe(302);
  expect(asked.headers().location).toContain("/auth?redirectTo=");
  await anonymous.dispose();
  const member = await newClient(baseURL);
  await signIn(member, memberEmail);
  const crossSite = await member.post("/tools/canva/claim", { form: { method: "email" }, headers: { Origin: "http://evil.example" }, maxRedirects: 0 });
  expect(crossSite.status()).toBe(403);
  await member.dispose();
  expect((await apiTool("canva")).claimed).toBe(false);
});

test("the pages a maker and a reader use have no accessibility violations in either theme", async ({ browser }) => {
  test.setTimeout(90_000);
  const found: string[] = [];
  for (const theme of ["dark", "light"] as const) {
    const context = await browser.newContext({ baseURL, storageState: memberState });
    await context.addCookies([{ name: "theme", value: theme, url: baseURL }]);
    const page = await context.newPage();
    for (const path of ["/tools/midjourney/claim", "/tools/runway/claim", "/tools/canva/edit", "/maker", "/dashboard"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await settled(page);
      found.push(...violationLines(`${theme} ${path}`, await axeViolations(page)));
    }
    await context.close();
  }
  expect(found).toEqual([]);
});
