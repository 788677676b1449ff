/**
 * Every admin route and action, tried as an anonymous visitor, a signed-in
 * non-admin and an admin. The list of routes comes from the route table, so
 * a new admin page is swept without editing this test.
 */
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import sharp from "sharp";
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import routes from "../../app/routes";
import { UPLOAD_PATHS } from "../../server/http/request-guards";
import { catalogue } from "./catalogue-data";
import { freePortSync } from "../helpers/free-port";
import { SHORT_RUN_NODE_FLAGS, type RunningServer } from "./server-process";
import { uniqueEmail } from "./mailbox";
import { newClient as newAccountClient, signIn, startWithAdmin } from "./admin-accounts";
import { seededDataDirWithAccounts } from "./seeded-data";
import { PENDING_REVIEW } from "./review-moderation-data";

const PORT = freePortSync();
const baseURL = `http://localhost:${PORT}`;
const ADMIN_PATHS = routes.map((r) => r.path ?? "").filter((p) => p === "admin" || p.startsWith("admin/")).map((p) => `/${p}`);

const newClient = () => newAccountClient(baseURL);

async function featuredOnHome(client: APIRequestContext): Promise<string[]> {
  const html = await (await client.get("/")).text();
  const section = html.split('id="featured-heading"')[1]!.split("</section>")[0]!;
  return [...section.matchAll(/href="\/tools\/([^"]+)"/g)].map((m) => m[1]!).sort();
}

/** A small real image, made on the spot. */
async function pngImage(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 840, channels: 3, background: "#3b82f6" } }).png().toBuffer();
}

/** An admin writes a post: autosave, reload, image, publish; then unpublishes and deletes it. */
async function blogJourney(browser: Browser, admin: APIRequestContext, anonymous: APIRequestContext) {
  const title = `Autosaved journey ${Date.now()}`;
  const slug = title.toLowerCase().replace(/ /g, "-");
  const context = await browser.newContext({ baseURL, storageState: await admin.storageState() });
  const page = await context.newPage();
  await page.goto("/admin/blog");
  await page.getByRole("link", { name: "New Post" }).click();
  const editor = page.getByRole("dialog");
  await editor.getByLabel("Title").fill(title);
  await editor.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("Written in the editor and saved without pressing anything. Made with Midjourney");
  // A tool named in the post links to its page.
  for (let n = 0; n < "Midjourney".length; n++) await page.keyboard.press("Shift+ArrowLeft");
  await editor.getByRole("button", { name: "Link" }).click();
  await page.getByLabel("Link to a tool or an address").fill("Midjour");
  // An autosave may already have run before the link: wait for the one that carries it.
  const linkedSave = page.waitForResponse((response) => response.request().method() === "POST" && (response.request().postData() ?? "").includes("%2Ftools%2Fmidjourney"), { timeout: 15_000 });
  await page.getByRole("button", { name: /^Midjourney/ }).click();
  await expect(editor.getByRole("textbox", { name: "Content" }).getByRole("link", { name: "Midjourney" })).toBeVisible();
  expect((await linkedSave).ok()).toBe(true);
  await expect(editor.getByText("Draft saved")).toBeVisible({ timeout: 15_000 });

  // The draft comes back on the next visit.
  await page.reload();
  await expect(page.getByRole("dialog").getByLabel("Title")).toHaveValue(title);
  await expect(page.getByRole("dialog").getByRole("textbox", { name: "Content" })).toContainText("saved without pressing anything");
  await expect(page.locator("tr", { hasText: `[DRAFT] ${title}` })).toBeAttached();

  // Publishing asks for what a reader needs.
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("switch", { name: "Published" }).check();
  await dialog.getByRole("button", { name: "Save Now" }).click();
  await expect(page.getByText("Please fill required fields: Author, Category, Excerpt, Meta description")).toBeVisible();
  await expect(dialog.getByText("Meta description is required for SEO")).toBeVisible();

  await dialog.locator('input[type="file"][accept="image/*"]').last().setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await pngImage() });
  await expect(page.getByText("Image uploaded successfully")).toBeVisible();
  await dialog.getByLabel("Excerpt").fill("A post written by the end-to-end test.");
  await dialog.getByLabel("Author").fill("The Editorial Team");
  await dialog.getByLabel("Category").selectOption("Tutorials");
  await dialog.getByLabel("Tags").fill("testing, , editor");
  await dialog.getByLabel("Meta description").fill("What the editor does, end to end.");
  await dialog.getByRole("button", { name: "Save Now" }).click();
  await expect(page.getByText("Post published successfully!")).toBeVisible();

  const post = await anonymous.get(`/blog/${slug}`);
  expect(post.status()).toBe(200);
  const html = await post.text();
  expect(html).toContain("saved without pressing anything");
  expect(html).toContain('<a href="/tools/midjourney">Midjourney</a>');
  const image = html.match(/src="(\/uploads\/blog\/[^"]+-1200\.webp)"/)?.[1];
  expect(image).toBeTruthy();
  const served = await anonymous.get(image!);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toContain("immutable");
  expect(await (await anonymous.get("/resources/blog")).text()).toContain(title);
  expect(await (await anonymous.get("/resources/blog/rss.xml")).text()).toContain(`/blog/${slug}</link>`);

  // Unpublished, it is gone for readers.
  await dialog.getByRole("switch", { name: "Published" }).uncheck();
  await dialog.getByRole("button", { name: "Save Now" }).click();
  await expect(page.getByText("Post saved as draft!")).toBeVisible();
  expect((await anonymous.get(`/blog/${slug}`)).status()).toBe(404);

  // Deleting asks first.
  await dialog.getByRole("button", { name: "Close the editor" }).click();
  const row = page.getByRole("row", { name: new RegExp(title) });
  await row.getByRole("button", { name: /^Delete/ }).click();
  await expect(page.getByRole("alertdialog").or(page.getByRole("dialog")).getByText("Delete this post?")).toBeVisible();
  await page.getByRole("button", { name: "Delete post" }).click();
  await expect(page.getByText("Post deleted successfully!")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
  await context.close();
}

/** An admin keeps the catalogue right: a new tool with a logo, a price change in its history, retirement with a successor, and a suggestion made into a listing. */
async function catalogueJourney(browser: Browser, admin: APIRequestContext, anonymous: APIRequestContext) {
  const name = `Catalogue Journey ${Date.now()}`;
  const slug = name.toLowerCase().replace(/ /g, "-");
  const context = await browser.newContext({ baseURL, storageState: await admin.storageState() });
  const page = await context.newPage();
  await page.goto("/admin/tools");
  await page.getByRole("link", { name: "New tool" }).click();
  await page.getByRole("button", { name: "Create tool" }).click();
  await expect(page.getByText("Please enter the tool's name.")).toBeVisible();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Description").fill("A tool made by the end-to-end test to check the catalogue admin.");
  await page.getByLabel("Category").selectOption({ label: "Animation" });
  await page.getByLabel("Pricing", { exact: true }).selectOption("Free");
  await page.getByLabel("Website", { exact: true }).fill("https://journey.example");
  await page.getByLabel("Status").selectOption("published");
  await page.locator('input[type="file"]').setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await pngImage() });
  await expect(page.getByText("Logo uploaded: save the tool to keep it.")).toBeVisible();
  await page.getByRole("button", { name: "Create tool" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByAltText(`${name} logo`)).toHaveAttribute("src", /^\/uploads\/logos\//);

  await page.getByLabel("Pricing", { exact: true }).selectOption("Subscription");
  // The facts a tool page answers; terms need the page they come from.
  await page.getByRole("group", { name: "Use cases" }).getByLabel("Animate characters").check();
  await page.getByRole("group", { name: "Platforms" }).getByLabel("macOS").check();
  await page.getByLabel("Key features").fill("Rigs a character from one drawing\nExports to video");
  await page.getByLabel("Commercial use, paid plans").selectOption("restricted");
  await page.getByRole("button", { name: "Save tool" }).click();
  // A known fact stands on the page it was read on.
  await expect(page.getByText("Please give the page these facts were read on, or set them back to unknown.")).toBeVisible();
  const termsSource = page.getByRole("group", { name: "Commercial use source" });
  await termsSource.getByLabel("Page read").fill("https://reviews.example.org/journey-2026");
  await termsSource.getByLabel("Month it states (YYYY-MM)").fill("2026-10");
  await termsSource.getByLabel("The sentence that states it").fill("Its terms say client work is allowed when you credit the tool.");
  await page.getByLabel("Terms page").fill("https://journey.example/terms");
  await page.getByRole("button", { name: "Save tool" }).click();
  await expect(page.getByText("Tool saved.")).toBeVisible();
  await page.reload();
  // The history speaks in the form's words.
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByText("Pricing: Free → Subscription")).toBeVisible();
  await expect(history.getByText("Commercial use, paid plans: Unknown → Allowed with conditions")).toBeVisible();
  const reported = await (await anonymous.get(`/tools/${slug}`)).text();
  expect(reported).toMatch(/data-source-group="commercialUse" data-source-kind="report"/);
  expect(reported.replace(/<[^>]+>/g, "")).toContain("reported by reviews.example.org, October 2026");

  // Confirmed on the maker's own page: the fact becomes the maker's, and the history says so.
  await termsSource.getByLabel("Page read").fill("https://journey.example.net/terms");
  await termsSource.getByLabel("Whose page").selectOption("maker");
  await termsSource.getByLabel("The sentence that states it").fill("You may use what you make for clients if you credit Catalogue Journey.");
  await page.getByRole("button", { name: "Save tool" }).click();
  await expect(termsSource.getByText("A maker's page is on the tool's own domain (journey.example)")).toBeVisible();
  await termsSource.getByLabel("Page read").fill("https://help.journey.example/terms");
  await page.getByRole("button", { name: "Save tool" }).click();
  await expect(page.getByText("Tool saved.")).toBeVisible();
  await page.reload();
  await expect(history.getByText(/^Commercial use source: A third party's report · https:\/\/reviews\.example\.org\/journey-2026 · 2026-10 .* → The maker's own page · https:\/\/help\.journey\.example\/terms · 2026-10 · read \d{4}-\d\d-\d\d · “You may use/)).toBeVisible();
  const listing = await (await anonymous.get(`/tools/${slug}`)).text();
  expect(listing).toMatch(/data-source-group="commercialUse" data-source-kind="maker"/);
  expect(listing.replace(/<[^>]+>/g, "")).not.toContain("reported by reviews.example.org");
  expect(listing).toContain("Rigs a character from one drawing");
  expect(listing).toContain("Animate characters");
  expect(listing).toMatch(/Commercial use, paid plans<\/dt><dd[^>]*>Allowed with conditions</);
  expect(await (await anonymous.get("/tools?search=rigs+drawing")).text()).toContain(`/tools/${slug}`);
  expect(await (await anonymous.get(`/search?search=${encodeURIComponent(name)}`)).text()).toContain(`/tools/${slug}`);
  // Visitors now get the tool page from the page cache, until the next change.
  expect((await anonymous.get(`/tools/${slug}`)).headers()["x-page-cache"]).toBe("hit");

  // Retired, with a successor: the page stays, with a notice; lists and search drop it.
  await page.getByLabel("Status").selectOption("discontinued");
  await page.getByLabel("Successor (discontinued tools)").fill("canva");
  await page.getByRole("button", { name: "Save tool" }).click();
  await expect(page.getByText("Tool saved.")).toBeVisible();
  const retired = await anonymous.get(`/tools/${slug}`);
  expect(retired.status()).toBe(200);
  const html = await retired.text();
  expect(html).toContain("has been discontinued");
  expect(html).toContain('href="/tools/canva"');
  expect(await (await anonymous.get(`/search?search=${encodeURIComponent(name)}`)).text()).not.toContain(`/tools/${slug}"`);

  // A visitor's suggestion becomes a draft, then a published listing that search finds.
  const suggested = `Suggested Journey ${Date.now()}`;
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/suggest-tool");
  await visitorPage.getByLabel("Tool Name", { exact: true }).fill(suggested);
  await visitorPage.getByLabel("Tool Website URL", { exact: true }).fill("https://suggested.example");
  await visitorPage.getByLabel("Category", { exact: true }).selectOption("Animation");
  await visitorPage.getByLabel("Tool Description", { exact: true }).fill("Suggested by a visitor, to become a listing through the admin inbox.");
  await visitorPage.getByLabel("Why should we add this tool?", { exact: true }).fill("Animators ask for it.");
  await expect(visitorPage.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });
  await visitorPage.getByRole("button", { name: "Submit Tool" }).click();
  await expect(visitorPage.getByText("Tool Suggestion Submitted!")).toBeVisible();
  await visitor.close();

  await page.goto(`/admin/inbox?kind=tool&search=${encodeURIComponent(suggested)}`);
  await page.getByRole("link", { name: new RegExp(suggested) }).click();
  await page.getByRole("button", { name: "Make a draft tool from this suggestion" }).click();
  await expect(page.getByRole("heading", { name: suggested, level: 1 })).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("draft");
  const suggestedSlug = suggested.toLowerCase().replace(/ /g, "-");
  expect((await anonymous.get(`/tools/${suggestedSlug}`)).status()).toBe(404);
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Save tool" }).click();
  await expect(page.getByText("Tool saved.")).toBeVisible();
  expect(await (await anonymous.get(`/search?search=${encodeURIComponent(suggested)}`)).text()).toContain(`/tools/${suggestedSlug}`);
  await context.close();
}

/** Searches that found nothing reach the admin; a synonym the admin adds makes the next one find tools. */
async function searchWordsJourney(browser: Browser, admin: APIRequestContext, anonymous: APIRequestContext) {
  const word = `zorblat${Date.now() % 100000}`;
  expect(await (await anonymous.get(`/tools?search=${word}`)).text()).toContain("No results found");
  const context = await browser.newContext({ baseURL, storageState: await admin.storageState() });
  const page = await context.newPage();
  await page.goto("/dashboard");
  await page.getByRole("link", { name: /Search words/ }).click();
  await expect(page.getByRole("link", { name: word })).toBeVisible();
  await page.getByLabel("New group of synonyms").fill(word);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Please give at least two words or phrases, separated by commas.")).toBeVisible();
  await page.getByLabel("New group of synonyms").fill(`${word}, logo maker`);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Synonyms added.")).toBeVisible();
  await expect(page.getByLabel(`Synonyms: ${word}`)).toHaveValue(`${word}, logo maker`);
  expect(await (await anonymous.get(`/tools?search=${word}`)).text()).toContain("/tools/looka");
  await context.close();
}

/** A post full of hostile markup is stored and shown with none of it running. */
async function hostilePost(browser: Browser, admin: APIRequestContext) {
  const title = `Hostile markup ${Date.now()}`;
  const slug = title.toLowerCase().replace(/ /g, "-");
  const content = [
    "<p>Visible text</p>",
    "<script>alert('script')</script>",
    `<img src="/uploads/none.webp" onerror="alert('onerror')">`,
    `<p onmouseover="alert('handler')" style="position:fixed;inset:0">hover me</p>`,
    `<a href="javascript:alert('js')">js link</a>`,
    `<a href="data:text/html,<script>alert('data')</script>">data link</a>`,
    `<iframe src="javascript:alert('frame')"></iframe>`,
    `<svg onload="alert('svg')"></svg>`,
  ].join("");
  const save = await admin.post("/admin/blog", {
    form: {
      intent: "save", id: "", version: "", title, content, excerpt: "Hostile", author: "Tester", category: "News", tags: "",
      featured: "", published: "on", metaDescription: "Hostile markup", imageUrl: "",
    },
  });
  expect(save.status()).toBe(200);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`/blog/${slug}`);
  await expect(page.getByText("Visible text")).toBeVisible();
  const body = page.locator(".post-content");
  await body.getByText("hover me").hover();
  await body.getByText("js link").click();
  await body.getByText("data link").click();
  expect(dialogs).toEqual([]);
  expect(await body.locator("script, iframe, svg, [onerror], [onmouseover], [style]").count()).toBe(0);
  expect(await body.locator('a[href^="javascript:"], a[href^="data:"]').count()).toBe(0);
  expect(errors.filter((text) => !text.includes("404"))).toEqual([]);
  await context.close();
}

test.describe.configure({ mode: "serial", timeout: 60_000 });

let server: RunningServer | undefined;
let dataDir = "";
let anonymous: APIRequestContext;
let member: APIRequestContext;
let admin: APIRequestContext;
let memberEmail = "";
const someToolName = catalogue.tools.find((t) => t.slug === "zapier")!.name;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = seededDataDirWithAccounts("admin-sweep-");
  // A first review waiting for a moderator, which nobody but an admin may decide on.
  const opened = execFileSync(process.execPath, [...SHORT_RUN_NODE_FLAGS, "--import", "tsx", "tests/e2e/open-review-moderation.ts"], { env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" });
  expect(opened).toContain("Reviews awaiting moderation: 1.");
  const started = await startWithAdmin(PORT, dataDir);
  server = started.server;
  memberEmail = started.memberEmail;
  anonymous = await newClient();
  member = await newClient();
  admin = await newClient();
  await signIn(member, memberEmail);
  await signIn(admin, started.adminEmail);
});

test.afterAll(async () => {
  for (const client of [anonymous, member, admin]) await client?.dispose();
  if (server) await server.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("anonymous visitors and members get no admin data and change nothing", async () => {
  expect(ADMIN_PATHS).toEqual(expect.arrayContaining(["/admin", "/admin/featured-tools", "/admin/blog", "/admin/blog/images", "/admin/inbox", "/admin/inbox/export"]));
  const before = await featuredOnHome(anonymous);
  expect(before).toHaveLength(4);
  for (const [who, client, expectedLocation] of [
    ["anonymous", anonymous, /^\/auth\?redirectTo=/],
    ["non-admin", member, /^\/unauthorized$/],
  ] as const) {
    for (const adminPath of ADMIN_PATHS) {
      for (const url of [adminPath, `${adminPath}.data`]) {
        const response = await client.get(url, { maxRedirects: 0 });
        const body = await response.text();
        expect(body, `${who} GET ${url}`).not.toContain(someToolName);
        if (url.endsWith(".data")) {
          expect(body, `${who} GET ${url}`).toMatch(/redirect/i);
        } else {
          expect(response.status(), `${who} GET ${url}`).toBe(302);
          expect(response.headers()["location"], `${who} GET ${url}`).toMatch(expectedLocation);
        }
      }
      // Upload addresses take files only; every other admin address takes forms. The review
      // moderation gets every decision about a review that exists, as an admin would send it.
      const bodies = UPLOAD_PATHS.has(adminPath)
        ? [{ multipart: { image: { name: "x.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) } } }]
        : adminPath === "/admin/reviews"
          ? (["approve", "remove", "dismiss"] as const).map((intent) => ({ form: { reviewId: PENDING_REVIEW.id, intent, reason: "Swept away" } }))
          : [{ form: { toolId: "00000000-0000-4000-8000-000000000000", intent: "delete", id: "00000000-0000-4000-8000-000000000000" } }];
      for (const body of bodies) {
        const post = await client.post(adminPath, { ...body, maxRedirects: 0 });
        expect(post.status(), `${who} POST ${adminPath}`).toBe(302);
        expect(post.headers()["location"], `${who} POST ${adminPath}`).toMatch(expectedLocation);
      }
    }
  }
  expect(await featuredOnHome(anonymous)).toEqual(before);
  // The review still waits, undecided.
  const queue = await (await admin.get("/admin/reviews")).text();
  expect(queue.split('aria-label="Pending reviews"')[1]?.split("</ul>")[0]).toContain(PENDING_REVIEW.title);
});

test("an admin removes a waiting review with a reason, and the overview no longer counts it", async ({ browser }) => {
  const context = await browser.newContext({ baseURL, storageState: await admin.storageState() });
  const page = await context.newPage();
  await page.goto("/admin");
  await expect(page.getByRole("list", { name: "Admin areas" }).getByRole("link").filter({ hasText: /^Reviews/ })).toContainText("1 review to moderate");
  await page.goto("/admin/reviews");
  const pending = page.getByRole("list", { name: "Pending reviews" });
  const item = pending.getByRole("listitem").filter({ hasText: PENDING_REVIEW.title });
  await expect(item.getByText("The title, text, pros or cons hold a web address (http://, https:// or www.).")).toBeVisible();
  await expect(item).toContainText("first-reviewer@example.com, account 3 days old");
  const remove = item.getByRole("button", { name: `Remove the review “${PENDING_REVIEW.title}” of ${PENDING_REVIEW.tool}` });
  await remove.click();
  await expect(item.getByText("Please give the reason: the review's author sees it.")).toBeVisible();
  await item.getByLabel("Reason for removal").fill("Reviews may not advertise other sites.");
  await remove.click();
  await expect(page.getByText("Review removed: it is out of view and out of the rating.")).toBeVisible();
  await expect(page.getByText("No review waits for approval.")).toBeVisible();
  await page.goto("/admin");
  await expect(page.getByRole("list", { name: "Admin areas" }).getByRole("link").filter({ hasText: /^Reviews/ })).toContainText("No review waits");
  await context.close();
});

test("an admin finds any tool and replaces the featured set", async () => {
  const before = await featuredOnHome(anonymous);
  const [firstTool, secondTool] = catalogue.tools.filter((t) => !before.includes(t.slug));
  const toolIdOf = async (client: APIRequestContext, slug: string) => {
    const html = await (await client.get(`/tools/${slug}`)).text();
    return html.match(/name="toolId" value="([0-9a-f-]{36})"/)?.[1];
  };
  // The list is paged and filtered.
  const page = await admin.get(`/admin/featured-tools?q=${encodeURIComponent(someToolName)}`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain(someToolName);
  const ids = [await toolIdOf(admin, firstTool!.slug), await toolIdOf(admin, secondTool!.slug)];
  expect(ids.every(Boolean)).toBe(true);
  // Two values under one name: sent as a raw form body.
  const save = await admin.post("/admin/featured-tools", {
    data: new URLSearchParams(ids.map((id) => ["toolId", id!])).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(save.status()).toBe(200);
  expect(await featuredOnHome(anonymous)).toEqual([firstTool!.slug, secondTool!.slug].sort());
  expect((await admin.get("/admin/blog")).status()).toBe(200);
});

test("in the browser, an admin adds a featured tool and puts it first on the home page", async ({ browser }) => {
  const adminBrowser = await browser.newContext({ baseURL, storageState: await admin.storageState() });
  const adminPage = await adminBrowser.newPage();
  await adminPage.goto("/dashboard");
  await expect(adminPage.getByRole("heading", { name: "Admin", exact: true })).toBeVisible();
  await adminPage.getByRole("link", { name: /Featured Tools/ }).click();
  await expect(adminPage.getByText("2 selected")).toBeVisible();
  const picks = adminPage.getByRole("list", { name: "Featured tools in order" });
  await expect(picks.getByRole("listitem")).toHaveCount(2);
  await adminPage.getByLabel("Filter tools").fill("Canva");
  await adminPage.getByLabel("Filter tools").press("Enter");
  await adminPage.getByRole("checkbox", { name: /^Feature Canva$/ }).check();
  // Canva goes first: the home page shows the picks in this order.
  await adminPage.getByRole("button", { name: "Move Canva up" }).click();
  await adminPage.getByRole("button", { name: "Move Canva up" }).click();
  await expect(picks.getByRole("listitem").first()).toContainText("Canva");
  await adminPage.getByRole("button", { name: "Save featured tools" }).click();
  await expect(adminPage.getByText("3 tools are now featured.")).toBeVisible();
  const home = await (await anonymous.get("/")).text();
  const firstFeatured = home.split('id="featured-heading"')[1]!.match(/href="\/tools\/([^"#]+)"/)?.[1];
  expect(firstFeatured).toBe("canva");
  await adminBrowser.close();
});

test("a member's dashboard has no admin part and admin pages send them away", async ({ browser }) => {
  const memberBrowser = await browser.newContext({ baseURL, storageState: await member.storageState() });
  const memberPage = await memberBrowser.newPage();
  await memberPage.goto("/dashboard");
  await expect(memberPage.getByRole("heading", { name: /^Welcome/ })).toBeVisible();
  await expect(memberPage.getByRole("heading", { name: "Admin", exact: true })).toHaveCount(0);
  await memberPage.goto("/admin/featured-tools");
  await expect(memberPage).toHaveURL("/unauthorized");
  await expect(memberPage.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await memberBrowser.close();
});

test("a visitor's message reaches the inbox, where the admin handles it and exports it", async ({ browser }) => {
  const marker = `inbox-${Date.now()}`;
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/contact");
  await visitorPage.getByLabel("Full name").fill("Katherine Johnson");
  await visitorPage.getByLabel("Email").fill(uniqueEmail("visitor"));
  await visitorPage.getByLabel("Category").selectOption("Other");
  await visitorPage.getByLabel("Message").fill(`=HYPERLINK("https://evil.example") ${marker}`);
  await expect(visitorPage.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });
  await visitorPage.getByRole("button", { name: "Send Message" }).click();
  await expect(visitorPage.getByText("We'll get back to you soon").first()).toBeVisible();
  await visitor.close();

  const inboxBrowser = await browser.newContext({ baseURL, storageState: await admin.storageState() });
  const inboxPage = await inboxBrowser.newPage();
  await inboxPage.goto("/dashboard");
  await inboxPage.getByRole("link", { name: /Inbox/ }).click();
  await inboxPage.getByLabel("Search the inbox").fill(marker);
  await inboxPage.getByRole("button", { name: "Filter" }).click();
  await expect(inboxPage.getByText("1 item, newest first.")).toBeVisible();
  await inboxPage.getByRole("link", { name: /Katherine Johnson/ }).click();
  await expect(inboxPage.getByRole("heading", { name: "Katherine Johnson" })).toBeVisible();
  await inboxPage.getByRole("button", { name: "Mark as handled" }).click();
  await expect(inboxPage.getByText(/^Handled on /)).toBeVisible();
  await inboxPage.goto(`/admin/inbox?state=unhandled&search=${marker}`);
  await expect(inboxPage.getByText("Nothing here for this filter.")).toBeVisible();
  await inboxBrowser.close();

  const csv = await admin.get(`/admin/inbox/export?search=${marker}`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines[0]).toBe('"Received (UTC)","Kind","Name","Email","Phone","Topic","Message","Handled (UTC)"');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"'=HYPERLINK(""https://evil.example"") ${marker}"`);
});

test("searches that found nothing reach the admin, and a synonym makes them find tools", async ({ browser }) => {
  await searchWordsJourney(browser, admin, anonymous);
});

test("an admin writes, publishes, unpublishes and deletes a post", async ({ browser }) => {
  test.setTimeout(90_000);
  await blogJourney(browser, admin, anonymous);
});

test("an admin keeps the catalogue right, from a new tool to a visitor's suggestion", async ({ browser }) => {
  test.setTimeout(90_000);
  await catalogueJourney(browser, admin, anonymous);
});

test("a starting price an admin changes reaches What's new, the tool's history, the feed, the API, and the dashboard of a member who saved the tool", async ({ browser }) => {
  // The member saved the tool before the change.
  const toolId = (await (await member.get("/tools/chatgpt")).text()).match(/name="toolId" value="([0-9a-f-]{36})"/)![1]!;
  expect((await member.post("/favorites", { form: { intent: "add", toolId } })).status()).toBe(200);

  const context = await browser.newContext({ baseURL, storageState: await admin.storageState() });
  const page = await context.newPage();
  await page.goto("/admin/tools?q=ChatGPT");
  await page.getByRole("link", { name: "ChatGPT", exact: true }).click();
  const price = page.getByLabel("Paid plans from");
  await expect(price).toHaveValue("$8/month");
  await price.fill("$11.99/month");
  await page.getByRole("button", { name: "Save tool" }).click();
  await expect(page.getByText("Tool saved.")).toBeVisible();

  // A correction is kept from visitors.
  await page.getByLabel("Paid plans from").fill("$11.99 / month");
  await page.getByLabel("This save corrects a mistake").check();
  // The first save's toast may still be showing: wait for this save's own answer.
  const corrected = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/tools/"));
  await page.getByRole("button", { name: "Save tool" }).click();
  expect((await corrected).ok()).toBe(true);
  await expect(page.getByLabel("This save corrects a mistake")).not.toBeChecked();
  await context.close();

  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/new?kind=prices");
  const entry = visitorPage.getByRole("listitem").filter({ hasText: "ChatGPT" });
  await expect(entry).toContainText("Paid plans from: $8/month → $11.99/month");
  await expect(visitorPage.getByText("$11.99 / month")).toHaveCount(0);
  await entry.getByRole("link", { name: "ChatGPT" }).click();
  const history = visitorPage.getByRole("region", { name: "History" });
  const priceChange = history.getByRole("listitem").filter({ hasText: "Paid plans from: $8/month → $11.99/month" });
  await expect(priceChange.getByRole("link", { name: "source" })).toHaveAttribute("href", "https://openai.com/chatgpt/pricing/");
  // Below it, the day the tool entered the catalogue.
  await expect(history.getByRole("listitem").filter({ hasText: "Added to the directory" })).toContainText("22 November 2026");
  await visitor.close();

  const feed = await (await anonymous.get("/new/rss.xml")).text();
  expect(feed).toContain("<title>ChatGPT: Paid plans from</title>");
  const api = (await (await anonymous.get("/api/v1/changes?kind=prices")).json()) as { data: { subject: { slug: string }; before: string; after: string }[] };
  expect(api.data[0]).toMatchObject({ subject: { slug: "chatgpt" }, before: "$8/month", after: "$11.99/month" });

  // The member's dashboard marks the saved tool until they have seen the change.
  const memberContext = await browser.newContext({ baseURL, storageState: await member.storageState() });
  const dashboard = await memberContext.newPage();
  await dashboard.goto("/dashboard");
  const card = dashboard.getByRole("article").filter({ hasText: "ChatGPT" });
  const mark = card.getByRole("status");
  await expect(mark).toContainText("Changed since you saved it");
  await expect(mark).toContainText("Paid plans from: $8/month → $11.99/month");
  // A proxy's 503 leaves the mark, saying why; the next try takes.
  await dashboard.route("**/dashboard.data*", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 503, contentType: "text/html", body: "<h1>503 Service Unavailable</h1>" }) : route.continue(),
  );
  await mark.getByRole("button", { name: "Mark as seen" }).click();
  await expect(mark.getByRole("alert")).toContainText("error 503");
  await dashboard.unroute("**/dashboard.data*");
  // The mark hides while it is sent: the reload waits for the site's answer, or it could read the page before the save.
  const seen = dashboard.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/dashboard.data");
  await mark.getByRole("button", { name: "Mark as seen" }).click();
  await expect(mark).toHaveCount(0);
  expect((await seen).ok()).toBe(true);
  await dashboard.reload();
  await expect(card).toBeVisible();
  await expect(card.getByText("Changed since you saved it")).toHaveCount(0);
  await memberContext.close();
});

test("a post full of hostile markup is shown with none of it running", async ({ browser }) => {
  await hostilePost(browser, admin);
});
