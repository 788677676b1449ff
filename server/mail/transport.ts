import nodemailer from "nodemailer";
import { log } from "../log/index";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { MailTransport } from "./outbox";

/** Pooled: a newsletter send reuses a few open connections instead of one per message. */
export function smtpTransport(url: string, { maxConnections = 5 }: { maxConnections?: number } = {}): MailTransport {
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections, maxMessages: 1000 });
  return {
    maxConnections,
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/**
 * Without a mail server, mail stays in the outbox (readable in the development
 * mailbox). The log records only that an e-mail was written: its body holds
 * sign-in and reset links, and its address is personal.
 */
export function logTransport(): MailTransport {
  return {
    async send(mail) {
      log.info({ subject: mail.subject }, "E-mail kept in the outbox (no SMTP_URL)");
    },
  };
}

/**
 * Without a mail server, a newsletter copy is written to the outbox as it would have gone, so the
 * development mailbox shows it like every other e-mail.
 */
export function keptInOutboxTransport(getDb: () => Promise<Database>): MailTransport {
  return {
    async send(mail) {
      await (await getDb())
        .insert(mailOutbox)
        .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, kind: mail.kind, headers: mail.headers, status: "sent", sentAt: new Date() });
    },
  };
}

/**
 * Where the site's e-mail ends up, for pages that tell a visitor where to look: delivered by the
 * mail server, kept for the development mailbox, or kept in the outbox where no one reads it.
 */
export type MailDelivery = "smtp" | "dev-mailbox" | "not-sent";

export function mailDelivery(config: { SMTP_URL?: string; DEV_MAILBOX_ENABLED: boolean }): MailDelivery {
  if (config.SMTP_URL) return "smtp";
  return config.DEV_MAILBOX_ENABLED ? "dev-mailbox" : "not-sent";
}
