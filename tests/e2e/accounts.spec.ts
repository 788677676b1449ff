import { expect, test, type Page } from "@playwright/test";
import { countMail, findMailLink, MAILBOX_URL, uniqueEmail } from "./mailbox";

const PASSWORD = "correct-horse-7";

// Whole journeys (sign up, confirm, sign in, change things) with real password hashing: allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

async function signUp(page: Page, email: string, password = PASSWORD, firstName = "Ada") {
  await page.goto("/auth?view=sign-up");
  await page.getByLabel("First name (optional)").fill(firstName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please check your email to confirm your account.")).toBeVisible();
}

async function confirm(page: Page, email: string) {
  const link = await findMailLink(page.request, email, /Confirm your/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByText("Email confirmed")).toBeVisible();
  // The sign-in form has the confirmed address already: only the password is left to type.
  await expect(page.getByLabel("Email")).toHaveValue(email);
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("sign up, confirm by e-mail, sign in, keep favourites, sign out", async ({ page, request }) => {
  const email = uniqueEmail("ada");
  await signUp(page, email);
  // The page says where the link went, offers to send it again, and where to find it on this machine.
  await expect(page.getByText(`Your confirmation link for ${email} is in the development mailbox`)).toBeVisible();
  await expect(page.getByText("the e-mail is in the development mailbox")).toBeVisible();
  await page.getByRole("button", { name: "Resend confirmation email" }).click();
  await expect(page.getByText("A new confirmation link is on its way.")).toBeVisible();
  await page.getByRole("link", { name: "Go to sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();

  await confirm(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Welcome!", { exact: true })).toBeVisible();
  const avatar = page.getByRole("button", { name: `Account menu for ${email}` });
  await expect(avatar).toHaveText("A");

  // Anonymous visitors get this page from the page cache; a signed-in visitor never does.
  await request.get("/category/llms");
  await expect.poll(async () => (await request.get("/category/llms")).headers()["x-page-cache"]).toBe("hit");
  const visit = await page.goto("/category/llms");
  expect(visit!.headers()["x-page-cache"]).toBeUndefined();
  expect(visit!.headers()["cache-control"]).toBe("private, no-cache");
  const cards = page.getByRole("main").getByRole("article");
  const first = (await cards.nth(0).getByRole("heading").textContent())!;
  const second = (await cards.nth(1).getByRole("heading").textContent())!;
  await page.getByRole("button", { name: `Save ${first} to favorites` }).click();
  await expect(page.getByText("Added to favorites")).toBeVisible();
  await expect(page.getByRole("button", { name: `Remove ${first} from favorites` })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: `Save ${second} to favorites` }).click();
  await expect(page.getByRole("button", { name: `Remove ${second} from favorites` })).toBeVisible();

  await avatar.click();
  await page.getByRole("menuitem", { name: "Dashboard" }).click();
  // The first sign-in: nobody is "back" yet.
  await expect(page.getByRole("heading", { name: "Welcome, Ada!" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Favorite Tools (2)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: `Remove ${first} from favorites` }).click();
  await expect(page.getByText("Removed from favorites")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Favorite Tools (1)" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { name: second })).toBeVisible();

  await page.getByRole("button", { name: `Account menu for ${email}` }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByText("You have been successfully logged out.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in", exact: true }).first()).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Login Required" })).toBeVisible();

  // Signing in again, they are back.
  await signIn(page, email);
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome back, Ada!" })).toBeVisible();
});

test("wrong password and unknown e-mail get the same answer; an unconfirmed account is told to confirm", async ({ page }) => {
  const email = uniqueEmail("grace");
  await signUp(page, email);

  await signIn(page, email, "not-the-password");
  const wrongPassword = await page.getByText("Login Error").locator("..").textContent();
  await signIn(page, uniqueEmail("nobody"), "whatever-123");
  const unknownEmail = await page.getByText("Login Error").last().locator("..").textContent();
  expect(unknownEmail).toBe(wrongPassword);
  expect(wrongPassword).toContain("Invalid email or password");

  await signIn(page, email);
  await expect(page.getByText("Please confirm your email address").first()).toBeVisible();
  await page.getByRole("button", { name: "Resend confirmation email" }).click();
  await expect(page.getByText("a new confirmation link is on its way")).toBeVisible();
  const links = await page.request.get(MAILBOX_URL).then((r) => r.text());
  expect(links.split(`To: ${email}`).length - 1).toBeGreaterThanOrEqual(2);
});

test("signing up again with a used address reveals nothing and tells the owner", async ({ page }) => {
  const email = uniqueEmail("linus");
  await signUp(page, email);
  await signUp(page, email, "another-pass-9");
  // One confirmation for the first sign-up; the second one only tells the owner.
  await expect.poll(() => countMail(page.request, email, /Someone tried to create/)).toBe(1);
  expect(await countMail(page.request, email, /Confirm your/)).toBe(1);
});

test("sign-up keeps what was typed and explains each problem", async ({ page }) => {
  await page.goto("/auth?view=sign-up");
  await page.getByLabel("Email").fill("someone@example.com");
  await page.getByLabel("Password", { exact: true }).fill("abcdef");
  await page.getByLabel("Confirm password", { exact: true }).fill("abcdeg");
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Account" })).toBeDisabled();
  await page.getByLabel("Confirm password", { exact: true }).fill("abcdef");
  await page.getByLabel("Password", { exact: true }).fill("abcdefg");
  await page.getByLabel("Confirm password", { exact: true }).fill("abcdefg");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Password must be at least 8 characters long.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("someone@example.com");
  // Long enough, but on the server's list of common passwords.
  await page.getByLabel("Password", { exact: true }).fill("password1");
  await page.getByLabel("Confirm password", { exact: true }).fill("password1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("This password is too easy to guess. Avoid common passwords, repeated or sequential characters and the site's name.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("someone@example.com");
});

test("forgot password: the e-mailed link sets a new password once", async ({ page }) => {
  const email = uniqueEmail("hopper");
  await signUp(page, email);
  await confirm(page, email);

  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Please enter your email address first.").first()).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Reset Email Sent!")).toBeVisible();

  const link = await findMailLink(page.request, email, /Reset your/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const resetUrl = page.url();
  await page.getByLabel("New password", { exact: true }).fill("brand-new-pass");
  await page.getByLabel("Confirm new password", { exact: true }).fill("brand-new-pass");
  await page.getByRole("button", { name: "Show new password", exact: true }).click();
  await expect(page.getByLabel("New password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL("/auth");
  await expect(page.getByText("Password reset successfully!")).toBeVisible();

  await signIn(page, email, "brand-new-pass");
  await expect(page).toHaveURL("/");

  // The same link does not work twice.
  await page.goto(resetUrl);
  await page.getByLabel("New password", { exact: true }).fill("another-pass-1");
  await page.getByLabel("Confirm new password", { exact: true }).fill("another-pass-1");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This reset link has expired or was already used." })).toBeVisible();
});

test("a reset page without a token sends the visitor back", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page).toHaveURL("/auth?view=forgot");
  await expect(page.getByText("Invalid reset link")).toBeVisible();
});

test("settings: profile, preferences with theme, and a password change that checks the current one", async ({ page }) => {
  const email = uniqueEmail("katherine");
  await signUp(page, email);
  await confirm(page, email);

  // Settings need an account: the visitor signs in and comes back to them.
  await page.goto("/settings");
  await expect(page).toHaveURL("/auth?redirectTo=%2Fsettings");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/settings");

  await page.getByLabel("First name").fill("Katherine");
  await page.getByLabel("Last name").fill("Johnson");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Your profile has been updated successfully.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("First name")).toHaveValue("Katherine");

  await expect(page.getByRole("switch", { name: /Email notifications/ })).toBeChecked();
  await expect(page.getByRole("switch", { name: /Marketing emails/ })).not.toBeChecked();
  await expect(page.getByLabel("Theme", { exact: true })).toHaveValue("dark");
  await page.getByLabel("Theme", { exact: true }).selectOption("light");
  await page.getByLabel("Language", { exact: true }).selectOption("fr");
  await page.getByRole("button", { name: "Save preferences" }).click();
  // Another language: the settings page again, in French, saying so (the toast then cleans the address).
  await expect(page).toHaveURL(/\/fr\/settings(\?notice=preferences-saved)?$/);
  await expect(page.getByText("Vos préférences ont été enregistrées.")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  // Addresses in English open in French now, as the form promised.
  await page.goto("/tools");
  await expect(page).toHaveURL("/fr/tools");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await page.goto("/settings");
  await expect(page).toHaveURL("/fr/settings");
  await expect(page.getByLabel("Langue", { exact: true })).toHaveValue("fr");
  await page.getByLabel("Langue", { exact: true }).selectOption("en");
  await page.getByRole("button", { name: "Enregistrer les préférences" }).click();
  await expect(page).toHaveURL(/\/settings(\?notice=preferences-saved)?$/);
  await expect(page.getByText("Your preferences have been saved.")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The page is already in English: saving again keeps it, and says so.
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Your preferences have been saved.").first()).toBeVisible();
  await expect(page).toHaveURL("/settings");

  await page.getByLabel("Current password", { exact: true }).fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill("changed-pass-2");
  await page.getByLabel("Confirm new password", { exact: true }).fill("changed-pass-3");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("New passwords do not match.").first()).toBeVisible();
  await page.getByLabel("Confirm new password", { exact: true }).fill("changed-pass-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your current password is not correct.")).toBeVisible();
  await page.getByLabel("Current password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("changed-pass-2");
  await page.getByLabel("Confirm new password", { exact: true }).fill("changed-pass-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been updated successfully.")).toBeVisible();

  await page.getByRole("button", { name: `Account menu for ${email}` }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  // Navigating away before the logout answers would cancel it.
  await expect(page.getByText("You have been successfully logged out.")).toBeVisible();
  await signIn(page, email, PASSWORD);
  await expect(page.getByText("Login Error")).toBeVisible();
  await signIn(page, email, "changed-pass-2");
  await expect(page).toHaveURL("/");
});

test("deleting the account from settings asks for the password, signs out, and frees the address", async ({ page }) => {
  const email = uniqueEmail("leaving");
  await signUp(page, email);
  await confirm(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL("/");
  await page.goto("/category/llms");
  const tool = (await page.getByRole("main").getByRole("article").first().getByRole("heading").textContent())!;
  await page.getByRole("button", { name: `Save ${tool} to favorites` }).click();
  await expect(page.getByText("Added to favorites")).toBeVisible();

  await page.goto("/settings");
  await page.getByRole("link", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toContainText(`Your account (${email}) is deleted at once, with your password, your saved tools and your preferences.`);
  await expect(dialog).toContainText("not linked to your account: they stay with our team");
  await dialog.getByLabel("Your password", { exact: true }).fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("Your password is not correct.")).toBeVisible();
  await dialog.getByLabel("Your password", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account" }).click();

  await expect(page).toHaveURL("/");
  await expect(page.getByText("Your account and everything saved with it have been deleted.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Account menu for/ })).toHaveCount(0);

  await signIn(page, email);
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await signUp(page, email);
  await confirm(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL("/");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Your Favorite Tools (0)" })).toBeVisible();
});

test("a visitor's theme choice is remembered in the browser", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("button", { name: "Light theme" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await expect(page).toHaveURL("/about");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe("rgb(250, 250, 249)");
});

test("after many guesses at one account from many addresses, the owner passes a bot check in the browser and signs in", async ({ page, baseURL }) => {
  const email = uniqueEmail("guarded");
  await signUp(page, email);
  await confirm(page, email);
  // The test server trusts proxies on this machine (TRUST_PROXY=loopback): each X-Forwarded-For is another visitor.
  for (let attempt = 1; attempt <= 20; attempt++) {
    const guess = await page.request.post("/auth", {
      form: { intent: "sign-in", email, password: `guess-${attempt}` },
      headers: { Origin: baseURL!, "X-Forwarded-For": `198.51.100.${attempt}` },
      maxRedirects: 0,
    });
    expect(guess.status()).toBe(401);
  }

  await signIn(page, email);
  await expect(page.getByText("Please wait for the check below to finish").first()).toBeVisible();
  const submit = page.getByRole("button", { name: "Sign in" });
  await expect(page.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });
  await expect(submit).toBeEnabled();
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await submit.click();
  await expect(page.getByText("Welcome!", { exact: true })).toBeVisible();
});
