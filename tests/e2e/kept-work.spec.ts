/**
 * Whatever fails between the browser and the server, a visitor keeps what they typed,
 * is told why, and can send again: the connection lost during the submit, and a proxy
 * answering 503 instead of the site.
 */
import { expect, test, type Page, type Route } from "@playwright/test";
import { solvedBotCheck } from "../helpers/bot-check";
import { findMailLink, uniqueEmail } from "./mailbox";

const PASSWORD = "kept-work-Passphrase-91";
const FAILURES = ["offline", "503"] as const;
type Failure = (typeof FAILURES)[number];

const WHY: Record<Failure, RegExp> = {
  offline: /You seem to be offline, so nothing was sent\. .* What you typed is still here\./,
  "503": /The site is not answering just now \(error 503\)\. .* What you typed is still here\./,
};

/** Makes the next submit to `dataPath` fail the given way; the returned function makes the way clear again. */
async function breakNextSubmit(page: Page, failure: Failure, dataPath: string): Promise<() => Promise<void>> {
  if (failure === "offline") {
    await page.context().setOffline(true);
    return () => page.context().setOffline(false);
  }
  const pattern = `**${dataPath}*`;
  await page.route(pattern, (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 503, contentType: "text/html", body: "<h1>503 Service Unavailable</h1>" }) : route.continue(),
  );
  return () => page.unroute(pattern);
}

/** The error page did not replace the form (its heading, not a toast that may say the same words). */
async function expectPageKept(page: Page) {
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
  await expect(page.getByText("We could not show this page")).toHaveCount(0);
}

/** Signs up, confirms and signs in a new member in this page's browser, as a visitor at `address` (sign-ups are limited per address). */
async function signInNewMember(page: Page, baseURL: string, address: string) {
  const email = uniqueEmail("kept-heart");
  const signUp = await page.request.post("/auth?view=sign-up", {
    form: { intent: "sign-up", email, password: PASSWORD, confirmPassword: PASSWORD, firstName: "Hedy", lastName: "", botCheck: await solvedBotCheck(baseURL) },
    // The test server trusts X-Forwarded-For from this machine.
    headers: { Origin: baseURL, "X-Forwarded-For": address },
  });
  expect(signUp.status()).toBe(200);
  await page.request.get(await findMailLink(page.request, email, /Confirm your/));
  const signIn = await page.request.post("/auth", { form: { intent: "sign-in", email, password: PASSWORD }, headers: { Origin: baseURL }, maxRedirects: 0 });
  expect(signIn.status()).toBe(302);
}

for (const failure of FAILURES) {
  test.describe(`when the submit meets ${failure === "offline" ? "a lost connection" : "a 503 from a proxy"}`, () => {
    test("the contact form keeps the message, says why, and sends it once the way is clear", async ({ page }) => {
      const email = uniqueEmail("kept-contact");
      const text = `A message that must survive a ${failure} (${email})`;
      await page.goto("/contact");
      await page.getByLabel(/Full name/).fill("Mary Somerville");
      await page.getByLabel(/^Email/).fill(email);
      await page.getByLabel(/Category/).selectOption("Other");
      await page.getByLabel(/Message/).fill(text);
      await expect(page.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });

      const restore = await breakNextSubmit(page, failure, "/contact.data");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText(WHY[failure])).toBeVisible();
      await expectPageKept(page);
      await expect(page.getByLabel(/Message/)).toHaveValue(text);
      await expect(page.getByLabel(/^Email/)).toHaveValue(email);

      await restore();
      // A fresh bot check runs for the next attempt, also when the last one could not reach the site.
      await expect(page.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("We'll get back to you soon").first()).toBeVisible();
      await expect(page.getByLabel(/Message/)).toHaveValue("");
    });

    test("the newsletter card keeps the name and address, says why, and subscribes once the way is clear", async ({ page }) => {
      const email = uniqueEmail("kept-newsletter");
      await page.goto("/");
      const card = page.getByRole("heading", { name: "Get the AI tools roundup" }).locator("..");
      await card.getByLabel(/First name/).fill("Ada");
      await card.getByLabel(/Email/).fill(email);
      await expect(card.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });

      const restore = await breakNextSubmit(page, failure, "/newsletter.data");
      await card.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText(WHY[failure])).toBeVisible();
      await expectPageKept(page);
      await expect(card.getByLabel(/First name/)).toHaveValue("Ada");
      await expect(card.getByLabel(/Email/)).toHaveValue(email);

      await restore();
      await expect(card.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });
      await card.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByRole("heading", { name: "Thanks for subscribing!" })).toBeVisible();
    });

    test("a tool suggestion keeps every field, says why, and is sent once the way is clear", async ({ page }) => {
      const name = `Kept tool ${failure} ${Date.now()}`;
      await page.goto("/suggest-tool");
      await page.getByLabel(/Tool Name/).fill(name);
      await page.getByLabel(/Tool Website URL/).fill("https://kept.example");
      await page.getByLabel(/Category/).selectOption("Animation");
      await page.getByLabel(/Tool Description/).fill("Keeps drawings moving.");
      await page.getByLabel(/Why should we add this tool/).fill("Animators ask for it.");
      await expect(page.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });

      const restore = await breakNextSubmit(page, failure, "/suggest-tool.data");
      await page.getByRole("button", { name: "Submit Tool" }).click();
      await expect(page.getByText(WHY[failure])).toBeVisible();
      await expectPageKept(page);
      await expect(page.getByLabel(/Tool Name/)).toHaveValue(name);
      await expect(page.getByLabel(/Why should we add this tool/)).toHaveValue("Animators ask for it.");

      await restore();
      await expect(page.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });
      await page.getByRole("button", { name: "Submit Tool" }).click();
      await expect(page.getByText("Tool Suggestion Submitted!")).toBeVisible();
    });

    test("a heart that cannot reach the site says so and stays as it was; it saves once the way is clear", async ({ page, baseURL }) => {
      await signInNewMember(page, baseURL!, failure === "offline" ? "198.51.100.31" : "198.51.100.32");

      await page.goto("/tools/midjourney");
      const heart = page.getByRole("button", { name: "Save Midjourney to favorites" }).first();
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      // The connection goes once the page has loaded, as for a visitor reading it: by then the page
      // knows the heart's address and has fetched its code, which it asks for right after loading.
      await page.waitForFunction(() => "routes/favorites" in ((window as unknown as { __reactRouterManifest?: { routes: object } }).__reactRouterManifest?.routes ?? {}));
      await page.waitForLoadState("networkidle");
      const restore = await breakNextSubmit(page, failure, "/favorites.data");
      await heart.click();
      await expect(page.getByText("Failed to add to favorites")).toBeVisible();
      await expect(page.getByText(/Your favorites are as they were/)).toBeVisible();
      await expectPageKept(page);
      await expect(heart).toHaveAttribute("aria-pressed", "false");

      await restore();
      await heart.click();
      await expect(page.getByText("Added to favorites")).toBeVisible();
      await expect(page.getByRole("button", { name: "Remove Midjourney from favorites" }).first()).toHaveAttribute("aria-pressed", "true");
    });
  });
}

test("a heart tapped offline before the page has fetched its code says so, and saves once back online", async ({ page, baseURL }) => {
  await signInNewMember(page, baseURL!, "198.51.100.33");

  // The page runs, but the code and address of /favorites have not arrived when the connection
  // goes: what was on its way fails, as it would offline.
  const held: Route[] = [];
  const hold = (route: Route) => void held.push(route);
  await page.route("**/assets/favorites-*.js", hold);
  await page.route("**/__manifest*", hold);
  const codeAskedFor = page.waitForRequest(/\/assets\/favorites-[^/]*\.js/);
  // The toasts' code, which a signed-in page fetches first thing, has arrived.
  const toastCode = page.waitForResponse(async (response) => new URL(response.url()).pathname.endsWith(".js") && (await response.text()).includes("data-sonner-toaster"));
  await page.goto("/tools/midjourney");
  await Promise.all([codeAskedFor, toastCode]);
  await page.context().setOffline(true);
  await Promise.all(held.map((route) => route.abort("internetdisconnected")));
  await page.unrouteAll();
  const heart = page.getByRole("button", { name: "Save Midjourney to favorites" }).first();
  await heart.click();
  await expect(page.getByText("Failed to add to favorites")).toBeVisible();
  await expect(page.getByText(/Your favorites are as they were/)).toBeVisible();
  await expectPageKept(page);
  await expect(heart).toHaveAttribute("aria-pressed", "false");

  await page.context().setOffline(false);
  await heart.click();
  await expect(page.getByText("Added to favorites")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Midjourney from favorites" }).first()).toHaveAttribute("aria-pressed", "true");
});

test("a theme chosen while offline, or answered by a proxy's 503, leaves the page as it is and says so", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel(/Message/).fill("Typed before choosing a theme.");
  const light = page.getByRole("button", { name: "Light theme" });
  await light.hover();

  await page.context().setOffline(true);
  await light.click();
  await expect(page.getByText("The theme was not changed")).toBeVisible();
  await expect(page.getByText(/You seem to be offline, so nothing was sent/)).toBeVisible();
  await expectPageKept(page);
  await expect(light).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByLabel(/Message/)).toHaveValue("Typed before choosing a theme.");
  await page.context().setOffline(false);

  const restore = await breakNextSubmit(page, "503", "/theme.data");
  await light.click();
  await expect(page.getByText(/The site is not answering just now \(error 503\)/)).toBeVisible();
  await expectPageKept(page);
  await expect(light).toHaveAttribute("aria-pressed", "false");
  await restore();
  await light.click();
  await expect(light).toHaveAttribute("aria-pressed", "true");
});
