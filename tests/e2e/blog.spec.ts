import { expect, test } from "@playwright/test";

test("readers browse, search and read published posts, and find the feed", async ({ page, request }) => {
  await page.goto("/resources/blog");
  await expect(page.getByRole("heading", { name: "Featured Articles" })).toBeVisible();
  const featured = page.getByRole("region", { name: "Featured Articles" }).getByRole("article");
  await expect(featured).toHaveCount(2);
  await expect(page.getByRole("heading", { name: "All Articles" })).toBeVisible();

  await page.getByLabel("Search articles").fill("architects");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/search=architects/);
  await expect(page.getByRole("heading", { name: "Search Results (1)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured Articles" })).toHaveCount(0);
  await page.getByRole("link", { name: "How Architects and Interior Designers Are Using AI for Concept Visuals" }).click();

  await expect(page).toHaveURL(/\/blog\/how-architects-and-interior-designers/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How Architects and Interior Designers Are Using AI for Concept Visuals");
  await expect(page.getByText(/\d+ min read/)).toBeVisible();
  const structured = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent())!);
  expect(structured).toMatchObject({ "@type": "Article", headline: "How Architects and Interior Designers Are Using AI for Concept Visuals" });
  expect(structured).not.toHaveProperty("aggregateRating");

  await page.goto("/resources/blog?search=no-such-words-anywhere");
  await expect(page.getByText('No articles match "no-such-words-anywhere".')).toBeVisible();
  await page.getByRole("link", { name: "Clear Search" }).first().click();
  await expect(page).toHaveURL(/\/resources\/blog$/);

  const missing = await page.goto("/blog/no-such-post");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Post Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the blog" })).toHaveAttribute("href", "/resources/blog");

  const feed = await request.get("/resources/blog/rss.xml");
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await feed.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml).toContain("/blog/how-architects-and-interior-designers-are-using-ai-for-concept-visuals</link>");
  await page.goto("/resources/blog");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"][title="Atelier AI blog"]')).toHaveAttribute("href", "/resources/blog/rss.xml");
});
