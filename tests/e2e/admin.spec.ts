/**
 * Every admin route and action, tried as an anonymous visitor, a signed-in
 * non-admin and an admin. The list of routes comes from the route table, so
 * a new admin page is swept without editing this test.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import routes from "../../app/routes";
import { catalogue } from "./catalogue-data";
import { freePortSync } from "../helpers/free-port";
import { startServer, waitUntilListening, type RunningServer } from "./server-process";
import { findMailLink, uniqueEmail } from "./mailbox";
import { solvedBotCheck } from "../helpers/bot-check";

const PORT = freePortSync();
const baseURL = `http://localhost:${PORT}`;
const PASSWORD = "sweep-pass-1";
const ADMIN_PATHS = routes.map((r) => r.path ?? "").filter((p) => p.startsWith("admin/")).map((p) => `/${p}`);

async function newClient() {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
}

async function signUpAndConfirm(client: APIRequestContext, email: string) {
  const signUp = await client.post("/auth?view=sign-up", {
    form: { intent: "sign-up", email, password: PASSWORD, confirmPassword: PASSWORD, firstName: "", lastName: "", botCheck: await solvedBotCheck(baseURL) },
  });
  expect(signUp.status()).toBe(200);
  const link = await findMailLink(client, email, /Confirm your/);
  await client.get(link);
}

async function signIn(client: APIRequestContext, email: string) {
  const response = await client.post("/auth", { form: { intent: "sign-in", email, password: PASSWORD }, maxRedirects: 0 });
  expect(response.status(), await response.text()).toBe(302);
}

async function featuredOnHome(client: APIRequestContext): Promise<string[]> {
  const html = await (await client.get("/")).text();
  const section = html.split('id="featured-heading"')[1]!.split("</section>")[0]!;
  return [...section.matchAll(/href="\/tools\/([^"]+)"/g)].map((m) => m[1]!).sort();
}

test.describe.configure({ mode: "serial" });

test("admin routes: anonymous and non-admin get no data and change nothing; an admin succeeds", async ({ browser }) => {
  test.setTimeout(180_000);
  expect(ADMIN_PATHS).toEqual(expect.arrayContaining(["/admin/featured-tools", "/admin/blog", "/admin/inbox", "/admin/inbox/export"]));
  const dataDir = mkdtempSync(path.join(tmpdir(), "admin-sweep-"));
  let server: RunningServer | undefined;
  const adminEmail = uniqueEmail("admin");
  const memberEmail = uniqueEmail("member");
  try {
    server = startServer(PORT, { DATA_DIR: dataDir });
    await waitUntilListening(server);
    const setup = await newClient();
    await signUpAndConfirm(setup, adminEmail);
    await signUpAndConfirm(setup, memberEmail);
    await setup.dispose();
    expect(await server.stop()).toBe(0);

    // The documented command, on the stopped embedded database.
    const granted = execFileSync(process.execPath, ["--import", "tsx", "scripts/admin.ts", "grant", adminEmail], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(granted).toContain(`${adminEmail} is now an admin.`);

    server = startServer(PORT, { DATA_DIR: dataDir });
    await waitUntilListening(server);

    const anonymous = await newClient();
    const member = await newClient();
    const admin = await newClient();
    await signIn(member, memberEmail);
    await signIn(admin, adminEmail);

    const before = await featuredOnHome(anonymous);
    expect(before).toHaveLength(4);
    const someToolName = catalogue.tools.find((t) => t.slug === "zapier")!.name;
    const [firstTool, secondTool] = catalogue.tools.filter((t) => !before.includes(t.slug));
    const toolIdOf = async (client: APIRequestContext, slug: string) => {
      const html = await (await client.get(`/tools/${slug}`)).text();
      return html.match(/name="toolId" value="([0-9a-f-]{36})"/)?.[1];
    };

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
        const post = await client.post(adminPath, {
          form: { toolId: "00000000-0000-4000-8000-000000000000" },
          maxRedirects: 0,
        });
        expect(post.status(), `${who} POST ${adminPath}`).toBe(302);
        expect(post.headers()["location"], `${who} POST ${adminPath}`).toMatch(expectedLocation);
      }
    }
    expect(await featuredOnHome(anonymous)).toEqual(before);

    // The admin sees the whole list and can replace the featured set.
    const page = await admin.get("/admin/featured-tools");
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

    // The same, as people see it in the browser.
    const adminBrowser = await browser.newContext({ baseURL, storageState: await admin.storageState() });
    const adminPage = await adminBrowser.newPage();
    await adminPage.goto("/dashboard");
    await expect(adminPage.getByRole("heading", { name: "Admin", exact: true })).toBeVisible();
    await adminPage.getByRole("link", { name: /Featured Tools/ }).click();
    await expect(adminPage.getByText("2 selected")).toBeVisible();
    await adminPage.getByLabel("Filter tools").fill("Canva");
    await adminPage.getByRole("checkbox", { name: /^Canva/ }).check();
    await adminPage.getByRole("button", { name: "Save featured tools" }).click();
    await expect(adminPage.getByText("3 tools are now featured.")).toBeVisible();
    await adminBrowser.close();

    const memberBrowser = await browser.newContext({ baseURL, storageState: await member.storageState() });
    const memberPage = await memberBrowser.newPage();
    await memberPage.goto("/dashboard");
    await expect(memberPage.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
    await expect(memberPage.getByRole("heading", { name: "Admin", exact: true })).toHaveCount(0);
    await memberPage.goto("/admin/featured-tools");
    await expect(memberPage).toHaveURL("/unauthorized");
    await expect(memberPage.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await memberBrowser.close();

    // The inbox: a visitor's message arrives, the admin finds it, handles it and exports it.
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

    for (const client of [anonymous, member, admin]) await client.dispose();
  } finally {
    if (server) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
