/**
 * A logo found on a maker's site, from the admin's review to the visitor's
 * tool page: before approval nobody but an admin can see the file; once
 * approved, the page kept for anonymous visitors shows it at once. The
 * candidate comes from the link checker itself (open-logo-candidates.ts), run
 * on the data directory before the server starts.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { freePortSync } from "../helpers/free-port";
import { newClient, signIn, startWithAdmin } from "./admin-accounts";
import type { RunningServer } from "./server-process";
import { seededDataDir } from "./seeded-data";

const PORT = freePortSync();
const baseURL = `http://localhost:${PORT}`;

let server: RunningServer | undefined;
let dataDir = "";
let adminState: Awaited<ReturnType<APIRequestContext["storageState"]>> | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = seededDataDir("logo-review-");
  const opened = execFileSync(process.execPath, ["--import", "tsx", "tests/e2e/open-logo-candidates.ts"], { env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" });
  expect(opened).toContain("1 logo candidates pending.");
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
