import { expect, test } from "@playwright/test";
import { MAILBOX_URL, uniqueEmail } from "./mailbox";

test("the AI Automation Lab waitlist: checked names, then a thank-you panel and a receipt", async ({ page }) => {
  const email = uniqueEmail("lab");
  await page.goto("/resources/events");
  await expect(page.getByText("Coming Soon")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Anyone tired of doing it all manually" })).toBeVisible();
  await page.getByLabel("First name").fill("A");
  await page.getByLabel("Last name").fill("L");
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Last name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();

  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill(email);
  await expect(page.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(page.getByRole("heading", { name: "You're on the waitlist!" })).toBeVisible();
  await expect(page.getByText("We've received your information and will be in touch soon.")).toBeVisible();

  const mailbox = await (await page.request.get(MAILBOX_URL)).text();
  expect(mailbox.split("<article").slice(1).some((article) => article.includes(`To: ${email}`) && article.includes("You are on the AI Automation Lab waitlist"))).toBe(true);
});
