import { expect, test, type Page } from "@playwright/test";
import { solvedBotCheck } from "../helpers/bot-check";
import { findMailLink, uniqueEmail } from "./mailbox";

const PASSWORD = "correct-horse-7";

// Every form here is a plain document POST, as for a visitor without JavaScript.
test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 90_000 });

// Sign-up asks for the bot check, which needs JavaScript: these accounts are made as a script would.
async function signUpAndConfirm(page: Page, email: string, baseURL: string) {
  const response = await page.request.post("/auth?view=sign-up", {
    form: { intent: "sign-up", firstName: "Ada", lastName: "", email, password: PASSWORD, confirmPassword: PASSWORD, botCheck: await solvedBotCheck(baseURL) },
    headers: { Origin: baseURL },
  });
  expect(response.status()).toBe(200);
  await page.goto(await findMailLink(page.request, email, /Confirm your/));
  await expect(page).toHaveURL(/\/auth\?notice=email-confirmed/);
}

test("sign-up without JavaScript says why it is refused and keeps what was typed, never the password", async ({ page }) => {
  await page.goto("/auth?view=sign-up");
  await expect(page.getByText("A quick check that you are not a bot runs here. It needs JavaScript.")).toBeVisible();
  await page.getByLabel("First name (optional)").fill("Ada");
  await page.getByLabel("Email").fill("no-script@example.com");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert")).toContainText("It needs JavaScript.");
  await expect(page.getByLabel("First name (optional)")).toHaveValue("Ada");
  await expect(page.getByLabel("Email")).toHaveValue("no-script@example.com");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
});

/** Signs in with the form, as a visitor without JavaScript, and lands on the settings page. */
async function signInToSettings(page: Page, email: string) {
  await page.goto("/auth?redirectTo=%2Fsettings");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/settings/);
}

test("changing the password keeps this device signed in", async ({ page, baseURL }) => {
  const email = uniqueEmail("nojs");
  await signUpAndConfirm(page, email, baseURL!);

  await signInToSettings(page, email);

  await page.getByLabel("Current password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("changed-pass-2");
  await page.getByLabel("Confirm new password", { exact: true }).fill("changed-pass-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/settings/);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome, Ada!" })).toBeVisible();
});

test("deleting the account works without JavaScript, and a wrong password keeps the dialog open", async ({ page, baseURL }) => {
  const email = uniqueEmail("nojs-leaving");
  await signUpAndConfirm(page, email, baseURL!);
  await signInToSettings(page, email);

  await page.getByRole("link", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Your password", { exact: true }).fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("Your password is not correct.")).toBeVisible();
  await dialog.getByLabel("Your password", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL("/?notice=account-deleted");

  await page.goto("/settings");
  await expect(page).toHaveURL("/auth?redirectTo=%2Fsettings");
});

test("a password guesser is slowed down with 429 and Retry-After; the owner still signs in from elsewhere", async ({ page, baseURL }) => {
  const email = uniqueEmail("owner");
  await signUpAndConfirm(page, email, baseURL!);
  // The test server trusts proxies on this machine (TRUST_PROXY=loopback), so X-Forwarded-For stands for the visitor's address.
  const signIn = (address: string, password: string) =>
    page.request.post("/auth", {
      form: { intent: "sign-in", email, password },
      headers: { Origin: baseURL!, "X-Forwarded-For": address },
      maxRedirects: 0,
    });

  for (let attempt = 1; attempt <= 10; attempt++) expect((await signIn("198.51.100.7", `guess-${attempt}`)).status()).toBe(401);
  const refused = await signIn("198.51.100.7", PASSWORD);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);

  const owner = await signIn("203.0.113.9", PASSWORD);
  expect(owner.status()).toBe(302);
  expect(owner.headers()["location"]).toBe("/?notice=welcome");
});
