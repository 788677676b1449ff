/**
 * An admin never loses an edit: leaving a post with unsaved changes asks first, unsaved
 * edits of a saved post come back after a reload, and an autosave the network lost is
 * tried again and says so.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { rmSync } from "node:fs";
import { freePortSync } from "../helpers/free-port";
import { newClient, signIn, startWithAdmin } from "./admin-accounts";
import type { RunningServer } from "./server-process";
import { seededDataDirWithAccounts } from "./seeded-data";

const PORT = freePortSync();
const baseURL = `http://localhost:${PORT}`;
let dataDir = "";
let server: RunningServer | undefined;
let admin: APIRequestContext;

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  let adminEmail: string;
  dataDir = seededDataDirWithAccounts("post-editor-");
  ({ server, adminEmail } = await startWithAdmin(PORT, dataDir));
  admin = await newClient(baseURL);
  await signIn(admin, adminEmail);
});

test.afterAll(async () => {
  await admin?.dispose();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function adminPage(browser: import("@playwright/test").Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: await admin.storageState() });
  return context.newPage();
}

/** Waits until the focus is inside the dialog, as it is once the dialog listens for keys. */
async function expectFocusWithin(dialog: Locator) {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/** A published post, saved through the admin form. */
async function publishedPost(title: string) {
  const saved = await admin.post("/admin/blog", {
    form: {
      intent: "save",
      id: "",
      version: "",
      title,
      excerpt: "The excerpt as published.",
      content: "<p>The body as published.</p>",
      author: "The Editorial Team",
      category: "Tutorials",
      tags: "",
      featured: "",
      published: "on",
      metaDescription: "A post for the editor's tests.",
      imageUrl: "",
    },
  });
  expect(saved.status()).toBe(200);
}

test("leaving a saved post with unsaved edits asks first; after a reload the edits are offered back", async ({ browser }) => {
  const title = `Kept edits ${Date.now()}`;
  await publishedPost(title);
  const page = await adminPage(browser);
  await page.goto("/admin/blog");
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit post" });
  await expect(editor.getByLabel("Excerpt")).toHaveValue("The excerpt as published.");
  // Nothing changed: closing does not ask. Once the editor has the focus it answers keys.
  await expectFocusWithin(editor);
  await page.keyboard.press("Escape");
  await expect(editor).toHaveCount(0);

  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await editor.getByLabel("Excerpt").fill("A better excerpt, not saved yet.");

  // Escape asks, and keeping on editing keeps the edit.
  await page.keyboard.press("Escape");
  const ask = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(ask).toHaveCount(0);
  await expect(editor.getByLabel("Excerpt")).toHaveValue("A better excerpt, not saved yet.");

  // So does the close button, and a link elsewhere.
  await editor.getByRole("button", { name: "Close the editor" }).click();
  await expect(ask).toBeVisible();
  // As a person would: once the question has taken the focus, Escape answers it.
  await expectFocusWithin(ask);
  await page.keyboard.press("Escape");
  await expect(ask).toHaveCount(0);
  await expect(editor.getByLabel("Excerpt")).toHaveValue("A better excerpt, not saved yet.");

  // Closing the tab or reloading asks the browser's own question; after a reload the edits are offered back.
  await expect
    .poll(() => page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith("atelier:unsaved-post:")).length), {
      message: "the unsaved edits are kept in this browser",
    })
    .toBe(1);
  const questions: string[] = [];
  page.once("dialog", (dialog) => {
    questions.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(questions).toEqual(["beforeunload"]);
  await expect(editor.getByText("This browser kept edits of this post that were never saved")).toBeVisible();
  await expect(editor.getByLabel("Excerpt")).toHaveValue("The excerpt as published.");
  await editor.getByRole("button", { name: "Restore my edits" }).click();
  await expect(editor.getByLabel("Excerpt")).toHaveValue("A better excerpt, not saved yet.");

  // Saved, the post closes without a question, and nothing is offered any more.
  await editor.getByRole("button", { name: "Save Now" }).click();
  await expect(page.getByText("Post updated successfully!")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(editor).toHaveCount(0);
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(editor.getByLabel("Excerpt")).toHaveValue("A better excerpt, not saved yet.");
  await expect(editor.getByText("This browser kept edits")).toHaveCount(0);

  // Discarding throws the edit away for good.
  await editor.getByLabel("Excerpt").fill("An edit to throw away.");
  await page.keyboard.press("Escape");
  await ask.getByRole("button", { name: "Discard changes" }).click();
  // While the question fades out it hides the editor from the accessibility tree, so the
  // editor's absence alone does not mean it has closed: the address says so.
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(editor).toHaveCount(0);
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole("heading", { name: "Blog management" })).toBeVisible();
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(editor.getByLabel("Excerpt")).toHaveValue("A better excerpt, not saved yet.");
  await expect(editor.getByText("This browser kept edits")).toHaveCount(0);
  await page.context().close();
});

test("an autosave the network lost says so, tries again, and saves once back online; Save Now offline keeps the post", async ({ browser }) => {
  const title = `Offline draft ${Date.now()}`;
  const page = await adminPage(browser);
  await page.goto("/admin/blog");
  await page.getByRole("link", { name: "New Post" }).click();
  const editor = page.getByRole("dialog", { name: "New post" });
  await expect(editor.getByText("Autosave is on for new posts")).toBeVisible();

  await page.context().setOffline(true);
  await editor.getByLabel("Title").fill(title);
  await expect(editor.getByText(/Not saved yet\. Trying again (in \d+ s|now)\./)).toBeVisible({ timeout: 15_000 });
  await expect(editor.getByText(/You seem to be offline/)).toBeVisible();
  await editor.getByRole("button", { name: "Save Now" }).click();
  await expect(page.getByText("Failed to save post")).toBeVisible();
  await expect(page.getByText(/You seem to be offline, so nothing was sent\. .* What you typed is still here\./)).toBeVisible();
  await expect(editor.getByLabel("Title")).toHaveValue(title);

  await page.context().setOffline(false);
  await expect(editor.getByText("Draft saved")).toBeVisible({ timeout: 15_000 });

  // A proxy answering 503 instead of the site: the same, until the site answers again.
  const saves = "**/admin/blog.data*";
  await page.route(saves, (route) => (route.request().method() === "POST" ? route.fulfill({ status: 503, contentType: "text/html", body: "<h1>503</h1>" }) : route.continue()));
  await editor.getByLabel("Excerpt").fill("Written while the site was busy.");
  await expect(editor.getByText(/Not saved yet\. Trying again/)).toBeVisible({ timeout: 15_000 });
  await expect(editor.getByText(/not answering just now \(error 503\)/)).toBeVisible();
  await editor.getByRole("button", { name: "Save Now" }).click();
  await expect(page.getByText(/not answering just now \(error 503\)\. .* What you typed is still here\./)).toBeVisible();
  await page.unroute(saves);
  // The next try (after 2 s, then 4 s) goes through.
  await expect(editor.getByText("Draft saved")).toBeVisible({ timeout: 20_000 });

  await page.reload();
  await expect(page.getByRole("dialog").getByLabel("Title")).toHaveValue(title);
  await expect(page.getByRole("dialog").getByLabel("Excerpt")).toHaveValue("Written while the site was busy.");
  await page.context().close();
});
