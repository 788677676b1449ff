/**
 * How admins find the admin pages: the account menu's Admin entry, the /admin
 * overview with one card per area, crumbs that name what is edited; and every
 * admin page on a 390 px phone without sideways scrolling. The pages come from
 * the route table, so a new admin page is covered without editing this test.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { JOB_NAMES } from "../../server/jobs/registry";
import { rmSync } from "node:fs";
import routes from "../../app/routes";
import { freePortSync } from "../helpers/free-port";
import { solvedBotCheck } from "../helpers/bot-check";
import { newClient, signIn, startWithAdmin } from "./admin-accounts";
import type { RunningServer } from "./server-process";
import { seededDataDirWithAccounts } from "./seeded-data";

const PORT = freePortSync();
const baseURL = `http://localhost:${PORT}`;

/** The admin addresses that are pages (resource routes such as the CSV export are files, not pages). */
const ADMIN_PAGES = routes
  .filter((r) => (r.path === "admin" || r.path?.startsWith("admin/")) && r.file.endsWith(".tsx"))
  .map((r) => `/${r.path}`);

let server: RunningServer | undefined;
let dataDir = "";
let adminEmail = "";
let memberEmail = "";
type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;
const storage: { admin?: StorageState; member?: StorageState } = {};

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = seededDataDirWithAccounts("admin-navigation-");
  ({ server, adminEmail, memberEmail } = await startWithAdmin(PORT, dataDir));
  const admin = await newClient(baseURL);
  const member = await newClient(baseURL);
  await signIn(admin, adminEmail);
  await signIn(member, memberEmail);
  storage.admin = await admin.storageState();
  storage.member = await member.storageState();
  // Something waits in the inbox: a visitor's message.
  const visitor = await newClient(baseURL);
  const sent = await visitor.post("/contact", {
    form: { fullName: "Katherine Johnson", email: "katherine@example.com", phone: "", category: "Other", message: "A message for the admin overview.", botCheck: await solvedBotCheck(baseURL) },
  });
  expect(sent.status()).toBe(200);
  for (const client of [admin, member, visitor]) await client.dispose();
});

test.afterAll(async () => {
  if (server) await server.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const currentCrumb = (page: Page) => page.getByRole("navigation", { name: "Breadcrumb" }).locator('[aria-current="page"]');

test("an admin opens the account menu, chooses Admin, and reaches every admin page from its card", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL, storageState: storage.admin });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("button", { name: `Account menu for ${adminEmail}` }).click();
  await page.getByRole("menuitem", { name: "Admin" }).click();
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
  await expect(currentCrumb(page)).toHaveText("Admin");

  const cards = page.getByRole("list", { name: "Admin areas" }).getByRole("link");
  // Every admin page without a parameter has its card (the overview itself aside).
  const listPages = ADMIN_PAGES.filter((p) => p !== "/admin" && !p.includes(":"));
  const targets = await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  expect([...targets].sort()).toEqual([...listPages].sort());
  // What waits is counted: the visitor's message is not handled yet.
  await expect(cards.filter({ hasText: /^Inbox/ })).toContainText("1 item not handled");
  await expect(cards.filter({ hasText: /^Link health/ })).toContainText("No failing links");
  await expect(cards.filter({ hasText: /^Featured Tools/ })).toContainText("4 tools featured");
  await expect(cards.filter({ hasText: /^Background work/ })).toContainText("No job failing");

  for (const target of targets) {
    await page.goto("/admin");
    await cards.and(page.locator(`[href="${target}"]`)).click();
    await expect(page).toHaveURL(target);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The Admin crumb leads back to the overview.
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
  }

  // Edit pages end their crumbs with the name of what is edited, as their heading says it.
  for (const list of ["/admin/tools", "/admin/categories", "/admin/courses", "/admin/inbox"]) {
    await page.goto(list);
    await page.locator(`main a[href^="${list}/"]:not([href$="/new"]):not([href*="/export"])`).first().click();
    await expect(page).toHaveURL(new RegExp(`^${baseURL}${list}/[^/]+$`));
    const heading = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    expect(heading, list).not.toMatch(/[0-9a-f]{8}-|^\d+$|@/);
    await expect(currentCrumb(page)).toHaveText(heading);
  }
  // A suggestion or message is titled by what it is, not by who sent it.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message from Katherine Johnson");
  await context.close();
});

test("Background work lists every job, and what the running server's jobs did last", async ({ browser }) => {
  const context = await browser.newContext({ baseURL, storageState: storage.admin });
  const page = await context.newPage();
  await page.goto("/admin/jobs");
  const jobs = page.getByRole("list", { name: "Jobs" }).getByRole("listitem");
  await expect(jobs).toHaveCount(JOB_NAMES.length);
  await expect(page.getByRole("article", { name: "Makers' claims" })).toContainText("Every 1 h");
  // E-mail delivery runs every second from the start: its first good run is written down at once.
  const delivery = page.getByRole("article", { name: "E-mail delivery" });
  await expect(delivery).toContainText("Every 1 s");
  await expect(delivery.getByText(/^\d{1,2} \w+ \d{4}.*\(took \d+ ms\)$/)).toBeVisible();
  await expect(delivery).toContainText("Last failureNone");
  await context.close();
});

test("a member sees no Admin entry and is refused /admin", async ({ browser }) => {
  const context = await browser.newContext({ baseURL, storageState: storage.member });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("button", { name: `Account menu for ${memberEmail}` }).click();
  await expect(page.getByRole("menuitem", { name: "Settings" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Admin" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.goto("/admin");
  await expect(page).toHaveURL("/unauthorized");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await context.close();
});

test("the phone menu lists Admin for an admin only", async ({ browser }) => {
  for (const [who, state, shown] of [
    ["admin", storage.admin, 1],
    ["member", storage.member, 0],
  ] as const) {
    const context = await browser.newContext({ baseURL, storageState: state, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: "Settings" }), who).toBeVisible();
    await expect(page.getByRole("dialog").getByRole("link", { name: "Admin", exact: true }), who).toHaveCount(shown);
    await context.close();
  }
});

/** A real address for each admin page: parameters become the first item of their list. */
async function realAddress(page: Page, pattern: string): Promise<string> {
  const parameter = pattern.match(/^(.*)\/:[^/]+$/);
  if (!parameter) return pattern;
  const list = parameter[1]!;
  await page.goto(list);
  const href = await page.locator(`main a[href^="${list}/"]:not([href$="/new"]):not([href*="/export"])`).first().getAttribute("href");
  expect(href, `an item to open at ${pattern}`).toBeTruthy();
  return href!;
}

test("every admin page fits a 390 px phone: nothing scrolls sideways", async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, storageState: storage.admin, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // The blog editor and the new-item forms are pages admins use too.
  const extra = ["/admin/blog?edit=new", "/admin/tools/new", "/admin/categories/new", "/admin/courses/new"];
  for (const pattern of [...ADMIN_PAGES, ...extra]) {
    const address = await realAddress(page, pattern);
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(200);
    // The blog editor opens as a dialog over the page, hiding its heading from the accessibility tree.
    await expect(address.includes("?edit=") ? page.getByRole("dialog") : page.getByRole("heading", { level: 1 })).toBeVisible();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    await page.screenshot({ path: testInfo.outputPath(`${address.replace(/[^a-z0-9]+/gi, "-")}.png`), fullPage: true });
    expect.soft(scrollWidth, `${address} is ${scrollWidth} px wide at ${innerWidth} px`).toBeLessThanOrEqual(innerWidth);
  }
  await context.close();
});
