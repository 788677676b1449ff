/**
 * What forms say: the product's words for a missing field (never a library's "Invalid input"),
 * no button held back without a visible reason, and required fields marked the same way everywhere.
 */
import { expect, test, type Page } from "@playwright/test";

/** The page's scripts have taken over once the password's show/hide toggle answers. */
async function waitUntilInteractive(page: Page) {
  const toggle = page.getByRole("button", { name: "Show password" });
  await expect(async () => {
    await toggle.click();
    await expect(page.getByRole("button", { name: "Hide password" })).toBeVisible({ timeout: 500 });
  }).toPass();
}

test("signing in with nothing typed names both fields in the product's words", async ({ page }) => {
  await page.goto("/auth");
  await waitUntilInteractive(page);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Please enter your email address.")).toBeVisible();
  await expect(page.getByText("Please enter your password.")).toBeVisible();
  await expect(page.getByText("Invalid input")).toHaveCount(0);
});

test("the newsletter card lets an empty form be sent, and names the missing fields", async ({ page }) => {
  await page.goto("/");
  const card = page.getByRole("heading", { name: "Get the AI tools roundup" }).locator("..");
  // Enabled from the start; checked in the page once it runs, or by the server before that.
  await card.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter your first name.")).toBeVisible();
  await expect(page.getByText("Please enter your email address.")).toBeVisible();
});

test("a button held back by the bot check says why beside it", async ({ page }) => {
  // The challenge is held until the test lets it go: the check stays running meanwhile.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/bot-check", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/contact");
  const send = page.getByRole("button", { name: "Send Message" });
  await expect(page.getByText("Your browser is completing a quick check that you are not a bot…")).toBeVisible();
  await expect(send).toBeDisabled();
  await expect(page.getByRole("status").filter({ hasText: "Sending waits for the check that you are not a bot…" })).toBeVisible();

  release();
  await expect(page.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });
  await expect(send).toBeEnabled();
  await expect(page.getByText("Sending waits for the check that you are not a bot…")).toHaveCount(0);
});

test("required fields carry the same visible mark on every form, and only required ones", async ({ page }) => {
  for (const path of ["/newsletter", "/contact", "/business-automation-blueprint", "/resources/events", "/suggest-tool", "/content-creators/apply", "/auth", "/auth?view=sign-up"]) {
    await page.goto(path);
    const labels = await page.locator("main form label[for]").evaluateAll((elements) =>
      elements.map((label) => {
        const control = document.getElementById(label.getAttribute("for")!) as HTMLInputElement | null;
        const mark = label.nextElementSibling;
        return { text: label.textContent.trim(), marked: mark?.getAttribute("aria-hidden") === "true" && mark.textContent === "*", required: Boolean(control?.required) };
      }),
    );
    expect(labels.length, path).toBeGreaterThan(0);
    for (const label of labels) expect(label.marked, `${path}: ${label.text}`).toBe(label.required);
  }
  // The mark is not part of the name a screen reader reads; "required" comes from the field itself.
  await page.goto("/newsletter");
  await expect(page.getByRole("textbox", { name: "First name", exact: true })).toHaveAttribute("required", "");
});
