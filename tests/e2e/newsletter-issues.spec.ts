/**
 * The weekly newsletter from an admin's desk to a reader's inbox: the Monday draft, edited in the
 * post editor, previewed, tested, sent; the reader who switched Marketing emails on gets it once,
 * reads it in the archive and its feed, and leaves with the link in it, which the settings show.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { rmSync } from "node:fs";
import { freePortSync } from "../helpers/free-port";
import { newClient, signIn, startWithAdmin } from "./admin-accounts";
import { MAILBOX_URL } from "./mailbox";
import { seededDataDirWithAccounts } from "./seeded-data";
import { type RunningServer } from "./server-process";

const PORT = freePortSync();
const baseURL = `http://localhost:${PORT}`;

test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: RunningServer | undefined;
let dataDir = "";
let admin: APIRequestContext;
let member: APIRequestContext;
let adminEmail = "";
let memberEmail = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = seededDataDirWithAccounts("newsletter-issues-");
  const started = await startWithAdmin(PORT, dataDir);
  server = started.server;
  adminEmail = started.adminEmail;
  memberEmail = started.memberEmail;
  admin = await newClient(baseURL);
  member = await newClient(baseURL);
  await signIn(admin, adminEmail);
  await signIn(member, memberEmail);
});

test.afterAll(async () => {
  for (const client of [admin, member]) await client?.dispose();
  if (server) await server.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The e-mails to an address whose subject matches, as the development mailbox shows them. */
async function mails(client: APIRequestContext, to: string, subject: string): Promise<string[]> {
  const html = await (await client.get(MAILBOX_URL)).text();
  return html
    .split("<article")
    .slice(1)
    .map((article) => article.split("</article>")[0]!)
    .filter((article) => article.includes(`To: ${to}`) && article.includes(subject));
}

test("an admin edits, tests and sends the weekly issue; a member who switched Marketing emails on gets it once and can leave", async ({ browser }) => {
  // The member subscribes from settings.
  const memberPage = await (await browser.newContext({ baseURL, storageState: await member.storageState() })).newPage();
  await memberPage.goto("/settings");
  const marketing = memberPage.getByRole("switch", { name: /Marketing emails/ });
  await expect(marketing).not.toBeChecked();
  await marketing.check();
  await memberPage.getByRole("button", { name: "Save preferences" }).click();
  await expect(memberPage.getByText("Your preferences have been saved.")).toBeVisible();

  // The server drafted last week's issue when it started; drafting it again is refused kindly.
  const context = await browser.newContext({ baseURL, storageState: await admin.storageState() });
  const page = await context.newPage();
  await page.goto("/admin/newsletter");
  await page.getByRole("button", { name: "Draft last week's issue" }).click();
  await expect(page.getByText("Last week's issue exists already: it is in the list.")).toBeVisible();
  await expect(page.getByText(/Goes out .* UTC/)).toBeVisible();
  await page.getByRole("list", { name: "Issues" }).getByRole("link").first().click();

  await page.getByLabel("Subject").fill("Five tools worth your evening");
  const body = page.getByRole("textbox", { name: "Issue" });
  await body.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("A note written by hand for this week.");
  await expect(page.getByText("Unsaved changes.")).toBeVisible();
  await page.getByRole("button", { name: "Save issue" }).click();
  await expect(page.getByText("Issue saved.")).toBeVisible();
  await expect(page.getByText("Unsaved changes.")).toBeHidden();

  // Previews of the saved issue, as a web page and as the e-mail.
  await expect(page.locator("article").getByText("A note written by hand for this week.")).toBeVisible();
  await page.getByRole("button", { name: "E-mail", exact: true }).click();
  await expect(page.frameLocator('iframe[title="The issue as an e-mail"]').getByText("A note written by hand for this week.")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("issue-editor.png"), fullPage: true });

  await page.getByRole("button", { name: "Send me a test" }).click();
  await expect(page.getByText(`A test copy is on its way to ${adminEmail}.`)).toBeVisible();
  expect(await mails(admin, adminEmail, "[Test] Five tools worth your evening")).toHaveLength(1);

  await page.getByRole("button", { name: "Send now" }).click();
  await page.getByRole("button", { name: "Send to 1 subscriber" }).click();
  await expect(page.getByText("Sending to 1 subscriber.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Issue 1" })).toBeVisible();
  // A second send of the same issue, a double click or another tab, changes nothing.
  const again = await admin.post(new URL(page.url()).pathname, { form: { intent: "send" } });
  expect(again.status()).toBe(409);

  // The member's copy arrives once, with a link to the web version and a personal unsubscribe link.
  await expect.poll(async () => (await mails(member, memberEmail, "Five tools worth your evening")).length, { timeout: 20_000 }).toBe(1);
  const [copy] = await mails(member, memberEmail, "Five tools worth your evening");
  expect(copy).toContain(`${baseURL}/newsletter/issues/1`);
  expect(copy).toContain("A note written by hand for this week.");
  await expect(page.getByText(/1 sent · 0 failed · 0 pending|^1$/).first()).toBeVisible();

  // Anyone reads it in the archive and its feed.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto("/newsletter");
  await visitor.getByRole("link", { name: "Read past issues" }).click();
  await visitor.getByRole("link", { name: "Five tools worth your evening" }).click();
  await expect(visitor.getByRole("heading", { name: "Five tools worth your evening" })).toBeVisible();
  await expect(visitor.getByText("A note written by hand for this week.")).toBeVisible();
  const feed = await (await visitor.request.get("/newsletter/issues/rss.xml")).text();
  expect(feed).toContain(`<link>${baseURL}/newsletter/issues/1</link>`);

  // The member leaves with the link in the issue; the settings say so.
  const unsubscribe = copy!.match(/href="(http[^"]+\/newsletter\/unsubscribe\?token=[^"]+)"/)![1]!.replace(/&amp;/g, "&");
  await memberPage.goto(unsubscribe);
  await memberPage.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(memberPage.getByText("You are unsubscribed")).toBeVisible();
  await memberPage.goto("/settings");
  await expect(memberPage.getByRole("switch", { name: /Marketing emails/ })).not.toBeChecked();
  await page.reload();
  await expect(page.getByText("Unsubscribed after it")).toBeVisible();
  await context.close();
});
