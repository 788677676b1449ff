/**
 * What sign-up says about its confirmation e-mail follows the mail setup: a site with
 * a mail server says to check the inbox (the default test server, without one, points
 * to the development mailbox: accounts.spec.ts).
 */
import { expect, test, type Browser } from "@playwright/test";
import { rmSync } from "node:fs";
import { freePortSync } from "../helpers/free-port";
import { startSmtpServer } from "../helpers/smtp-server";
import { startServer, waitUntilListening, type RunningServer } from "./server-process";
import { seededDataDir } from "./seeded-data";

async function signUp(server: RunningServer, browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto("/auth?view=sign-up");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("correct-horse-7");
  await page.getByLabel("Confirm password", { exact: true }).fill("correct-horse-7");
  await expect(page.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Create Account" }).click();
  return { page, context };
}

test("with a mail server, sign-up says to check the inbox and the e-mail leaves through it", async ({ browser }) => {
  test.setTimeout(120_000);
  const smtp = await startSmtpServer();
  const dataDir = seededDataDir("sign-up-smtp-");
  // The development mailbox forced on as well: the e-mail still goes out by SMTP, so that is what the page says.
  const server = startServer(freePortSync(), { DATA_DIR: dataDir, SMTP_URL: smtp.url, DEV_MAILBOX: "on" });
  try {
    await waitUntilListening(server);
    const email = `smtp.${Date.now()}@example.com`;
    const { page, context } = await signUp(server, browser, email);

    await expect(page.getByText(`Check your inbox at ${email}`)).toBeVisible();
    await expect(page.getByText("We sent a link to confirm your address.")).toBeVisible();
    await expect(page.getByText(/No mail server|development mailbox/)).toHaveCount(0);
    await expect.poll(() => smtp.received.filter((mail) => mail.to === email).length, { timeout: 20_000 }).toBe(1);
    await context.close();
  } finally {
    await server.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("with no mail server and no development mailbox, sign-up says the e-mail could not be sent", async ({ browser }) => {
  test.setTimeout(120_000);
  const dataDir = seededDataDir("sign-up-no-mail-");
  const server = startServer(freePortSync(), { DATA_DIR: dataDir, DEV_MAILBOX: "off" });
  try {
    await waitUntilListening(server);
    const email = `unsent.${Date.now()}@example.com`;
    const { page, context } = await signUp(server, browser, email);
    await expect(page.getByText("This site has no mail server set up, so the confirmation e-mail could not be sent.")).toBeVisible();
    await expect(page.getByText(/Check your inbox|We sent a link|check your email/i)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Resend confirmation email" })).toHaveCount(0);
    await context.close();
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
