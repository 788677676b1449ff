/**
 * An e-mail the mail server refuses lands in /admin/mail; an admin sends it again
 * once the server takes it, and a signed-in non-admin is refused the page.
 */
import { expect, test } from "@playwright/test";
import { rmSync } from "node:fs";
import { solvedBotCheck } from "../helpers/bot-check";
import { freePortSync } from "../helpers/free-port";
import { startSmtpServer } from "../helpers/smtp-server";
import { ADMIN_PASSWORD, newClient, signIn, startWithAdmin } from "./admin-accounts";
import { uniqueEmail } from "./mailbox";
import type { RunningServer } from "./server-process";
import { seededDataDirWithAccounts } from "./seeded-data";

const PORT = freePortSync();
const baseURL = `http://localhost:${PORT}`;

test("an admin sends a refused confirmation e-mail again; a non-admin is refused the page", async ({ browser }) => {
  test.setTimeout(180_000);
  const smtp = await startSmtpServer();
  const dataDir = seededDataDirWithAccounts("admin-mail-");
  // Mail goes to a real SMTP server; the development mailbox still shows what was written, for the confirmation links.
  const env = { SMTP_URL: smtp.url, DEV_MAILBOX: "on" };
  const refusedEmail = uniqueEmail("refused");
  let server: RunningServer | undefined;
  try {
    let adminEmail: string, memberEmail: string;
    ({ server, adminEmail, memberEmail } = await startWithAdmin(PORT, dataDir, env));

    // The mail server refuses this address for good: its confirmation gives up at once.
    smtp.refused.add(refusedEmail);
    const visitor = await newClient(baseURL);
    const signUp = await visitor.post("/auth?view=sign-up", {
      form: { intent: "sign-up", email: refusedEmail, password: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD, firstName: "", lastName: "", botCheck: await solvedBotCheck(baseURL) },
    });
    expect(signUp.status()).toBe(200);
    await visitor.dispose();

    const member = await newClient(baseURL);
    await signIn(member, memberEmail);
    for (const url of ["/admin/mail", "/admin/mail.data"]) {
      const refused = await member.get(url, { maxRedirects: 0 });
      expect(await refused.text(), url).not.toContain(refusedEmail);
    }
    expect((await member.get("/admin/mail", { maxRedirects: 0 })).headers()["location"]).toBe("/unauthorized");
    const post = await member.post("/admin/mail", { form: { intent: "retry-all" }, maxRedirects: 0 });
    expect(post.headers()["location"]).toBe("/unauthorized");
    await member.dispose();

    const admin = await newClient(baseURL);
    await signIn(admin, adminEmail);
    const context = await browser.newContext({ baseURL, storageState: await admin.storageState(), viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await expect
      .poll(async () => {
        await page.goto("/admin/mail");
        return page.getByText(refusedEmail).count();
      }, { message: "the refused e-mail is listed" })
      .toBe(1);
    await expect(page.getByRole("heading", { name: "Failed e-mails", level: 1 })).toBeVisible();
    const item = page.getByRole("listitem").filter({ hasText: refusedEmail });
    await expect(item).toContainText("Address confirmation");
    await expect(item).toContainText("Tries: 1");
    await expect(item).toContainText("550");
    // The body, with its confirmation link, is never shown.
    expect(await page.content()).not.toContain("verify-email");
    await page.screenshot({ path: test.info().outputPath("admin-mail-390.png"), fullPage: true });

    // The address works now; the admin sends the e-mail again.
    smtp.refused.delete(refusedEmail);
    await item.getByRole("button", { name: `Retry the e-mail "Confirm your Atelier AI account" to ${refusedEmail}` }).click();
    await expect(page.getByText("The e-mail is queued again.")).toBeVisible();
    await expect(page.getByText(refusedEmail)).toHaveCount(0);
    await expect.poll(() => smtp.received.filter((mail) => mail.to === refusedEmail).length, { message: "the e-mail is delivered" }).toBe(1);
    await page.reload();
    await expect(page.getByText("No e-mail has failed.")).toBeVisible();
    await context.close();
    await admin.dispose();
  } finally {
    await server?.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
