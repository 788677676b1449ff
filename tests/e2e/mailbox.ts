/** Reads e-mails the site wrote, from its development mailbox: no sleeping, the outbox row exists once the request returns. */
import { expect, type APIRequestContext } from "@playwright/test";

/** The mailbox answers only with the token the test servers were started with (playwright.config.ts). */
export const MAILBOX_URL = `/dev/mailbox?token=${process.env.DEV_MAILBOX_TOKEN}`;

export async function findMailLink(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await request.get(MAILBOX_URL)).text();
      const articles = html.split("<article").slice(1);
      const mail = articles.find((a) => a.includes(`To: ${to}`) && subject.test(a));
      link = mail?.match(/href="(http[^"]+)"/)?.[1]?.replace(/&amp;/g, "&");
      return link;
    }, { message: `e-mail to ${to} matching ${subject}` })
    .toBeTruthy();
  return link!;
}

export async function countMail(request: APIRequestContext, to: string, subject: RegExp): Promise<number> {
  const html = await (await request.get(MAILBOX_URL)).text();
  return html.split("<article").slice(1).filter((a) => a.includes(`To: ${to}`) && subject.test(a)).length;
}

// Digits only: letters at random once spelt "add", and a button named "Add" matched the account menu.
export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString().slice(2, 10)}@example.com`;
