import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { MAILBOX_URL, uniqueEmail } from "./mailbox";

/** The links of the newest newsletter e-mail to an address, and the headers it was sent with. */
async function newsletterMail(request: APIRequestContext, email: string, count = 1) {
  let links: string[] = [];
  await expect
    .poll(async () => {
      const html = await (await request.get(MAILBOX_URL)).text();
      const mails = html
        .split("<article")
        .slice(1)
        .map((article) => article.split("</article>")[0]!)
        .filter((article) => article.includes(`To: ${email}`) && article.includes("Confirm your subscription"));
      links = [...(mails[0] ?? "").matchAll(/href="(http[^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
      return mails.length;
    })
    .toBe(count);
  return { confirm: links.find((link) => link.includes("/newsletter/confirm"))!, unsubscribe: links.find((link) => link.includes("/newsletter/unsubscribe"))! };
}

async function subscribe(page: Page, email: string) {
  await page.goto("/newsletter");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Email").fill(email);
  await expect(page.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("heading", { name: "Thanks for subscribing!" })).toBeVisible();
}

test("double opt-in: pending until confirmed, one-step unsubscribe from the e-mail, and back again", async ({ page }) => {
  // Three subscriptions, each behind the form's bot check: more than the default 30 s on a busy machine.
  test.slow();
  const email = uniqueEmail("reader");
  await subscribe(page, email);
  const first = await newsletterMail(page.request, email);

  // Subscribing again is a friendly success and sends no second e-mail.
  await subscribe(page, email);
  await newsletterMail(page.request, email, 1);

  await page.goto(first.confirm);
  await expect(page.getByText("Your subscription is confirmed.")).toBeVisible();
  await page.goto(first.confirm);
  await expect(page.getByText("This link has already been used or is no longer valid.")).toBeVisible();

  await page.goto(first.unsubscribe);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText("You are unsubscribed and will get no more newsletter e-mails.")).toBeVisible();

  // Back again: pending, with a new link that confirms.
  await subscribe(page, email);
  const second = await newsletterMail(page.request, email, 2);
  expect(second.confirm).not.toBe(first.confirm);
  await page.goto(second.confirm);
  await expect(page.getByText("Your subscription is confirmed.")).toBeVisible();
});

test("mail programs unsubscribe with one POST (RFC 8058)", async ({ page, request }) => {
  const email = uniqueEmail("oneclick");
  await subscribe(page, email);
  const { unsubscribe } = await newsletterMail(page.request, email);
  // The List-Unsubscribe header names the one-click address for the same token.
  const oneClick = unsubscribe.replace("/newsletter/unsubscribe", "/newsletter/one-click-unsubscribe");
  const response = await request.post(oneClick, { form: { "List-Unsubscribe": "One-Click" } });
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe("Unsubscribed.");
  expect((await request.post(oneClick.replace(/token=[^&]+/, "token=unknown"), { form: { "List-Unsubscribe": "One-Click" } })).status()).toBe(404);
});

test("a signed-in visitor finds the newsletter form filled in", async ({ page }) => {
  const email = uniqueEmail("member");
  await page.goto("/auth?view=sign-up");
  await page.getByLabel("First name (optional)").fill("Mary");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("member-pass-1");
  await page.getByLabel("Confirm password", { exact: true }).fill("member-pass-1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please check your email to confirm your account.")).toBeVisible();
  const html = await (await page.request.get(MAILBOX_URL)).text();
  const link = html.split("<article").find((a) => a.includes(`To: ${email}`))!.match(/href="(http[^"]+)"/)![1]!.replace(/&amp;/g, "&");
  await page.goto(link);
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("member-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Welcome!", { exact: true })).toBeVisible();
  await page.goto("/newsletter");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("First name")).toHaveValue("Mary");
});
