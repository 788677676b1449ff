/**
 * axe-core over the public pages, in both themes: no violation of WCAG 2.1 A and AA (contrast
 * included). A page's own controls (filters, menus) are checked closed, as a visitor first meets them.
 */
import { expect, test } from "@playwright/test";
import { axeViolations, settled, violationLines } from "./axe";

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
  "/workflow-survival-details",
  "/workflow-survival-details/results?d=designer&t=generate-images:10&t=3d-models:4&b=20&n=commercial&n=no-training",
  "/about",
  "/contact",
  "/suggest-tool",
  "/tool-creators",
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
      await settled(page);
      found.push(...violationLines(path, await axeViolations(page)));
    }
    expect(found).toEqual([]);
  });
}
