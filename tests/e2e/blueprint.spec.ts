import { expect, test } from "@playwright/test";
import { MAILBOX_URL, uniqueEmail } from "./mailbox";

/** The e-mails in the development mailbox, each as its text. */
async function mailbox(page: import("@playwright/test").Page) {
  const html = await (await page.request.get(MAILBOX_URL)).text();
  return html.split("<article").slice(1).map((article) => article.split("</article>")[0]!);
}

async function joinEarlyAccess(page: import("@playwright/test").Page, email: string, { newsletter }: { newsletter: boolean }) {
  await page.goto("/business-automation-blueprint");
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Email").fill(email);
  const optIn = page.getByRole("checkbox", { name: "Also subscribe me to the newsletter" });
  await expect(optIn).not.toBeChecked();
  if (newsletter) await optIn.check();
  await expect(page.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Get Early Access" }).click();
  await expect(page.getByRole("heading", { name: "Thank You for Your Interest!" })).toBeVisible();
}

test("Blueprint early access: checked names, a thank-you panel, and the newsletter only when asked for", async ({ page }) => {
  await page.goto("/business-automation-blueprint");
  await expect(page.getByRole("button", { name: "Coming Soon" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "No spam. Unsubscribe anytime." })).toHaveAttribute("href", "/newsletter");
  await page.getByRole("button", { name: "Get Early Access" }).click();
  await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();

  // Not ticked: the lead is stored and the team told, and no newsletter e-mail goes to the visitor.
  const quiet = uniqueEmail("blueprint-quiet");
  await joinEarlyAccess(page, quiet, { newsletter: false });
  await expect(page.getByText("We'll be in touch soon with more information.")).toBeVisible();
  await expect(page.locator("main").getByText(/newsletter/i)).toHaveCount(0);
  const afterQuiet = await mailbox(page);
  expect(afterQuiet.some((a) => a.includes(`To: ${quiet}`))).toBe(false);
  expect(afterQuiet.some((a) => a.includes("Business Automation Blueprint waitlist: Grace Hopper"))).toBe(true);

  // Ticked: the newsletter's own double opt-in, and the panel says so.
  const reader = uniqueEmail("blueprint-reader");
  await joinEarlyAccess(page, reader, { newsletter: true });
  await expect(page.getByText("You asked for the newsletter too")).toBeVisible();
  expect((await mailbox(page)).some((a) => a.includes(`To: ${reader}`) && a.includes("Confirm your subscription"))).toBe(true);
});

test("the Blueprint page, the quizzes page and the FAQ name the same prices", async ({ page }) => {
  await page.goto("/business-automation-blueprint");
  await expect(page.locator("main")).toContainText("$99 at early access (regular price $299)");
  await page.goto("/resources/quizzes-assessments");
  await expect(page.locator("main")).toContainText("a $99 investment at early access (regular price $299)");
  await page.goto("/resources/faq");
  await expect(page.locator("main")).toContainText("It will cost $99 at early access and $299 after.");
  for (const path of ["/business-automation-blueprint", "/resources/quizzes-assessments", "/resources/faq"]) {
    expect(await (await page.request.get(path)).text(), path).not.toContain("$49");
  }
});

test("the payment page makes no payment claim without a lead", async ({ page }) => {
  for (const path of ["/blueprint-success", "/blueprint-success?lead_id=not-a-lead", `/blueprint-success?lead_id=${"A".repeat(22)}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Business Automation Blueprint");
    await expect(page.getByText(/Payment Successful|confirming your payment/i)).toHaveCount(0);
    await expect(page).not.toHaveTitle(/Payment/);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).not.toContainText(/success/i);
    await expect(page.getByRole("link", { name: "About the Business Automation Blueprint" })).toHaveAttribute("href", "/business-automation-blueprint");
  }
});
