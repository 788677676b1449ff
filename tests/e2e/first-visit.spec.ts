/**
 * What a newcomer meets on a phone and on a laptop: nothing wider than the
 * screen, tool names readable in full, and signing in that brings them back.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { solvedBotCheck } from "../helpers/bot-check";
import { findMailLink, uniqueEmail } from "./mailbox";

const PASSWORD = "first-visit-7";
const WIDTHS = [320, 390, 768, 1280];
const PAGES = ["/", "/categories", "/category/animation", "/tools", "/tools/adobe-character-animator", "/search?search=video", "/dashboard", "/settings"];

async function confirmedAccount(request: APIRequestContext, baseURL: string): Promise<string> {
  const email = uniqueEmail("newcomer");
  const signUp = await request.post("/auth?view=sign-up", {
    form: { intent: "sign-up", email, password: PASSWORD, confirmPassword: PASSWORD, firstName: "Nell", lastName: "", botCheck: await solvedBotCheck(baseURL) },
    headers: { Origin: baseURL },
  });
  expect(signUp.status()).toBe(200);
  await request.get(await findMailLink(request, email, /Confirm your/));
  return email;
}

async function signIn(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  // The form's button: a "Sign in" toast that led here may still be on its way out.
  await page.locator("#main").getByRole("button", { name: "Sign in" }).click();
}

/** Names that are cut (clamped past their two lines, or wider than their box). */
async function cutNames(page: Page): Promise<string[]> {
  return page.locator("article h3").evaluateAll((headings) =>
    headings.filter((h) => h.scrollWidth > h.clientWidth + 1 || h.scrollHeight > h.clientHeight + 1).map((h) => h.textContent ?? ""),
  );
}

test("no page is wider than the screen and no tool name is cut, from 320 to 1280 px", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await page.goto("/auth");
  await signIn(page, await confirmedAccount(page.request, baseURL!));
  await expect(page).not.toHaveURL(/\/auth/);
  // Each page is loaded once at the narrowest width, then resized as a turned phone or a widened window would be.
  for (const path of PAGES) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.locator("h1").first(), `${path} at ${width}px`).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.innerWidth), `${path} at ${width}px`).toBe(width);
      const { documentWidth, viewport } = await page.evaluate(() => ({ documentWidth: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(documentWidth, `${path} at ${width}px`).toBeLessThanOrEqual(viewport);
      expect(await cutNames(page), `${path} at ${width}px`).toEqual([]);
    }
  }
});

test("a signed-out heart leads to sign-in and back to the same tool, where one more click saves it", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const email = await confirmedAccount(page.request, baseURL!);
  await page.goto("/category/animation");
  await page.getByRole("button", { name: "Save Adobe Character Animator to favorites" }).click();
  await expect(page.getByText("Please log in to save favorites")).toBeVisible();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcategory%2Fanimation%23tool-adobe-character-animator/);
  await signIn(page, email);
  // The notice is dropped from the address once shown; the fragment stays.
  await expect(page).toHaveURL(/\/category\/animation(\?notice=signed-in)?#tool-adobe-character-animator$/);
  await expect(page.locator("#tool-adobe-character-animator")).toBeInViewport();
  const heart = page.getByRole("button", { name: "Save Adobe Character Animator to favorites" });
  await heart.click();
  await expect(page.getByRole("button", { name: "Remove Adobe Character Animator from favorites" })).toHaveAttribute("aria-pressed", "true");
});

test("the header's Sign in comes back to the page it was pressed on", async ({ page, baseURL }) => {
  const email = await confirmedAccount(page.request, baseURL!);
  await page.goto("/resources/faq");
  await page.getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/redirectTo=%2Fresources%2Ffaq/);
  await signIn(page, email);
  await expect(page.getByText("Welcome!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/resources\/faq(\?notice=welcome)?$/);
});

test("pages past the end go to the last page; unknown addresses have a title and a heading", async ({ page }) => {
  await page.goto("/tools?page=99");
  await expect(page).toHaveURL(/\/tools\?page=\d+$/);
  await expect(page.getByText(/^Page (\d+) of \1$/)).toBeVisible();
  for (const path of ["/tools/no-such-tool", "/category/no-such-category", "/no/such/page"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page, path).toHaveTitle(/not found/i);
    await expect(page.locator("h1"), path).toBeVisible();
  }
  await page.goto("/favorites");
  await expect(page).toHaveURL(/\/dashboard$/);
});
