/** Comparison, toasts and filters on a 390 px phone (and the toasts on a desktop too). */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { toolsOf } from "./catalogue-data";

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

// Not innerWidth: a phone widens its layout viewport to whatever overflows.
const pageFitsItsViewport = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function overlaps(a: Locator, b: Locator) {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error("both boxes must be on screen");
  return first.x < second.x + second.width && second.x < first.x + first.width && first.y < second.y + second.height && second.y < first.y + first.height;
}

test.describe("on a phone", () => {
  test.use(PHONE);

  test("the comparison fits the screen, its columns scroll inside the table, and tools are removed and added on the page", async ({ page }) => {
    // Tools picked on a listing: the tray that leads here stays off the comparison itself.
    await page.goto("/tools");
    await page.locator("article").first().getByRole("button", { name: /^Add .* to compare$/ }).click();
    await expect(page.getByRole("complementary", { name: "Compare tray" })).toBeVisible();
    await page.goto("/compare?tools=animaker,cascadeur,deepmotion");
    await expect(page.getByRole("table", { name: "The chosen tools side by side" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Compare tray" })).toHaveCount(0);
    const table = page.getByRole("table", { name: "The chosen tools side by side" });
    await expect(table.locator("thead th a")).toHaveText(["Animaker", "Cascadeur", "DeepMotion"]);
    expect(await pageFitsItsViewport(page)).toBe(true);

    // The columns scroll inside the table's own box, and the fact names stay in view while they do.
    const scroller = page.getByRole("region", { name: "Comparison table" });
    expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    const factName = table.getByRole("rowheader", { name: "Paid plans from" });
    const before = await factName.boundingBox();
    await scroller.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    await expect.poll(() => scroller.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    expect((await factName.boundingBox())?.x).toBe(before?.x);

    // Down the facts, the tools' names stay on top of their columns.
    const names = table.locator("thead th a").first();
    const namesBefore = (await names.boundingBox())!;
    await scroller.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await expect.poll(() => scroller.evaluate((box) => box.scrollTop)).toBeGreaterThan(200);
    const namesAfter = (await names.boundingBox())!;
    expect(namesAfter.y).toBe(namesBefore.y);
    // The last fact has come into the table's box, under the names.
    const lastFact = (await table.getByRole("rowheader", { name: "Links checked" }).boundingBox())!;
    const box = (await scroller.boundingBox())!;
    expect(lastFact.y).toBeGreaterThan(namesAfter.y + namesAfter.height);
    expect(lastFact.y + lastFact.height).toBeLessThanOrEqual(box.y + box.height + 1);
    // The box is no taller than the screen below the header, so its end can be brought into view.
    expect(box.height).toBeLessThanOrEqual(844 - 64);
    await scroller.evaluate((box) => box.scrollTo({ top: 0, left: 0 }));

    // Three is the most: the page says so instead of offering another.
    await expect(page.getByText("You can compare 3 tools at a time. Remove one to add another.")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Add a tool" })).toHaveCount(0);

    await page.getByRole("button", { name: "Remove Cascadeur from the comparison" }).click();
    await expect(page).toHaveURL(/\/compare\?tools=animaker,deepmotion$/);
    await expect(table.locator("thead th a")).toHaveText(["Animaker", "DeepMotion"]);
    const add = page.getByRole("combobox", { name: "Add a tool" });
    await expect(add).toBeFocused();

    // From the keyboard, as a screen reader user would.
    await add.pressSequentially("plask");
    await expect(page.getByRole("option", { name: /Plask/ })).toBeVisible();
    await add.press("ArrowDown");
    await add.press("Enter");
    await expect(page).toHaveURL(/\/compare\?tools=animaker,deepmotion,plask$/);
    await expect(table.locator("thead th a")).toHaveText(["Animaker", "DeepMotion", "Plask"]);
    expect(await pageFitsItsViewport(page)).toBe(true);
  });

  test("Filters opens as a full-height sheet with Done, and focus goes back to the button", async ({ page }) => {
    await page.goto("/tools");
    await page.getByRole("button", { name: "Filters" }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    // Over the whole screen, header included: nothing of the page shows through at its top.
    await expect.poll(async () => (await sheet.boundingBox())?.height).toBe(844);
    expect((await sheet.boundingBox())?.y).toBe(0);
    const title = sheet.getByRole("heading", { name: "Filters" });
    await expect(title).toBeVisible();
    const titleBox = (await title.boundingBox())!;
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role="dialog"]') !== null, [titleBox.x + 4, titleBox.y + 4])).toBe(true);

    await sheet.getByRole("checkbox", { name: /^Image Generation/ }).check();
    await expect(page).toHaveURL(/category=image-generation/);
    await sheet.getByRole("button", { name: "Done" }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeFocused();
    await expect(page.getByRole("heading", { name: `Search Results (${toolsOf("image-generation").length})` })).toBeVisible();
    await expect(page.getByRole("list", { name: "Active filters" }).getByRole("button", { name: "Remove filter Image Generation" })).toBeVisible();

    // Escape closes it too.
    await page.getByRole("button", { name: "Filters (1)" }).click();
    // The sheet takes focus in the same commit that starts listening for Escape: a key pressed
    // before that (a person cannot be that quick) would be lost.
    await expect(sheet.getByRole("button", { name: "Close filters" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
  });
});

for (const [where, options] of [
  ["on a desktop", {}],
  ["on a phone", PHONE],
] as const) {
  test.describe(where, () => {
    test.use(options);

    test("a toast shown while the compare tray is open stays clear of the tray", async ({ page }) => {
      await page.goto("/category/animation");
      for (const name of ["Animaker", "Cascadeur", "DeepMotion"]) await page.getByRole("button", { name: `Add ${name} to compare` }).click();
      const tray = page.getByRole("complementary", { name: "Compare tray" });
      const compare = tray.getByRole("link", { name: "Compare (3)" });
      await expect(compare).toBeVisible();
      await page.getByRole("button", { name: "Add Plask to compare" }).click();
      const toast = page.locator("[data-sonner-toast]", { hasText: "You can compare 3 tools at a time" });
      await expect(toast).toHaveAttribute("data-mounted", "true");
      // The toast slides in from below: wait until it has arrived, clear of the tray's button and of the tray.
      await expect.poll(() => overlaps(toast, compare)).toBe(false);
      await expect.poll(() => overlaps(toast, tray)).toBe(false);
    });
  });
}

test("on a desktop, Filters stays a popover beside its button", async ({ page }) => {
  await page.goto("/tools");
  await page.getByRole("button", { name: "Filters" }).click();
  const popover = page.getByRole("dialog", { name: "Filters" });
  await expect(popover).toBeVisible();
  await expect(popover.getByRole("button", { name: "Done" })).toHaveCount(0);
  expect((await popover.boundingBox())!.height).toBeLessThan(page.viewportSize()!.height);
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();
  await expect(page.getByRole("button", { name: "Filters" })).toBeFocused();
});

test.describe("on the narrowest phone", () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test("no page is wider than 320 px, in any language", async ({ page }) => {
    const paths = ["/tools/adcreative-ai", "/de/tools/adcreative-ai", "/de/tools", "/fr/tools", "/es", "/developers", "/compare?tools=runway,figma", "/resources/courses", "/new", "/auth"];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await pageFitsItsViewport(page), path).toBe(true);
    }
  });
});
