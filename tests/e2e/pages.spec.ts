/**
 * Every route of the spec's tables, and every internal link of the home page,
 * header (desktop and the phone's side menu) and footer, answers with its page
 * and a main heading, or with the redirect it is meant to give.
 */
import { expect, test, type Page } from "@playwright/test";

const SPEC_ROUTES = [
  "/", "/auth", "/categories", "/category/llms", "/tools", "/tools/midjourney", "/search", "/contact", "/resources/courses",
  "/resources/blog", "/blog/writing-with-ai-without-losing-your-voice", "/resources/community", "/resources/events", "/resources/faq",
  "/resources/quizzes-assessments", "/about", "/suggest-tool", "/partners", "/privacy", "/terms", "/cookies", "/disclaimer", "/newsletter",
  "/blueprint-details", "/workflow-survival-details", "/blueprint-success", "/business-automation-blueprint", "/tool-creators",
  "/content-creators", "/content-creators/apply", "/reset-password", "/unauthorized", "/dashboard",
];
/** Where a route sends an anonymous visitor on purpose. */
const REDIRECTS: Record<string, RegExp> = {
  "/community": /\/resources\/community$/,
  "/settings": /\/auth\?redirectTo=/,
  "/reset-password": /\/auth\?view=forgot/,
  "/admin": /\/auth\?redirectTo=/,
  "/admin/blog": /\/auth\?redirectTo=/,
  "/admin/featured-tools": /\/auth\?redirectTo=/,
  "/admin/inbox": /\/auth\?redirectTo=/,
};

async function expectPage(page: Page, path: string) {
  const response = await page.goto(path);
  const redirect = REDIRECTS[path];
  if (redirect) {
    await expect(page, path).toHaveURL(redirect);
    return;
  }
  expect(response?.status(), path).toBe(200);
  await expect(page.locator("main h1, h1").first(), path).toBeVisible();
}

async function internalLinks(page: Page, scope: string): Promise<string[]> {
  const hrefs = await page.locator(`${scope} a[href^="/"]`).evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  return [...new Set(hrefs.map((href) => href.split("#")[0]!).filter(Boolean))];
}

test("every route of the spec answers with its page and a heading; no breadcrumb leads to a missing page", async ({ page, request }) => {
  test.setTimeout(120_000);
  const crumbs = new Set<string>();
  for (const path of [...SPEC_ROUTES, "/admin/inbox/contact-00000000-0000-4000-8000-000000000000", "/dev/mailbox"]) {
    if (SPEC_ROUTES.includes(path)) await expectPage(page, path);
    else await page.goto(path);
    for (const href of await internalLinks(page, 'nav[aria-label="Breadcrumb"]')) crumbs.add(href);
  }
  for (const path of Object.keys(REDIRECTS)) await expectPage(page, path);
  for (const href of crumbs) expect((await request.get(href)).status(), `breadcrumb ${href}`).toBe(200);
});

test("every internal link of the home page, header and footer leads to a page", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/");
  await page.getByRole("button", { name: "Resources" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  const links = new Set([...(await internalLinks(page, "body"))]);
  for (const path of links) await expectPage(page, path);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("every link of the side menu leads to a page", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog");
    await expect(menu).toBeVisible();
    const hrefs = await menu.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThan(8);
    for (const path of new Set(hrefs)) await expectPage(page, path);
  });
});
