import { expect, test } from "@playwright/test";
import { MAILBOX_URL, uniqueEmail } from "./mailbox";

test("Blueprint early access: checked names, a thank-you panel, and a newsletter confirmation that waits for the visitor", async ({ page }) => {
  const email = uniqueEmail("blueprint");
  await page.goto("/business-automation-blueprint");
  await expect(page.getByRole("button", { name: "Coming Soon" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "No spam. Unsubscribe anytime." })).toHaveAttribute("href", "/newsletter");
  await page.getByRole("button", { name: "Get Early Access" }).click();
  await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();

  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Email").fill(email);
  await expect(page.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Get Early Access" }).click();
  await expect(page.getByRole("heading", { name: "Thank You for Your Interest!" })).toBeVisible();
  await expect(page.getByText("We'll be in touch soon with more information.")).toBeVisible();

  const mailbox = await (await page.request.get(MAILBOX_URL)).text();
  const articles = mailbox.split("<article").slice(1).map((article) => article.split("</article>")[0]!);
  expect(articles.some((a) => a.includes(`To: ${email}`) && a.includes("Confirm your subscription"))).toBe(true);
  expect(articles.some((a) => a.includes(`Business Automation Blueprint waitlist: Grace Hopper`))).toBe(true);
});
