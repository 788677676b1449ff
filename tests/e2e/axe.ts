/** axe-core for the end-to-end tests: a page's violations of WCAG 2.1 A and AA, read once the page has settled. */
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";

/** axe-core itself, run in the page through the debugging protocol, which the page's Content-Security-Policy does not apply to. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export async function axeViolations(page: Page): Promise<AxeResults["violations"]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const results = await (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return results.violations;
  });
}

/**
 * The page as it settles: no bot check still working (its spinner), whose end fades the form's
 * button in, and no transition halfway through. On a slow machine the check can end while axe reads the page.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector(".animate-spin") === null &&
      document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Each violation in a line: the page, the rule, how many nodes and the first few of them. */
export const violationLines = (path: string, violations: AxeResults["violations"]) =>
  violations.map((violation) => `${path}: ${violation.id} (${violation.nodes.length}) ${violation.nodes.slice(0, 3).map((node) => node.target.join(" ")).join(" | ")}`);
