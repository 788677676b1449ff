import { expect, test } from "@playwright/test";
import { MAILBOX_URL } from "./mailbox";
import { catalogue } from "./catalogue-data";

test("/tools lists the catalogue from the database, a page at a time", async ({ page }) => {
  await page.goto("/tools");
  const heading = page.getByRole("heading", { name: /^All Tools \(\d+\)$/ });
  await expect(heading).toBeVisible();
  const total = Number((await heading.textContent())!.match(/\d+/)![0]);
  expect(total).toBeGreaterThanOrEqual(300);

  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(24);
  const firstOnPageOne = await cards.first().getByRole("heading").textContent();

  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL("/tools?page=2");
  await expect(cards).toHaveCount(24);
  await expect(cards.first().getByRole("heading")).not.toHaveText(firstOnPageOne!);
  await expect(page.getByText(`Page 2 of ${Math.ceil(total / 24)}`)).toBeVisible();
});

test("tool logos are served by the site itself; a tool without one shows its initials, drawn in the page", async ({ page, request }) => {
  const logoRequests: string[] = [];
  page.on("request", (request) => request.resourceType() === "image" && logoRequests.push(request.url()));
  await page.goto("/tools");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(24);
  const images = page.getByRole("main").locator("article img");
  await expect(images.first()).toBeVisible();
  for (const src of await images.evaluateAll((found) => found.map((image) => (image as HTMLImageElement).src))) {
    expect(new URL(src).host).toBe(new URL(page.url()).host);
    const response = await request.get(src);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
  }

  const withoutMark = catalogue.tools.find((tool) => !tool.logo)!;
  await page.goto(`/tools?search=${encodeURIComponent(withoutMark.name)}`);
  const tile = page.getByRole("main").getByRole("img", { name: `${withoutMark.name} initials (no logo on file)` }).first();
  await expect(tile).toBeVisible();
  await expect(tile).toHaveJSProperty("tagName", "SPAN");
  expect(logoRequests.filter((url) => new URL(url).pathname.startsWith("/logos/"))).toEqual([]);
  // The same tile as an image, for whoever links to it.
  const svg = await request.get(`/logos/${withoutMark.slug}.svg`);
  expect(svg.status()).toBe(200);
  expect(await svg.text()).toContain(`${withoutMark.name} initials`);
  expect((await request.get("/logos/not-a-tool.svg")).status()).toBe(404);
});

test("a visitor reports a problem with a listing; the team is told", async ({ page }) => {
  await page.goto("/tools/midjourney");
  await expect(page.getByText(/Links (checked|not yet checked)/)).toBeVisible();
  await page.getByText("Report a problem with this listing").click();
  await page.getByRole("button", { name: "Send report" }).waitFor();
  await expect(page.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Please choose what is wrong.")).toBeVisible();
  await page.getByRole("radio", { name: "Wrong price" }).check();
  await page.getByLabel("Note (optional)").fill(`Plans changed ${Date.now()}`);
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thanks for the report")).toBeVisible();
  const mailbox = await (await page.request.get(MAILBOX_URL)).text();
  expect(mailbox).toContain("Problem reported: Midjourney (Wrong price)");
});

test("compare three tools from their cards, share the address, and see the same table elsewhere", async ({ page, browser, baseURL }) => {
  await page.goto("/category/animation");
  for (const name of ["Animaker", "Cascadeur", "DeepMotion"]) await page.getByRole("button", { name: `Add ${name} to compare` }).click();
  const tray = page.getByRole("complementary", { name: "Compare tray" });
  await expect(tray.getByRole("link", { name: "Compare (3)" })).toBeVisible();
  await page.getByRole("button", { name: "Add Plask to compare" }).click();
  await expect(page.getByText("You can compare 3 tools at a time")).toBeVisible();

  // The picks survive navigation and reloads.
  await page.goto("/tools");
  await expect(tray.getByRole("link", { name: "Compare (3)" })).toBeVisible();
  await tray.getByRole("link", { name: "Compare (3)" }).click();
  await expect(page).toHaveURL(/\/compare\?tools=animaker,cascadeur,deepmotion$/);
  const headings = page.locator("thead th a");
  await expect(headings).toHaveText(["Animaker", "Cascadeur", "DeepMotion"]);

  const stranger = await browser.newContext({ baseURL });
  const shared = await stranger.newPage();
  await shared.goto(page.url());
  await expect(shared.locator("thead th a")).toHaveText(["Animaker", "Cascadeur", "DeepMotion"]);
  await expect(shared.getByRole("row", { name: /Pricing/ }).first()).toBeVisible();
  await expect(shared.getByRole("row", { name: /Commercial use, paid plans/ })).toBeVisible();
  await expect(shared.getByRole("row", { name: /Runs on/ })).toBeVisible();
  await expect(shared.getByRole("complementary", { name: "Compare tray" })).toHaveCount(0);
  await stranger.close();

  // The comparison itself is what the tray leads to: it does not cover it. Back on a listing, it is there to clear.
  await expect(tray).toHaveCount(0);
  await page.goto("/tools");
  await tray.getByRole("button", { name: "Clear" }).click();
  await expect(tray).toHaveCount(0);
});

test("sort and filters combine in the address and survive a reload", async ({ page }) => {
  await page.goto("/tools?pricing=Free");
  await page.getByLabel("Sort by").selectOption("name");
  await expect(page).toHaveURL(/pricing=Free/);
  await expect(page).toHaveURL(/sort=name/);
  const free = catalogue.tools.filter((tool) => tool.pricing === "Free").map((tool) => tool.name);
  const first = [...free].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), "en"))[0]!;
  await expect(page.locator("article h3").first()).toHaveText(first);
  await page.reload();
  await expect(page.getByLabel("Sort by")).toHaveValue("name");
  await expect(page.locator("article h3").first()).toHaveText(first);
});

/** WCAG contrast of the text and background colours an element shows, its background laid on the page's. */
function tileContrasts() {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  const pixel = (...layers: string[]) => {
    context.clearRect(0, 0, 1, 1);
    for (const colour of layers) {
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
    }
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  };
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const page = getComputedStyle(document.body).backgroundColor;
  return [...document.querySelectorAll(".monogram-tile")].map((tile) => {
    const style = getComputedStyle(tile);
    const [light, dark] = [luminance(pixel(page, style.backgroundColor)), luminance(pixel(page, style.color))].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}

for (const theme of ["light", "dark"] as const) {
  test(`initials tiles read at 4.5:1 or more in the ${theme} theme`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "theme", value: theme, url: baseURL! }]);
    await page.goto("/category/logo-branding");
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    const contrasts = await page.evaluate(tileContrasts);
    expect(contrasts.length).toBeGreaterThan(0);
    expect(Math.min(...contrasts)).toBeGreaterThanOrEqual(4.5);
    await page.screenshot({ path: test.info().outputPath(`logo-branding-${theme}.png`), fullPage: false });
    await page.goto("/tools");
    expect(Math.min(...(await page.evaluate(tileContrasts)))).toBeGreaterThanOrEqual(4.5);
    await page.screenshot({ path: test.info().outputPath(`tools-${theme}.png`), fullPage: false });
  });
}
