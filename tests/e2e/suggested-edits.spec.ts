/**
 * A reader corrects a price with its source, an editor accepts it, and the change reaches the tool
 * page, /new, the API's changes and a watcher's e-mail, each saying a reader suggested it. The
 * server runs on a data directory of its own, with a confirmed admin and member.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { rmSync } from "node:fs";
import { freePortSync } from "../helpers/free-port";
import { ADMIN_PASSWORD, newClient, signIn, startWithAdmin } from "./admin-accounts";
import { MAILBOX_URL } from "./mailbox";
import type { RunningServer } from "./server-process";
import { seededDataDirWithAccounts } from "./seeded-data";

const PORT = freePortSync();
const baseURL = `http://localhost:${PORT}`;

let server: RunningServer | undefined;
let dataDir = "";
let memberEmail = "";
let adminEmail = "";
let adminState: Awaited<ReturnType<APIRequestContext["storageState"]>> | undefined;
let memberState: Awaited<ReturnType<APIRequestContext["storageState"]>> | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = seededDataDirWithAccounts("suggested-edits-");
  const started = await startWithAdmin(PORT, dataDir);
  server = started.server;
  memberEmail = started.memberEmail;
  adminEmail = started.adminEmail;
  for (const [email, keep] of [
    [started.adminEmail, (state: typeof adminState) => (adminState = state)],
    [started.memberEmail, (state: typeof memberState) => (memberState = state)],
  ] as const) {
    const client = await newClient(baseURL);
    await signIn(client, email);
    keep(await client.storageState());
    await client.dispose();
  }
});

test.afterAll(async () => {
  if (server) await server.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The mailbox's e-mails to an address whose subject matches, as their text. */
async function mailTo(client: APIRequestContext, to: string, subject: RegExp): Promise<string[]> {
  const html = await (await client.get(MAILBOX_URL)).text();
  return html
    .split("<article")
    .slice(1)
    .filter((mail) => mail.includes(`To: ${to}`) && subject.test(mail));
}

test("asking to suggest an edit without an account signs in first and comes back; a post from elsewhere changes nothing", async ({ browser }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/tools/canva/edit");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Ftools%2Fcanva%2Fedit/);
  await page.getByLabel("Email").fill(memberEmail);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/tools\/canva\/edit$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suggest an edit to Canva");
  // Closing the tab on a suggestion typed and not sent asks first. Typed once the page runs its
  // code (its bot check has finished), and closed once the page listens for the tab closing.
  await expect(page.getByText("Check complete. You can continue.")).toBeVisible();
  await page.locator('[data-edit-group="price"]').getByLabel("Paid plans from").fill("$14/month");
  const devtools = await context.newCDPSession(page);
  const { result: windowObject } = await devtools.send("Runtime.evaluate", { expression: "window" });
  await expect
    .poll(async () => (await devtools.send("DOMDebugger.getEventListeners", { objectId: windowObject.objectId! })).listeners.some((listener) => listener.type === "beforeunload"))
    .toBe(true);
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.accept();
  await context.close();

  const request = await newClient(baseURL);
  const anonymous = await request.post("/tools/canva/edit", { form: { startingPrice: "$1/month", note: "x" }, headers: { Origin: baseURL }, maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toContain("/auth?redirectTo=");
  await request.dispose();
  const member = await newClient(baseURL);
  await signIn(member, memberEmail);
  const crossSite = await member.post("/tools/canva/edit", { form: { startingPrice: "$1/month", note: "x" }, headers: { Origin: "http://evil.example" }, maxRedirects: 0 });
  expect(crossSite.status()).toBe(403);
  await member.dispose();

  const admin = await newClient(baseURL);
  await signIn(admin, adminEmail);
  expect(await (await admin.get("/admin/edits")).text()).toContain("No suggestion waits.");
  await admin.dispose();
});

test("a reader's new price with its source, accepted by an editor, reaches the page, /new, the API and the watchers, said to be a reader's", async ({ browser }) => {
  test.setTimeout(150_000);
  const reader = await browser.newContext({ baseURL, storageState: memberState });
  const page = await reader.newPage();
  // The reader saved Canva before: they watch it.
  await page.goto("/tools/canva");
  await page.getByRole("button", { name: "Save Canva to favorites" }).click();
  await expect(page.getByRole("button", { name: "Remove Canva from favorites" })).toBeVisible();

  // A deciding fact not on record offers the suggestion where it is read.
  await expect(page.locator("[data-unknown]").getByRole("link", { name: "suggest a source" }).first()).toHaveAttribute("href", "/tools/canva/edit");
  await page.getByRole("link", { name: "Suggest an edit" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suggest an edit to Canva");
  const price = page.locator('[data-edit-group="price"]');
  await expect(price.getByText("Now: $12.99/month")).toBeVisible();
  // A new value without its source is refused, field by field, and what was typed stays.
  await price.getByLabel("Paid plans from").fill("$15/month");
  await page.getByLabel("Note for the editor").fill("Canva's pricing page lists Pro at $15 a month since November.");
  await page.getByRole("button", { name: "Send suggestion" }).click();
  await expect(price.getByText("Please give the page that states the new value.")).toBeVisible();
  await expect(price.getByLabel("Paid plans from")).toHaveValue("$15/month");

  await price.getByLabel("Page that states it").fill("https://www.canva.com/pricing/");
  await price.getByLabel("Month the page states (YYYY-MM, optional)").fill("2026-11");
  await price.getByLabel("The sentence that states it").fill("Canva Pro: $15/month per person, billed monthly.");
  await page.getByRole("button", { name: "Send suggestion" }).click();
  await expect(page.getByText("Suggestion sent", { exact: true })).toBeVisible();

  await page.goto("/dashboard");
  const mine = page.getByRole("list", { name: "Your suggested edits" });
  await expect(mine.getByRole("listitem")).toHaveCount(1);
  await expect(mine.getByRole("listitem").first()).toContainText("Canva: Paid plans from");
  await expect(mine.getByRole("listitem").first()).toContainText("Waiting for an editor");

  const editor = await browser.newContext({ baseURL, storageState: adminState });
  const queue = await editor.newPage();
  await queue.goto("/admin");
  await expect(queue.getByRole("link", { name: /Review queue/ })).toContainText("1 suggested edit");
  await queue.goto("/admin/edits");
  const card = queue.getByRole("listitem", { name: "Suggestion for Canva" });
  await expect(card).toContainText("from a reader");
  const row = card.getByRole("row", { name: /Paid plans from/ });
  await expect(row).toContainText("$12.99/month");
  await expect(row).toContainText("$15/month");
  // The source is a visitor's address: shown as a link search engines neither follow nor credit.
  await expect(card.getByRole("link", { name: "canva.com" })).toHaveAttribute("rel", /nofollow ugc/);
  await expect(card).toContainText("The maker's own page");
  await card.getByRole("button", { name: "Accept the ticked changes" }).click();
  await expect(queue.getByText("Accepted: the listing shows it", { exact: false })).toBeVisible();
  await expect(queue.getByText("No suggestion waits.")).toBeVisible();

  // A visitor, from the page cache or not, reads the new price and who suggested it.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/tools/canva");
  const history = visitorPage.locator("section", { has: visitorPage.getByRole("heading", { name: "History" }) });
  await expect(history.getByRole("listitem").first()).toContainText("Paid plans from: $12.99/month → $15/month");
  await expect(history.getByRole("listitem").first()).toContainText("suggested by a reader");
  await expect(history.getByRole("listitem").first().getByRole("link", { name: "Source" })).toHaveAttribute("href", "https://www.canva.com/pricing/");
  await visitorPage.goto("/new");
  await expect(visitorPage.getByRole("listitem").filter({ hasText: "Canva" }).first()).toContainText("suggested by a reader");

  const api = await newClient(baseURL);
  const changes = (await (await api.get("/api/v1/changes?kind=prices")).json()) as { data: { subject: { slug: string }; after: string; suggestedBy: string | null; source: string }[] };
  expect(changes.data[0]).toMatchObject({ subject: { slug: "canva" }, after: "$15/month", suggestedBy: "reader", source: "https://www.canva.com/pricing/" });

  // The author hears once, with the decision; as a watcher of Canva they hear of the change, said to be a reader's.
  await expect.poll(async () => (await mailTo(api, memberEmail, /Your suggested edit to Canva/)).length).toBe(1);
  expect((await mailTo(api, memberEmail, /Your suggested edit to Canva/))[0]).toContain("An editor accepted your suggested edit to Canva: Paid plans from.");
  // The saved-tools e-mail goes out at the job's next minute.
  await expect.poll(async () => (await mailTo(api, memberEmail, /Canva/)).find((mail) => mail.includes("$15/month (suggested by a reader)")), { timeout: 90_000 }).toBeTruthy();

  await page.goto("/dashboard");
  await expect(page.getByRole("list", { name: "Your suggested edits" }).getByRole("listitem").first()).toContainText("Accepted");
  await api.dispose();
  await Promise.all([reader.close(), editor.close(), visitor.close()]);
});
