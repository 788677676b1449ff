import { expect, test } from "@playwright/test";
import { MAILBOX_URL, uniqueEmail } from "./mailbox";

test("a visitor sends a contact message: checked, stored, the team is told, the form is cleared", async ({ page }) => {
  const email = uniqueEmail("writer");
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Contact us", level: 1 })).toBeVisible();

  // Nothing filled in: every required field says so, and nothing is sent.
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Missing Information")).toBeVisible();
  await expect(page.getByText("Please enter your full name.")).toBeVisible();
  await expect(page.getByText("Please choose a category.")).toBeVisible();
  await expect(page.getByText("Please enter your message.")).toBeVisible();

  await page.getByLabel("Full name").fill("Grace Brewster Hopper");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Category").selectOption("Course");
  const text = `Could you list a course on prompt design for illustrators? (${email})`;
  await page.getByLabel("Message").fill(text);
  await expect(page.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByText("We'll get back to you soon").first()).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("");
  await expect(page.getByLabel("Message")).toHaveValue("");

  // The team's copy went to the outbox, with the message; the sender's receipt carries none of it.
  const mailbox = await (await page.request.get(MAILBOX_URL)).text();
  const articles = mailbox.split("<article").slice(1).map((article) => article.split("</article>")[0]!);
  const toTeam = articles.find((a) => a.includes("Contact form: Course from Grace Brewster Hopper"));
  expect(toTeam).toContain("Could you list a course on prompt design for illustrators?");
  const receipt = articles.find((a) => a.includes(`To: ${email}`));
  expect(receipt).toContain("We received your message");
  expect(receipt).not.toContain("prompt design");
});

test("without a solved bot check the message is refused with a clear sentence, and what was typed stays", async ({ page, baseURL }) => {
  const response = await page.request.post("/contact", {
    form: { fullName: "Bot Sender", email: "bot@example.com", phone: "", category: "Other", message: "Buy now" },
    headers: { Origin: baseURL! },
  });
  expect(response.status()).toBe(403);
  const html = await response.text();
  expect(html).toContain("Please wait for the check that you are not a bot to finish");
  expect(html).toContain('value="Bot Sender"');
});

test("a burst of messages naming one address is slowed down with 429; the visitor is told and keeps what was typed", async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("burst");
  // The test server trusts proxies on this machine (TRUST_PROXY=loopback): X-Forwarded-For stands for the visitor's own address.
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.77" } });
  const page = await context.newPage();
  // Each post counts against the limits before its bot check is looked at, as a bot's would.
  for (let n = 0; n < 5; n++) {
    const response = await page.request.post("/contact", {
      form: { fullName: "Burst Sender", email, phone: "", category: "Other", message: `Message ${n}` },
      headers: { Origin: baseURL! },
    });
    expect(response.status()).toBe(403);
  }
  await page.goto("/contact");
  await page.getByLabel("Full name").fill("Burst Sender");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Category").selectOption("Other");
  await page.getByLabel("Message").fill("One more");
  await expect(page.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await answer).status()).toBe(429);
  await expect(page.getByRole("alert").filter({ hasText: "Too many attempts. Please wait a few minutes and try again." })).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveValue("One more");
  await context.close();
});
