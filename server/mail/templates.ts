/** The e-mails the site sends, as plain text with a simple HTML twin. */
import { SITE_NAME } from "~/lib/site";
import type { Locale } from "~/lib/i18n";
import * as m from "~/paraglide/messages";
import type { MailKind, OutgoingMail } from "./outbox";
import { escapeHtml } from "./escape-html";
import { withMessagesIn } from "./language";
import { factLabel } from "~/lib/catalogue-labels";
import { toolFact, type ToolFactKey } from "~/lib/tool-facts";


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
 * A copy to the team answered by replying: the reply goes to the visitor, not to the site's own
 * address. Only a plain single address becomes a header, never anything that could add another.
 */
const isPlainAddress = (address: string) => /^[^\s@,;<>"]+@[^\s@,;<>"]+$/.test(address);

function answeredByReplying(mail: OutgoingMail, visitor: string): OutgoingMail {
  if (!isPlainAddress(visitor)) return mail;
  return { ...mail, headers: { ...mail.headers, "Reply-To": visitor } };
}

/** What the copy says about answering it, true of the header it carries. */
const howToAnswer = (visitor: string) => (isPlainAddress(visitor) ? ["Answer by replying to this e-mail: the reply goes to their address."] : []);

/**
 * Who an account e-mail goes to. Anyone can sign up with anyone's address and
 * type any name, so the name is used only once the address is confirmed.
 */
export interface Recipient {
  email: string;
  firstName?: string | null;
  emailVerified: boolean;
}

const greeting = ({ firstName, emailVerified }: Recipient, locale: Locale) =>
  emailVerified && firstName ? m.email_greeting_named({ name: firstName }, { locale }) : m.email_greeting({}, { locale });

/*
 * Each e-mail a person receives is written in their language (`locale`: the account's choice, or
 * the language of the page they were on); the notices to the site's own inbox stay in English.
 */

/** Always to an unconfirmed address, so never with the name typed at sign-up. */
export function confirmEmailMail(to: string, url: string, locale: Locale): OutgoingMail {
  const site = SITE_NAME;
  return compose(
    "confirm-email",
    to,
    m.email_confirm_subject({ site }, { locale }),
    [m.email_greeting({}, { locale }), m.email_confirm_body({ site }, { locale }), m.email_confirm_ignore({}, { locale })],
    { label: m.email_confirm_action({}, { locale }), url },
  );
}

export function existingAccountMail(to: Recipient, signInUrl: string, resetUrl: string, locale: Locale): OutgoingMail {
  return compose("existing-account", to.email, m.email_existing_subject({ site: SITE_NAME }, { locale }), [
    greeting(to, locale),
    m.email_existing_body({}, { locale }),
    m.email_existing_links({ signInUrl, resetUrl }, { locale }),
    m.email_not_you_ignore({}, { locale }),
  ]);
}

export function resetPasswordMail(to: Recipient, url: string, locale: Locale): OutgoingMail {
  return compose(
    "reset-password",
    to.email,
    m.email_reset_subject({ site: SITE_NAME }, { locale }),
    [greeting(to, locale), m.email_reset_body({}, { locale }), m.email_reset_ignore({}, { locale })],
    { label: m.email_new_password_action({}, { locale }), url },
  );
}

export function passwordChangedMail(to: Recipient, locale: Locale): OutgoingMail {
  return compose("password-changed", to.email, m.email_changed_subject({ site: SITE_NAME }, { locale }), [
    greeting(to, locale),
    m.email_changed_body({}, { locale }),
    m.email_changed_not_you({}, { locale }),
  ]);
}

/** To the site's inbox: what a visitor wrote, for a person to answer. */
export function contactNotificationMail(
  to: string,
  submission: { firstName: string; lastName: string; email: string; phone: string | null; category: string; message: string },
): OutgoingMail {
  const name = [submission.firstName, submission.lastName].filter(Boolean).join(" ");
  return answeredByReplying(
    compose("contact-notification", to, `Contact form: ${submission.category} from ${name}`, [
      `${name} <${submission.email}>${submission.phone ? `, phone ${submission.phone}` : ""} wrote about ${submission.category}:`,
      submission.message,
      ...howToAnswer(submission.email),
      "Every message is also kept in the site's database.",
    ]),
    submission.email,
  );
}

/**
 * To whoever sent the contact form. The address is not confirmed, so nothing the
 * visitor typed goes into it: it cannot be used to carry a message to someone else.
 */
export function contactReceivedMail(to: string, locale: Locale): OutgoingMail {
  return compose("contact-received", to, m.email_contact_subject({ site: SITE_NAME }, { locale }), [
    m.email_greeting({}, { locale }),
    m.email_contact_body({}, { locale }),
    m.email_contact_ignore({}, { locale }),
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
export function newsletterConfirmMail(to: string, links: { confirm: string; unsubscribe: string; oneClick: string }, locale: Locale): OutgoingMail {
  const site = SITE_NAME;
  return withOneClickUnsubscribe(
    compose(
      "newsletter-confirm",
      to,
      m.email_newsletter_subject({ site }, { locale }),
      [m.email_greeting({}, { locale }), m.email_newsletter_body({ site }, { locale }), m.email_newsletter_ignore({}, { locale })],
      { label: m.email_newsletter_action({}, { locale }), url: links.confirm },
      [m.email_unsubscribe_line({ url: links.unsubscribe }, { locale })],
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
  return answeredByReplying(
    compose("application-notification", to, `Content creator application: ${application.name}`, [
      `${application.name} <${application.email}> applied to create content.`,
      `Creative background: ${application.background}`,
      `Content to create: ${application.contentType}`,
      `Experience: ${application.experience || "not given"}`,
      `Sample work: ${application.sampleWork}`,
      `Why join: ${application.motivation}`,
      ...howToAnswer(application.email),
    ]),
    application.email,
  );
}

/** To the site's inbox: someone joined a waitlist. */
export function waitlistNotificationMail(to: string, productName: string, person: { firstName: string; lastName: string; email: string }): OutgoingMail {
  return answeredByReplying(
    compose("waitlist-notification", to, `${productName} waitlist: ${person.firstName} ${person.lastName}`, [
      `${person.firstName} ${person.lastName} <${person.email}> joined the ${productName} waitlist.`,
      ...howToAnswer(person.email),
    ]),
    person.email,
  );
}

/** To whoever joined: the address is not confirmed, so nothing they typed goes into it. */
export function waitlistReceivedMail(to: string, productName: string, locale: Locale): OutgoingMail {
  return compose("waitlist-received", to, m.email_waitlist_subject({ product: productName }, { locale }), [
    m.email_greeting({}, { locale }),
    m.email_waitlist_body({ product: productName }, { locale }),
    m.email_waitlist_ignore({}, { locale }),
  ]);
}

/** To the site's inbox: a visitor says a tool's listing is wrong. */
export function reportNotificationMail(to: string, tool: { name: string; slug: string }, report: { reason: string; note: string; email: string }): OutgoingMail {
  const mail = compose("report-notification", to, `Problem reported: ${tool.name} (${report.reason})`, [
    `A visitor reported "${report.reason}" on ${tool.name} (/tools/${tool.slug}).`,
    `Note: ${report.note || "none"}`,
    `Address to answer: ${report.email || "not given"}${report.email ? " (replying to this e-mail reaches it)" : ""}`,
    "Review it in the admin inbox.",
  ]);
  return report.email ? answeredByReplying(mail, report.email) : mail;
}

/** A saved tool in the watch e-mail: its name, its page, and one sentence per change, with the host that reports it when no maker's page does. */
export interface ChangedTool {
  name: string;
  url: string;
  changes: { sentence: string; reportedBy: string | null; suggestedBy: "reader" | "maker" | null }[];
}

function changeLine(change: ChangedTool["changes"][number], locale: Locale): string {
  const notes = [
    change.reportedBy && m.catalogue_compare_reported({ host: change.reportedBy }, { locale }),
    change.suggestedBy && (change.suggestedBy === "maker" ? m.makers_change_by_maker({}, { locale }) : m.makers_change_by_reader({}, { locale })),
  ].filter(Boolean);
  return notes.length ? `${change.sentence} (${notes.join("; ")})` : change.sentence;
}

/**
 * The daily watch e-mail: what changed in the tools the user saved. Each tool is a heading with
 * its changes listed under it, so it is written out here rather than as compose's paragraphs.
 */
export function watchChangesMail(to: Recipient, tools: ChangedTool[], settingsUrl: string, locale: Locale): OutgoingMail {
  const site = SITE_NAME;
  const subject =
    tools.length === 1 ? m.email_watch_subject_one({ tool: tools[0]!.name, site }, { locale }) : m.email_watch_subject_many({ count: tools.length, site }, { locale });
  const intro = tools.length === 1 ? m.email_watch_intro_one({}, { locale }) : m.email_watch_intro_many({}, { locale });
  const why = m.email_watch_why({ url: settingsUrl }, { locale });
  const text = [
    greeting(to, locale),
    intro,
    ...tools.map((tool) => [`${tool.name} (${tool.url})`, ...tool.changes.map((change) => `- ${changeLine(change, locale)}`)].join("\n")),
    `— ${SITE_NAME}`,
    why,
  ].join("\n\n");
  const html = [
    `<p>${escapeHtml(greeting(to, locale))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...tools.map(
      (tool) =>
        `<p><a href="${escapeHtml(tool.url)}">${escapeHtml(tool.name)}</a></p>\n<ul>${tool.changes.map((change) => `<li>${escapeHtml(changeLine(change, locale))}</li>`).join("")}</ul>`,
    ),
    `<p>— ${escapeHtml(SITE_NAME)}</p>`,
    `<p><small>${escapeHtml(m.email_watch_why_before_link({}, { locale }))}<a href="${escapeHtml(settingsUrl)}">${escapeHtml(m.email_watch_why_link({}, { locale }))}</a>.</small></p>`,
  ].join("\n");
  return { to: to.email, subject, text, html, kind: "watch-changes" };
}

/** The moment of a sign-in as the alert states it: "26 November 2026 at 09:05 UTC" (in English). */
const utcMoment = (at: Date, locale: Locale) =>
  `${at.toLocaleString(locale === "en" ? "en-GB" : locale, { timeZone: "UTC", dateStyle: "long", timeStyle: "short" })} UTC`;

export function newDeviceSignInMail(to: Recipient, signIn: { at: Date; browser: string }, resetUrl: string, locale: Locale): OutgoingMail {
  return compose(
    "new-device-sign-in",
    to.email,
    m.email_device_subject({ site: SITE_NAME }, { locale }),
    [
      greeting(to, locale),
      m.email_device_body({ browser: signIn.browser, moment: utcMoment(signIn.at, locale) }, { locale }),
      m.email_device_was_you({}, { locale }),
      m.email_device_not_you({}, { locale }),
    ],
    { label: m.email_new_password_action({}, { locale }), url: resetUrl },
    [m.email_device_why({}, { locale })],
  );
}

/** To a review's author: a moderator took it down (or did not publish it), and why. */
export function reviewRemovedMail(
  to: Recipient,
  review: { title: string; subjectName: string; subjectUrl: string; wasPublished: boolean },
  reason: string,
  contactUrl: string,
  locale: Locale,
): OutgoingMail {
  const about = { title: review.title, subject: review.subjectName };
  return compose(
    "review-removed",
    to.email,
    m.email_review_removed_subject({ subject: review.subjectName }, { locale }),
    [
      greeting(to, locale),
      review.wasPublished ? m.email_review_removed_published(about, { locale }) : m.email_review_removed_unpublished(about, { locale }),
      m.email_review_removed_reason({ reason }, { locale }),
      m.email_review_removed_mistake({ url: contactUrl }, { locale }),
    ],
    { label: m.email_review_removed_action({ subject: review.subjectName }, { locale }), url: review.subjectUrl },
  );
}

/**
 * The assessment's results, to the address the visitor typed: only the results' address, which
 * holds their answers and nothing of them, and no name (the address is not confirmed).
 */
export function assessmentResultsMail(to: string, resultsUrl: string, summary: string, locale: Locale): OutgoingMail {
  return compose(
    "assessment-results",
    to,
    m.assessment_email_subject({}, { locale }),
    [m.email_greeting({}, { locale }), m.assessment_email_body({}, { locale }), summary],
    { label: m.assessment_email_action({}, { locale }), url: resultsUrl },
    [m.assessment_email_ignore({}, { locale })],
  );
}

/** To the author of a suggested edit: what an editor decided, the facts taken, and the reason when refused. */
export function toolEditDecidedMail(
  to: Recipient,
  edit: { toolName: string; toolUrl: string; status: string; suggestedFields: ToolFactKey[]; acceptedFields: ToolFactKey[]; reason: string | null },
  dashboardUrl: string,
  locale: Locale,
): OutgoingMail {
  const names = (keys: ToolFactKey[]) => withMessagesIn(locale, () => keys.map((key) => factLabel(toolFact(key))).join(", "));
  const tool = { tool: edit.toolName };
  const decision =
    edit.status === "refused"
      ? [m.makers_email_refused(tool, { locale }), m.makers_email_reason({ reason: edit.reason ?? "" }, { locale })]
      : edit.status === "partly-accepted"
        ? [
            m.makers_email_partly_accepted({ ...tool, facts: names(edit.acceptedFields) }, { locale }),
            m.makers_email_not_taken({ facts: names(edit.suggestedFields.filter((key) => !edit.acceptedFields.includes(key))) }, { locale }),
          ]
        : [m.makers_email_accepted({ ...tool, facts: names(edit.acceptedFields) }, { locale })];
  return compose(
    "edit-decided",
    to.email,
    m.makers_email_subject(tool, { locale }),
    [greeting(to, locale), ...decision, m.makers_email_dashboard({ url: dashboardUrl }, { locale })],
    { label: m.makers_email_action(tool, { locale }), url: edit.toolUrl },
  );
}
