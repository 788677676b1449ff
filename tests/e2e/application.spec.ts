import { expect, test } from "@playwright/test";
import { MAILBOX_URL, uniqueEmail } from "./mailbox";

test("a content creator applies: required fields asked for, then the application is stored and the team is told", async ({ page }) => {
  const email = uniqueEmail("creator");
  await page.goto("/content-creators/apply");
  await expect(page.getByRole("link", { name: "Back to Content Creators" })).toHaveAttribute("href", "/content-creators");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Missing Information")).toBeVisible();
  await expect(page.getByText("Please tell us about your creative background.")).toBeVisible();
  await expect(page.getByText("Please tell us why you want to join.")).toBeVisible();

  await page.getByLabel("Full Name", { exact: true }).fill("Margaret Hamilton");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Creative Background", { exact: true }).fill("Motion designer");
  await page.getByLabel("What content would you like to create?", { exact: true }).fill("Short courses on AI animation");
  await page.getByLabel("Sample Work", { exact: true }).fill("https://portfolio.example/margaret");
  await page.getByLabel("Why do you want to join?", { exact: true }).fill("To help designers ship.");
  await expect(page.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application Submitted!")).toBeVisible();
  await expect(page.getByLabel("Full Name", { exact: true })).toHaveValue("");

  const mailbox = await (await page.request.get(MAILBOX_URL)).text();
  const copy = mailbox.split("<article").slice(1).find((article) => article.includes("Content creator application: Margaret Hamilton") && article.includes(email));
  expect(copy).toContain("Short courses on AI animation");
});
