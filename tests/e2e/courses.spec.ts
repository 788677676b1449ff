import { expect, test } from "@playwright/test";
import { catalogue } from "./catalogue-data";

const count = (match: (course: (typeof catalogue.courses)[number]) => boolean) => catalogue.courses.filter(match).length;

test("course filters combine, the count matches the catalogue, and the active level clears on a second click", async ({ page }) => {
  await page.goto("/resources/courses");
  await expect(page.getByRole("heading", { name: `All Courses (${catalogue.courses.length})` })).toBeVisible();

  const level = page.getByRole("group", { name: "Level" });
  const price = page.getByRole("group", { name: "Price" });
  await level.getByRole("link", { name: "Beginner" }).click();
  await expect(page).toHaveURL(/level=Beginner/);
  await price.getByRole("link", { name: "Free", exact: true }).click();
  const beginnerFree = count((c) => c.level === "Beginner" && c.pricing === "Free");
  await expect(page.getByRole("heading", { name: `${beginnerFree} courses found` })).toBeVisible();
  // 24 a page.
  await expect(page.getByRole("article")).toHaveCount(Math.min(beginnerFree, 24));

  await page.getByRole("group", { name: "Show" }).getByRole("link", { name: "Featured courses only" }).click();
  const featured = count((c) => c.level === "Beginner" && c.pricing === "Free" && c.featured);
  await expect(page.getByRole("heading", { name: new RegExp(`^${featured} courses? found$`) })).toBeVisible();

  // The active level, clicked again, is cleared; the other filters stay.
  await level.getByRole("link", { name: "Beginner" }).click();
  await expect(page).not.toHaveURL(/level=/);
  await expect(page).toHaveURL(/pricing=Free/);
  const freeFeatured = count((c) => c.pricing === "Free" && c.featured);
  await expect(page.getByRole("heading", { name: new RegExp(`^${freeFeatured} courses? found$`) })).toBeVisible();

  await page.goto("/resources/courses?search=no-such-course-anywhere");
  await expect(page.getByText("Course not Found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Recommend a course" })).toHaveAttribute("href", "/suggest-tool?tab=course");
});

test("the FAQ opens one answer at a time, closes on a second click, and its structured data lists 12 questions", async ({ page }) => {
  await page.goto("/resources/faq");
  const questions = page.getByRole("main").locator("details");
  await expect(questions).toHaveCount(12);
  await page.getByText("Is it free to use?").click();
  await expect(questions.nth(1)).toHaveAttribute("open", "");
  await page.getByText("How does the newsletter work?").click();
  await expect(questions.nth(8)).toHaveAttribute("open", "");
  await expect(questions.nth(1)).not.toHaveAttribute("open", "");
  await page.getByText("How does the newsletter work?").click();
  await expect(page.locator("details[open]")).toHaveCount(0);
  await expect(page.getByRole("main").locator("details").filter({ hasText: "Business Automation Blueprint" }).getByText("Coming Soon")).toBeVisible();

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as { "@type": string; mainEntity?: unknown[]; itemListElement?: { name: string }[] });
  expect(data.find((d) => d["@type"] === "FAQPage")?.mainEntity).toHaveLength(12);
  expect(data.find((d) => d["@type"] === "Organization")).toBeTruthy();
  expect(data.find((d) => d["@type"] === "BreadcrumbList")?.itemListElement?.map((item) => item.name)).toEqual(["Home", "Resources", "FAQ"]);
  await expect(page.getByRole("link", { name: "Read the blog" })).toHaveAttribute("href", "/resources/blog");
});
