import nodemailer from "nodemailer";
import type { MailTransport } from "./outbox";

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
  };
}

/** Without a mail server, mail is written to the log (and kept for the development mailbox). */
export function logTransport(): MailTransport {
  return {
    async send(mail) {
      console.log(`\n--- e-mail to ${mail.to}: ${mail.subject}\n${mail.text}\n--- end of e-mail\n`);
    },
  };
}
