/** The e-mails the site sends, as plain text with a simple HTML twin. */
import { SITE_NAME } from "~/lib/site";
import type { MailKind, OutgoingMail } from "./outbox";
import { escapeHtml } from "./escape-html";


function compose(
  kind: MailKind,
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  footer: string[] = [],
): OutgoingMail {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), `— ${SITE_NAME}`, ...footer].join("\n\n");
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    `<p>— ${escapeHtml(SITE_NAME)}</p>`,
    ...footer.map((p) => `<p><small>${escapeHtml(p)}</small></p>`),
  ].join("\n");
  return { to, subject, text, html, kind };
}

/**
 * Who an account e-mail goes to. Anyone can sign up with anyone's address and
 * type any name, so the name is used only once the address is confirmed.
 */
export interface Recipient {
  email: string;
  firstName?: string | null;
  emailVerified: boolean;
}

const greeting = ({ firstName, emailVerified }: Recipient) => (emailVerified && firstName ? `Hi ${firstName},` : "Hi,");

/** Always to an unconfirmed address, so never with the name typed at sign-up. */
export function confirmEmailMail(to: string, url: string): OutgoingMail {
  return compose(
    "confirm-email",
    to,
    `Confirm your ${SITE_NAME} account`,
    ["Hi,", `Please confirm your e-mail address to finish creating your ${SITE_NAME} account.`, "If you did not sign up, you can ignore this e-mail."],
    { label: "Confirm my e-mail address", url },
  );
}

export function existingAccountMail(to: Recipient, signInUrl: string, resetUrl: string): OutgoingMail {
  return compose(
    "existing-account",
    to.email,
    `Someone tried to create a ${SITE_NAME} account with your e-mail`,
    [
      greeting(to),
      "Someone, probably you, tried to create a new account with this e-mail address. You already have an account, so nothing was changed.",
      `Sign in at ${signInUrl}. If you forgot your password, reset it at ${resetUrl}.`,
      "If this was not you, you can ignore this e-mail.",
    ],
  );
}

export function resetPasswordMail(to: Recipient, url: string): OutgoingMail {
  return compose(
    "reset-password",
    to.email,
    `Reset your ${SITE_NAME} password`,
    [greeting(to), "We received a request to reset your password. The link below works once and expires in 1 hour.", "If you did not ask for this, you can ignore this e-mail: your password stays the same."],
    { label: "Choose a new password", url },
  );
}

export function passwordChangedMail(to: Recipient): OutgoingMail {
  return compose("password-changed", to.email, `Your ${SITE_NAME} password was changed`, [
    greeting(to),
    "The password of your account was just changed. If this was you, there is nothing to do.",
    "If it was not you, reset your password right away from the sign-in page and contact us.",
  ]);
}

/** To the site's inbox: what a visitor wrote, for a person to answer. */
export function contactNotificationMail(
  to: string,
  submission: { firstName: string; lastName: string; email: string; phone: string | null; category: string; message: string },
): OutgoingMail {
  const name = [submission.firstName, submission.lastName].filter(Boolean).join(" ");
  return compose("contact-notification", to, `Contact form: ${submission.category} from ${name}`, [
    `${name} <${submission.email}>${submission.phone ? `, phone ${submission.phone}` : ""} wrote about ${submission.category}:`,
    submission.message,
    "Answer by replying to the address above. Every message is also kept in the site's database.",
  ]);
}

/**
 * To whoever sent the contact form. The address is not confirmed, so nothing the
 * visitor typed goes into it: it cannot be used to carry a message to someone else.
 */
export function contactReceivedMail(to: string): OutgoingMail {
  return compose("contact-received", to, `We received your message to ${SITE_NAME}`, [
    "Hi,",
    "Thank you for writing to us. We received your message and will get back to you soon.",
    "If you did not send a message to us, you can ignore this e-mail.",
  ]);
}

/**
 * Every newsletter e-mail carries a one-click unsubscribe: a link in the text and the
 * List-Unsubscribe / List-Unsubscribe-Post headers mail programs show as a button (RFC 8058).
 */
function withOneClickUnsubscribe(mail: OutgoingMail, oneClickUrl: string): OutgoingMail {
  return { ...mail, headers: { "List-Unsubscribe": `<${oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}

/** To an address not yet confirmed: no name, nothing the visitor typed. */
export function newsletterConfirmMail(to: string, links: { confirm: string; unsubscribe: string; oneClick: string }): OutgoingMail {
  return withOneClickUnsubscribe(
    compose(
      "newsletter-confirm",
      to,
      `Confirm your subscription to the ${SITE_NAME} newsletter`,
      [
        "Hi,",
        `Please confirm that you want the weekly ${SITE_NAME} newsletter at this address. Nothing is sent until you do.`,
        "If you did not ask for it, ignore this e-mail and you will hear nothing more.",
      ],
      { label: "Confirm my subscription", url: links.confirm },
      [`Unsubscribe: ${links.unsubscribe}`],
    ),
    links.oneClick,
  );
}

/** To the site's inbox: a tool or course a visitor suggested, for a person to review. */
export function suggestionNotificationMail(to: string, what: "tool" | "course", name: string, lines: string[]): OutgoingMail {
  return compose("suggestion-notification", to, `${what === "tool" ? "Tool suggestion" : "Course recommendation"}: ${name}`, [
    ...lines,
    "Review it in the admin inbox. Every suggestion is also kept in the site's database.",
  ]);
}

/** To the site's inbox: a content creator's application, for a person to answer. */
export function applicationNotificationMail(
  to: string,
  application: { name: string; email: string; background: string; contentType: string; experience: string; sampleWork: string; motivation: string },
): OutgoingMail {
  return compose("application-notification", to, `Content creator application: ${application.name}`, [
    `${application.name} <${application.email}> applied to create content.`,
    `Creative background: ${application.background}`,
    `Content to create: ${application.contentType}`,
    `Experience: ${application.experience || "not given"}`,
    `Sample work: ${application.sampleWork}`,
    `Why join: ${application.motivation}`,
  ]);
}

/** To the site's inbox: someone joined a waitlist. */
export function waitlistNotificationMail(to: string, productName: string, person: { firstName: string; lastName: string; email: string }): OutgoingMail {
  return compose("waitlist-notification", to, `${productName} waitlist: ${person.firstName} ${person.lastName}`, [
    `${person.firstName} ${person.lastName} <${person.email}> joined the ${productName} waitlist.`,
  ]);
}

/** To whoever joined: the address is not confirmed, so nothing they typed goes into it. */
export function waitlistReceivedMail(to: string, productName: string): OutgoingMail {
  return compose("waitlist-received", to, `You are on the ${productName} waitlist`, [
    "Hi,",
    `Thank you for joining the ${productName} waitlist. We will write to this address when it opens.`,
    "If you did not sign up, you can ignore this e-mail: nothing else will be sent.",
  ]);
}

/** To the site's inbox: a visitor says a tool's listing is wrong. */
export function reportNotificationMail(to: string, tool: { name: string; slug: string }, report: { reason: string; note: string; email: string }): OutgoingMail {
  return compose("report-notification", to, `Problem reported: ${tool.name} (${report.reason})`, [
    `A visitor reported "${report.reason}" on ${tool.name} (/tools/${tool.slug}).`,
    `Note: ${report.note || "none"}`,
    `Address to answer: ${report.email || "not given"}`,
    "Review it in the admin inbox.",
  ]);
}

/** A saved tool in the watch e-mail: its name, its page, and one sentence per change. */
export interface ChangedTool {
  name: string;
  url: string;
  changes: string[];
}

/**
 * The daily watch e-mail: what changed in the tools the user saved. Each tool is a heading with
 * its changes listed under it, so it is written out here rather than as compose's paragraphs.
 */
export function watchChangesMail(to: Recipient, tools: ChangedTool[], settingsUrl: string): OutgoingMail {
  const subject = tools.length === 1 ? `${tools[0]!.name} changed: a tool you saved on ${SITE_NAME}` : `${tools.length} tools you saved on ${SITE_NAME} changed`;
  const intro = tools.length === 1 ? "A tool you saved has changed:" : "Tools you saved have changed:";
  const why = `You get this e-mail at most once a day because Email notifications is on. To stop it, switch it off in your settings: ${settingsUrl}`;
  const text = [
    greeting(to),
    intro,
    ...tools.map((tool) => [`${tool.name} (${tool.url})`, ...tool.changes.map((change) => `- ${change}`)].join("\n")),
    `— ${SITE_NAME}`,
    why,
  ].join("\n\n");
  const html = [
    `<p>${escapeHtml(greeting(to))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...tools.map(
      (tool) =>
        `<p><a href="${escapeHtml(tool.url)}">${escapeHtml(tool.name)}</a></p>\n<ul>${tool.changes.map((change) => `<li>${escapeHtml(change)}</li>`).join("")}</ul>`,
    ),
    `<p>— ${escapeHtml(SITE_NAME)}</p>`,
    `<p><small>You get this e-mail at most once a day because Email notifications is on. To stop it, <a href="${escapeHtml(settingsUrl)}">switch it off in your settings</a>.</small></p>`,
  ].join("\n");
  return { to: to.email, subject, text, html, kind: "watch-changes" };
}

/** The moment of a sign-in as the alert states it: "26 November 2026 at 09:05 UTC". */
const utcMoment = (at: Date) => `${at.toLocaleString("en-GB", { timeZone: "UTC", dateStyle: "long", timeStyle: "short" })} UTC`;

export function newDeviceSignInMail(to: Recipient, signIn: { at: Date; browser: string }, resetUrl: string): OutgoingMail {
  return compose(
    "new-device-sign-in",
    to.email,
    `New sign-in to your ${SITE_NAME} account`,
    [
      greeting(to),
      `Your account was signed in from a browser or device it had not been used on before: ${signIn.browser}, on ${utcMoment(signIn.at)}.`,
      "If this was you, there is nothing to do.",
      "If it was not you, someone knows your password: choose a new one right away. Doing so signs out every device.",
    ],
    { label: "Choose a new password", url: resetUrl },
    ["You get this e-mail because Security alerts is on in your settings."],
  );
}

/** To a review's author: a moderator took it down (or did not publish it), and why. */
export function reviewRemovedMail(
  to: Recipient,
  review: { title: string; subjectName: string; subjectUrl: string; wasPublished: boolean },
  reason: string,
  contactUrl: string,
): OutgoingMail {
  return compose(
    "review-removed",
    to.email,
    `Your review of ${review.subjectName} was removed`,
    [
      greeting(to),
      review.wasPublished
        ? `A moderator removed your review “${review.title}” of ${review.subjectName}: it no longer shows on the page or counts in the rating.`
        : `A moderator read your review “${review.title}” of ${review.subjectName} and did not publish it.`,
      `The reason: ${reason}`,
      `If you think this is a mistake, tell us through our contact page: ${contactUrl}`,
    ],
    { label: `Open ${review.subjectName}`, url: review.subjectUrl },
  );
}
