import nodemailer from "nodemailer";
import { log } from "../log/index";
import type { MailTransport } from "./outbox";

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
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
 * Where the site's e-mail ends up, for pages that tell a visitor where to look: delivered by the
 * mail server, kept for the development mailbox, or kept in the outbox where no one reads it.
 */
export type MailDelivery = "smtp" | "dev-mailbox" | "not-sent";

export function mailDelivery(config: { SMTP_URL?: string; DEV_MAILBOX_ENABLED: boolean }): MailDelivery {
  if (config.SMTP_URL) return "smtp";
  return config.DEV_MAILBOX_ENABLED ? "dev-mailbox" : "not-sent";
}
