/**
 * axe-core over the public pages, in both themes: no violation of WCAG 2.1 A and AA (contrast
 * included). A page's own controls (filters, menus) are checked closed, as a visitor first meets them.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const PAGES = [
  "/",
  "/tools",
  "/tools/photoroom",
  "/categories",
  "/category/background-removal",
  "/search?q=video",
  "/compare?tools=runway,figma",
  "/new",
  "/resources/courses",
  "/resources/blog",
  "/resources/faq",
  "/resources/quizzes-assessments",
  "/about",
  "/contact",
  "/suggest-tool",
  "/newsletter",
  "/auth",
  "/developers",
  "/es/tools/photoroom",
];

test.describe.configure({ timeout: 120_000 });

for (const theme of ["dark", "light"] as const) {
  test(`the public pages have no accessibility violations in the ${theme} theme`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "theme", value: theme, url: baseURL! }]);
    const found: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The page as it settles, not halfway through a transition (a button fading in once its form is ready).
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity));
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      for (const violation of results.violations) {
        found.push(`${path}: ${violation.id} (${violation.nodes.length}) ${violation.nodes.slice(0, 3).map((node) => node.target.join(" ")).join(" | ")}`);
      }
    }
    expect(found).toEqual([]);
  });
}
