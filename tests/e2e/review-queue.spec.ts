/**
 * The admin's review queue, from the visitor's tool page to the admin's review
 * and back. A changed source page: while it waits the tool page says so, and
 * once an admin has dismissed or confirmed it the page, kept for anonymous
 * visitors, says what the facts now describe. A logo found on a maker's site:
 * before approval nobody but an admin can see the file; once approved, the
 * kept page shows it at once. The changes and the logo come from the link
 * checker itself (open-review-queue.ts), run on the data directory before the
 * server starts.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { formatDate } from "../../app/lib/dates";
import { freePortSync } from "../helpers/free-port";
import { newClient, signIn, startWithAdmin } from "./admin-accounts";
import { SHORT_RUN_NODE_FLAGS, type RunningServer } from "./server-process";
import { seededDataDirWithAccounts } from "./seeded-data";

const PORT = freePortSync();
const baseURL = `http://localhost:${PORT}`;

let server: RunningServer | undefined;
let dataDir = "";
let adminState: Awaited<ReturnType<APIRequestContext["storageState"]>> | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = seededDataDirWithAccounts("review-queue-");
  const opened = execFileSync(process.execPath, [...SHORT_RUN_NODE_FLAGS, "--import", "tsx", "tests/e2e/open-review-queue.ts"], { env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" });
  expect(opened).toContain("Source changes open: 2. Logos pending: 1.");
  const started = await startWithAdmin(PORT, dataDir);
  server = started.server;
  const admin = await newClient(baseURL);
  await signIn(admin, started.adminEmail);
  adminState = await admin.storageState();
  await admin.dispose();
});

test.afterAll(async () => {
  if (server) await server.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("a visitor is told of a changed source until an admin has reviewed it", async ({ browser }) => {
  test.setTimeout(60_000);
  const today = formatDate(new Date());
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/tools/runway");
  const notes = visitorPage.getByRole("note").filter({ hasText: "changed on" });
  await expect(notes).toHaveText([
    // The summary of prices comes from a report of May 2026; the training clause was read undated.
    `Runway's pricing page changed on ${today}; our summary describes May 2026.`,
    `Runway's terms page changed on ${today}; check it before relying on our summary.`,
  ]);

  const context = await browser.newContext({ baseURL, storageState: adminState });
  const page = await context.newPage();
  await page.goto("/admin");
  await expect(page.getByRole("list", { name: "Admin areas" }).getByRole("link").filter({ hasText: /^Source changes/ })).toContainText("2 changes to review");
  await page.goto("/admin/review");
  const changes = page.getByRole("list", { name: "Changed source pages" }).getByRole("listitem");
  await expect(changes).toHaveCount(2);
  const pricing = changes.filter({ hasText: "pricing page changed" });
  await expect(pricing.getByRole("figure", { name: "Before: Runway's pricing page" })).toContainText("Pro: $28 per month.");
  await expect(pricing.getByRole("figure", { name: "After: Runway's pricing page" })).toContainText("Pro: $35 per month.");
  // Only the region that changed, with the two lines before it.
  await expect(pricing.getByRole("figure", { name: "After: Runway's pricing page" })).toContainText("Standard: $12 per month.");
  await expect(pricing.getByRole("figure", { name: "After: Runway's pricing page" })).not.toContainText("Plans");

  await page.getByRole("button", { name: "Dismiss the change of Runway's terms page" }).click();
  await expect(page.getByText("Change dismissed.")).toBeVisible();
  await expect(changes).toHaveCount(1);
  await page.getByRole("button", { name: "Confirm Runway's facts against its pricing page" }).click();
  await expect(page.getByText("Facts confirmed: the summary now describes this month.")).toBeVisible();
  await expect(page.getByText("No source page has changed since its facts were checked.")).toBeVisible();
  await context.close();

  // The page kept for anonymous visitors was dropped by the database's notice.
  await visitorPage.goto("/tools/runway");
  await expect(notes).toHaveCount(0);
  // What the facts stand on is unchanged: each group still names the page it was read on.
  await expect(visitorPage.locator('[data-source-group="price"]')).toContainText("Price: reported by bitsminds.com");
  await visitor.close();
});

test("an admin approves a logo found on the maker's site and visitors see it at once", async ({ browser }) => {
  test.setTimeout(60_000);
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/tools/craiyon");
  await expect(visitorPage.getByRole("img", { name: "Craiyon initials (no logo on file)" }).first()).toBeVisible();

  const context = await browser.newContext({ baseURL, storageState: adminState });
  const page = await context.newPage();
  await page.goto("/admin");
  await expect(page.getByRole("list", { name: "Admin areas" }).getByRole("link").filter({ hasText: /^Source changes and logos/ })).toContainText("1 logo to review");
  await page.goto("/admin/review");
  const logos = page.getByRole("list", { name: "Logos found on makers' sites" }).getByRole("listitem");
  await expect(logos).toHaveCount(1);
  await expect(logos).toContainText("Craiyon");
  await expect(logos).toContainText("180×180 px");
  const image = logos.getByRole("img", { name: "Logo found for Craiyon" });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(180);
  // The waiting file is the admin's only: the same address answers a visitor with a sign-in, and /uploads never serves it.
  const candidateSrc = (await image.getAttribute("src"))!;
  const anonymousImage = await visitor.request.get(candidateSrc, { maxRedirects: 0 });
  expect(anonymousImage.status()).toBe(302);

  await page.getByRole("button", { name: "Approve the logo found for Craiyon" }).click();
  await expect(page.getByText("Logo approved: the tool shows it now.")).toBeVisible();
  await expect(page.getByText("No logo waits for review.")).toBeVisible();
  await context.close();

  // The page kept for anonymous visitors was dropped by the database's notice.
  await visitorPage.goto("/tools/craiyon");
  const logo = visitorPage.getByRole("img", { name: "Craiyon logo" }).first();
  await expect(logo).toHaveAttribute("src", /^\/uploads\/logos\/[0-9a-f-]{36}-craiyon\.png$/);
  const served = await visitor.request.get((await logo.getAttribute("src"))!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect((await served.body()).subarray(1, 4).toString("latin1")).toBe("PNG");
  expect((await visitor.request.get("/uploads/logo-candidates/anything.png")).status()).toBe(404);
  await visitor.close();
});
