/** The e-mails the site sends, as plain text with a simple HTML twin. */
import { SITE_NAME } from "~/lib/site";
import type { OutgoingMail } from "./outbox";

const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c]!);

function compose(to: string, subject: string, paragraphs: string[], action?: { label: string; url: string }): OutgoingMail {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), `— ${SITE_NAME}`].join("\n\n");
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    `<p>— ${escapeHtml(SITE_NAME)}</p>`,
  ].join("\n");
  return { to, subject, text, html };
}

const greeting = (name?: string | null) => (name ? `Hi ${name},` : "Hi,");

export function confirmEmailMail(to: string, name: string | null | undefined, url: string): OutgoingMail {
  return compose(
    to,
    `Confirm your ${SITE_NAME} account`,
    [greeting(name), `Please confirm your e-mail address to finish creating your ${SITE_NAME} account.`, "If you did not sign up, you can ignore this e-mail."],
    { label: "Confirm my e-mail address", url },
  );
}

export function existingAccountMail(to: string, name: string | null | undefined, signInUrl: string, resetUrl: string): OutgoingMail {
  return compose(
    to,
    `Someone tried to create a ${SITE_NAME} account with your e-mail`,
    [
      greeting(name),
      "Someone, probably you, tried to create a new account with this e-mail address. You already have an account, so nothing was changed.",
      `Sign in at ${signInUrl}. If you forgot your password, reset it at ${resetUrl}.`,
      "If this was not you, you can ignore this e-mail.",
    ],
  );
}

export function resetPasswordMail(to: string, name: string | null | undefined, url: string): OutgoingMail {
  return compose(
    to,
    `Reset your ${SITE_NAME} password`,
    [greeting(name), "We received a request to reset your password. The link below works once and expires in 1 hour.", "If you did not ask for this, you can ignore this e-mail: your password stays the same."],
    { label: "Choose a new password", url },
  );
}

export function passwordChangedMail(to: string, name: string | null | undefined): OutgoingMail {
  return compose(to, `Your ${SITE_NAME} password was changed`, [
    greeting(name),
    "The password of your account was just changed. If this was you, there is nothing to do.",
    "If it was not you, reset your password right away from the sign-in page and contact us.",
  ]);
}
