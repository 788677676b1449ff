import { expect, test } from "@playwright/test";
import { catalogue, displayNameOf, toolsOf } from "./catalogue-data";

test.describe("home", () => {
  test("shows the featured tools, the logo ticker and where to go next", async ({ page }) => {
    await page.goto("/");
    const featured = page.getByRole("region", { name: "Featured This Week" });
    const featuredNames = catalogue.tools.filter((t) => catalogue.showcase.featured.includes(t.slug)).map((t) => t.name);
    await expect(featured.getByRole("article")).toHaveCount(4);
    for (const name of featuredNames) await expect(featured.getByRole("heading", { name })).toBeVisible();

    const ticker = page.getByRole("region", { name: "Tools in the directory" });
    await expect(ticker.locator("ul")).toHaveCount(2);
    // Each row shows its half of the logos twice (the copy hidden from assistive tech) so it can loop.
    const total = catalogue.showcase.ticker.length;
    await expect(ticker.locator("li:not([aria-hidden])")).toHaveCount(total);
    await expect(ticker.locator("li[aria-hidden]")).toHaveCount(total);
    const heights = await ticker.locator("img").evaluateAll((images) => images.map((i) => i.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThanOrEqual(32);

    const alsoLike = page.getByRole("complementary", { name: "You Might Also Like" });
    await expect(alsoLike.getByRole("link")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "View AI Tools Categories" })).toHaveAttribute("href", "/categories");
    await expect(page.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/blueprint-details");
    await expect(page.getByText("2 minute quiz")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
  });

  test("the newsletter card checks its fields, stores the subscription and thanks the visitor", async ({ page }) => {
    await page.goto("/");
    const card = page.getByRole("heading", { name: "Get the AI tools roundup" }).locator("..");
    const subscribe = card.getByRole("button", { name: "Subscribe" });
    await card.getByLabel("First name").fill("Ada");
    await card.getByLabel("Email").fill("not-an-email");
    // Starting on the form starts the bot check; Subscribe waits for it.
    await expect(card.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });
    await subscribe.click();
    await expect(card.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(card.getByLabel("First name")).toHaveValue("Ada");

    await card.getByLabel("Email").fill(`ada.${Date.now()}@example.com`);
    await subscribe.click();
    await expect(page.getByRole("heading", { name: "Thanks for subscribing!" })).toBeVisible();
    await expect(page.getByText("Welcome to our newsletter! 🎉")).toBeVisible();
  });

  test("a logged-out visitor who taps a heart is asked to log in", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: /Save .* to favorites/ }).first().click();
    await expect(page.getByText("Login Required")).toBeVisible();
    await expect(page.getByText("Please log in to save favorites")).toBeVisible();
  });
});

test.describe("categories", () => {
  test("the grid shows every category with its tool count", async ({ page }) => {
    await page.goto("/categories");
    const grid = page.getByRole("list", { name: "Categories" });
    await expect(grid.getByRole("listitem")).toHaveCount(catalogue.categories.length);
    for (const category of catalogue.categories) {
      const card = grid.getByRole("article").filter({ has: page.getByRole("heading", { name: category.displayName, exact: true }) });
      await expect(card).toContainText(`${toolsOf(category.slug).length} tools`);
    }
    await expect(page.getByRole("button", { name: "Back to the Top" })).toBeVisible();
  });

  test("the tool box suggests from two characters and opens the chosen tool with the keyboard", async ({ page }) => {
    await page.goto("/categories");
    const box = page.getByRole("combobox", { name: "Search by tool" });
    await box.fill("m");
    await page.waitForTimeout(500);
    await expect(page.getByRole("listbox", { name: "Matching tools" })).toBeHidden();
    await box.fill("midj");
    const options = page.getByRole("listbox", { name: "Matching tools" }).getByRole("option");
    await expect(options.first()).toContainText("Midjourney");
    expect(await options.count()).toBeLessThanOrEqual(10);
    await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
    await box.press("Enter");
    await expect(page).toHaveURL("/tools/midjourney");
    await expect(page.getByRole("heading", { level: 1, name: "Midjourney" })).toBeVisible();
  });

  test("the category picker opens a category", async ({ page }) => {
    await page.goto("/categories");
    await page.getByLabel("Search by category").selectOption("llms");
    await expect(page).toHaveURL("/category/llms");
  });

  test("a category page lists exactly that category's tools: its leaders first, then the rest by name", async ({ page }) => {
    const slug = "audio-and-music";
    const tools = toolsOf(slug);
    const leaders = catalogue.showcase.leaders.flatMap((leader) => tools.filter((tool) => tool.slug === leader));
    expect(leaders.length).toBeGreaterThan(0);
    const others = tools.filter((tool) => !leaders.includes(tool)).map((t) => t.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), "en"));
    const expected = [...leaders.map((t) => t.name), ...others];
    await page.goto(`/category/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(displayNameOf(slug));
    await expect(page.getByText(`${expected.length} tools available`)).toBeVisible();
    const names = await page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
    expect(names).toEqual(expected);
    await expect(page.getByRole("link", { name: "Back to Categories" })).toHaveAttribute("href", "/categories");
    const breadcrumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumbs).toHaveText(/Home.*Categories.*Audio & Music/);
  });

  test("the spec's spellings of a slug lead to the category", async ({ page }) => {
    await page.goto("/category/audio-&-music");
    await expect(page).toHaveURL("/category/audio-and-music");
    await page.goto("/category/lead-magnet-tools");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lead Generation Tools");
  });

  test("an unknown category shows the empty state with 404", async ({ page }) => {
    const response = await page.goto("/category/underwater-basket-weaving");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("No tools found for this category yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse other categories" })).toHaveAttribute("href", "/categories");
  });

  test("a logo that fails to load falls back to the category icon tile", async ({ page }) => {
    // The category's first tool, a leader, has a brand mark.
    await page.route("**/brand-logos/**", (route) => route.abort());
    await page.goto("/category/llms");
    const card = page.getByRole("main").getByRole("article").first();
    await expect(card.locator('span[role="img"]')).toBeVisible();
    await expect(card.locator("img")).toHaveCount(0);
  });
});

test.describe("tools and search", () => {
  test("filters by two categories and one pricing value; chips and count agree with the database", async ({ page }) => {
    const picked = ["image-generation", "video-creation"];
    const expected = catalogue.tools.filter((t) => picked.includes(t.category) && t.pricing === "Freemium").length;
    await page.goto("/tools");
    await page.getByRole("button", { name: "Filters" }).click();
    const filters = page.getByRole("dialog", { name: "Filters" });
    await filters.getByRole("checkbox", { name: /^Image Generation/ }).check();
    await expect(page).toHaveURL(/category=image-generation/);
    await filters.getByRole("checkbox", { name: /^Video Creation/ }).check();
    await filters.getByRole("checkbox", { name: "Freemium", exact: true }).check();
    await page.keyboard.press("Escape");

    await expect(page.getByRole("heading", { name: `Search Results (${expected})` })).toBeVisible();
    const chips = page.getByRole("list", { name: "Active filters" });
    for (const label of ["Image Generation", "Video Creation", "Freemium"]) {
      await expect(chips.getByRole("button", { name: `Remove filter ${label}` })).toBeVisible();
    }
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(Math.min(expected, 24));
    await expect(cards.filter({ hasText: /Image Generation|Video Creation/ }).filter({ hasText: "Freemium" })).toHaveCount(
      Math.min(expected, 24),
    );

    await chips.getByRole("button", { name: "Remove filter Freemium" }).click();
    const withoutPricing = catalogue.tools.filter((t) => picked.includes(t.category)).length;
    await expect(page.getByRole("heading", { name: `Search Results (${withoutPricing})` })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { name: `Search Results (${expected})` })).toBeVisible();

    await chips.getByRole("button", { name: "Clear all" }).click();
    await expect(page.getByRole("heading", { name: `All Tools (${catalogue.tools.length})` })).toBeVisible();
  });

  test("?search= seeds the term, a typo still finds the tool, and Clear Search resets", async ({ page }) => {
    await page.goto("/tools?search=midjurney");
    await expect(page.getByRole("searchbox", { name: "Search AI tools" })).toHaveValue("midjurney");
    await expect(page.getByRole("heading", { name: /^Search Results \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole("main").getByRole("article").first().getByRole("heading")).toHaveText("Midjourney");
    await page.getByRole("link", { name: "Clear Search" }).click();
    await expect(page).toHaveURL("/tools");
    await expect(page.getByRole("heading", { name: `All Tools (${catalogue.tools.length})` })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search AI tools" })).toHaveValue("");
  });

  test("typing searches after a pause and shows 'No results found' for nonsense", async ({ page }) => {
    await page.goto("/tools");
    await page.getByRole("searchbox", { name: "Search AI tools" }).fill("qqqzzzxxy");
    await expect(page).toHaveURL("/tools?search=qqqzzzxxy");
    await expect(page.getByText("No results found")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Missing a Tool?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Suggest a Tool" }).last()).toHaveAttribute("href", "/suggest-tool");
  });

  test("the search page has its before-search, results and not-found states", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByText("Start typing or use filters to search for AI tools")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search AI tools" }).fill("elevenlab");
    await expect(page.getByRole("heading", { name: /^Search Results \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole("main").getByRole("article").first().getByRole("heading")).toHaveText("ElevenLabs");
    await page.getByRole("searchbox", { name: "Search AI tools" }).fill("zzzqqqxxw");
    await expect(page.getByRole("heading", { name: "Tool not found" })).toBeVisible();
    await expect(page.getByText("The AI tool you're looking for isn't in our directory yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Submit a Tool" })).toHaveAttribute("href", "/suggest-tool");
  });

  test("a tool page opens from a card and links out safely", async ({ page }) => {
    await page.goto("/category/presentations");
    const firstCard = page.getByRole("main").getByRole("article").first();
    const name = (await firstCard.getByRole("heading").textContent())!;
    await firstCard.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const tool = catalogue.tools.find((t) => t.name === name)!;
    await expect(page).toHaveURL(`/tools/${tool.slug}`);
    await expect(page).toHaveTitle(new RegExp(name));
    const explore = page.getByRole("link", { name: new RegExp(`^Explore ${name}`) });
    await expect(explore).toHaveAttribute("href", tool.website);
    await expect(explore).toHaveAttribute("target", "_blank");
    await expect(explore).toHaveAttribute("rel", /noopener/);
    await expect(page.getByRole("region", { name: `Alternatives to ${name}` }).getByRole("article")).not.toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/tools/${tool.slug}$`));
  });

  test("an unknown tool answers 404", async ({ page }) => {
    const response = await page.goto("/tools/not-a-real-tool");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });
});
