/**
 * A newsletter issue as an e-mail (an HTML and a plain-text part, RFC 8058 one-click unsubscribe,
 * List-Id) and as the web page of the archive. The issue is rendered once; each recipient's copy
 * only adds their own unsubscribe links.
 */
import { convert } from "html-to-text";
import { newsletterIssuePath } from "~/lib/newsletter-archive";
import { formatDate } from "~/lib/dates";
import { pathInLocale } from "~/lib/i18n";
import { SITE_NAME } from "~/lib/site";
import * as m from "~/paraglide/messages";
import { baseLocale, type Locale } from "~/paraglide/runtime";
import { sanitizePostHtml } from "../blog/sanitize";
import type { OutgoingMail } from "../mail/outbox";
import { newsletterLinks } from "./subscribe";
import { escapeHtml } from "../mail/escape-html";

export interface IssueToRender {
  id: string;
  /** The archive number; a draft being tested has none yet. */
  number: number | null;
  subject: string;
  content: string;
  sentAt: Date | null;
}

export interface NewsletterRecipient {
  subscriberId: string;
  email: string;
  unsubscribeToken: string;
  /** The frame around the issue (heading, footer, links) is in it; the issue itself is as written, in English. */
  language: Locale;
  /** The name the subscriber gave, if any: only confirmed subscribers receive issues, so it is theirs to greet them by. */
  firstName?: string | null;
}



/** The site's own paths made absolute: an e-mail is read away from the site. */
export function absoluteLinks(html: string, publicUrl: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${publicUrl}/`);
}


export function issueHeading(issue: Pick<IssueToRender, "number" | "sentAt">, locale: Locale): string {
  const site = SITE_NAME;
  if (issue.number === null) return m.email_newsletter_heading_draft({ site }, { locale });
  if (!issue.sentAt) return m.email_newsletter_heading({ site, number: issue.number }, { locale });
  return m.email_newsletter_heading_dated({ site, number: issue.number, date: formatDate(issue.sentAt, locale) }, { locale });
}

/** Where each copy's greeting goes in the frame a language shares. */
const GREETING_SLOT = "<!--greeting-->";

/** Renders the issue once, and its frame once per language; the answer makes each recipient's copy, greeting them by name. */
export function issueMailer(issue: IssueToRender, publicUrl: string) {
  const host = new URL(publicUrl).hostname;
  const content = absoluteLinks(sanitizePostHtml(issue.content), publicUrl);
  const text = convert(content, {
    wordwrap: 78,
    selectors: [
      // <address> is how plain text sets an address apart from the words around it (RFC 3986, appendix C).
      { selector: "a", options: { hideLinkHrefIfSameAsText: true, linkBrackets: ["<", ">"] } },
      { selector: "h2", options: { uppercase: false } },
      { selector: "h3", options: { uppercase: false } },
    ],
  });
  const htmlTopIn = (locale: Locale) => [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(issue.subject)}</title></head>`,
    `<body style="margin:0;padding:24px 12px;background:#f4f4f5;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#18181b;line-height:1.55">`,
    `<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">`,
    `<p style="margin:0 0 4px;font-size:13px;color:#52525b">${escapeHtml(issueHeading(issue, locale))}</p>`,
    GREETING_SLOT,
    // The issue is written in English: marked so where the frame is in another language.
    `<div${locale === baseLocale ? "" : ' lang="en"'}>`,
    `<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3">${escapeHtml(issue.subject)}</h1>`,
    content,
    `</div>`,
    `</div>`,
  ].join("");
  const frames = new Map<Locale, { heading: string; htmlTop: string; webUrl: string | null }>();
  const frameIn = (locale: Locale) => {
    const known = frames.get(locale);
    if (known) return known;
    const frame = { heading: issueHeading(issue, locale), htmlTop: htmlTopIn(locale), webUrl: issue.number === null ? null : `${publicUrl}${pathInLocale(newsletterIssuePath(issue.number), locale)}` };
    frames.set(locale, frame);
    return frame;
  };

  return (recipient: NewsletterRecipient): OutgoingMail => {
    const locale = recipient.language;
    const name = recipient.firstName?.trim();
    const greeting = name ? m.email_greeting_named({ name }, { locale }) : m.email_greeting({}, { locale });
    const { heading, htmlTop, webUrl } = frameIn(locale);
    const links = newsletterLinks(publicUrl, locale);
    const unsubscribeUrl = links.unsubscribe(recipient.unsubscribeToken);
    const reason = m.email_newsletter_reason({ email: recipient.email, site: SITE_NAME }, { locale });
    const footerLines = [
      reason,
      ...(webUrl ? [m.email_newsletter_web_line({ url: webUrl }, { locale })] : []),
      m.email_newsletter_unsubscribe_line({ url: unsubscribeUrl }, { locale }),
    ];
    const linkStyle = 'style="color:#52525b"';
    const htmlFooter = [
      `<div style="max-width:600px;margin:16px auto 0;font-size:12px;color:#52525b;text-align:center">`,
      `<p>${escapeHtml(reason)}</p>`,
      `<p>${webUrl ? `<a href="${escapeHtml(webUrl)}" ${linkStyle}>${escapeHtml(m.email_newsletter_web({}, { locale }))}</a> · ` : ""}<a href="${escapeHtml(unsubscribeUrl)}" ${linkStyle}>${escapeHtml(m.email_newsletter_unsubscribe({}, { locale }))}</a></p>`,
      `</div></body></html>`,
    ].join("");
    return {
      to: recipient.email,
      subject: issue.subject,
      html: htmlTop.replace(GREETING_SLOT, `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>`) + htmlFooter,
      text: [heading, greeting, issue.subject, text, "—", ...footerLines].join("\n\n"),
      headers: {
        "List-Unsubscribe": `<${links.oneClickUnsubscribe(recipient.unsubscribeToken)}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        "List-Id": `${SITE_NAME} weekly <weekly.${host}>`,
      },
      kind: "newsletter",
      messageId: `<newsletter-${issue.id}-${recipient.subscriberId}@${host}>`,
    };
  };
}
