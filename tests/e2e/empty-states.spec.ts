/** Every list that can be empty says so with one look: an icon, what is empty, then where to go. */
import { expect, test } from "@playwright/test";

const EMPTY_LISTS: [path: string, title: string][] = [
  ["/tools?search=qqqzzzxxy", "No results found"],
  ["/search?search=zzzqqqxxw", "Tool not found"],
  ["/category/no-such-category", "No tools found for this category yet."],
  ["/resources/courses?search=qqqzzzxxy", "Course not Found"],
  ["/resources/blog?search=qqqzzzxxy", 'No articles match "qqqzzzxxy".'],
];

test("empty lists share one empty state", async ({ page }) => {
  const looks: string[] = [];
  for (const [path, title] of EMPTY_LISTS) {
    await page.goto(path);
    const box = page.locator("main div").filter({ has: page.getByText(title, { exact: true }) }).last();
    await expect(box, path).toBeVisible();
    await expect(box.locator(':scope > svg[aria-hidden="true"]'), path).toHaveCount(1);
    looks.push(
      await box.evaluate((element) => {
        const style = getComputedStyle(element);
        const heading = getComputedStyle(element.children[1]!);
        return [style.borderStyle, style.borderRadius, style.textAlign, style.backgroundColor, heading.fontSize, heading.fontWeight].join(" ");
      }),
    );
  }
  expect(new Set(looks).size, looks.join("\n")).toBe(1);
});
