/**
 * axe-core over the public pages, in both themes: no violation of WCAG 2.1 A and AA (contrast
 * included). A page's own controls (filters, menus) are checked closed, as a visitor first meets them.
 */
import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";

/** axe-core itself, run in the page through the debugging protocol, which the page's Content-Security-Policy does not apply to. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

async function axeViolations(page: Page): Promise<AxeResults["violations"]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const results = await (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return results.violations;
  });
}

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
      // The page as it settles: no bot check still working (its spinner), whose end fades the form's button in,
      // and no transition halfway through. On a slow machine the check can end while axe reads the page.
      await page.waitForFunction(
        () =>
          document.querySelector(".animate-spin") === null &&
          document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
      );
      for (const violation of await axeViolations(page)) {
        found.push(`${path}: ${violation.id} (${violation.nodes.length}) ${violation.nodes.slice(0, 3).map((node) => node.target.join(" ")).join(" | ")}`);
      }
    }
    expect(found).toEqual([]);
  });
}
