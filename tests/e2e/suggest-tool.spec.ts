import { expect, test } from "@playwright/test";
import { MAILBOX_URL } from "./mailbox";

async function teamCopies(request: import("@playwright/test").APIRequestContext, subject: string): Promise<string[]> {
  const html = await (await request.get(MAILBOX_URL)).text();
  return html
    .split("<article")
    .slice(1)
    .map((article) => article.split("</article>")[0]!)
    .filter((article) => article.includes(subject));
}

test("suggest a tool: every required field is asked for, then it is stored and the team is told", async ({ page }) => {
  const name = `Tool ${Date.now()}`;
  await page.goto("/suggest-tool");
  await expect(page.getByRole("link", { name: "Suggest AI Tool" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("button", { name: "Submit Tool" }).click();
  await expect(page.getByText("Missing Information")).toBeVisible();
  await expect(page.getByText("Please enter the tool's name.")).toBeVisible();
  await expect(page.getByText("Please tell us why we should add this tool.")).toBeVisible();

  await page.getByLabel("Tool Name", { exact: true }).fill(name);
  await page.getByLabel("Tool Website URL", { exact: true }).fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Submit Tool" }).click();
  await expect(page.getByText("Please enter a full web address starting with http:// or https://.")).toBeVisible();
  await page.getByLabel("Tool Website URL", { exact: true }).fill("https://tool.example");
  await page.getByLabel("Category", { exact: true }).selectOption("Animation");
  await page.getByLabel("Pricing Model").selectOption("Freemium");
  await page.getByLabel("Tool Description", { exact: true }).fill("Turns sketches into animations.");
  await page.getByLabel("Why should we add this tool?", { exact: true }).fill("Illustrators ask for it.");
  await expect(page.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Submit Tool" }).click();
  await expect(page.getByText("Tool Suggestion Submitted!")).toBeVisible();
  await expect(page.getByLabel("Tool Name", { exact: true })).toHaveValue("");
  expect(await teamCopies(page.request, `Tool suggestion: ${name}`)).toHaveLength(1);
});

test("recommend a course from its tab", async ({ page }) => {
  const name = `Course ${Date.now()}`;
  await page.goto("/suggest-tool");
  await page.getByRole("link", { name: "Recommend Course" }).click();
  await expect(page).toHaveURL(/tab=course/);
  await page.getByLabel("Course Name", { exact: true }).fill(name);
  await page.getByLabel("Course URL", { exact: true }).fill("https://course.example/learn");
  await page.getByLabel("Category", { exact: true }).selectOption("Creative Applications");
  await page.getByLabel("Level").selectOption("Intermediate");
  await page.getByLabel("Course Description", { exact: true }).fill("Eight weeks of AI for illustrators.");
  await expect(page.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Submit Course" }).click();
  await expect(page.getByText("Course Recommendation Submitted!")).toBeVisible();
  await expect(page.getByText("Thank you for your recommendation. We'll review it and get back to you soon.")).toBeVisible();
  const copies = await teamCopies(page.request, `Course recommendation: ${name}`);
  expect(copies).toHaveLength(1);
  expect(copies[0]).toContain("Level: Intermediate");
});
