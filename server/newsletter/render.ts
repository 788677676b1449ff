/**
 * A newsletter issue as an e-mail (an HTML and a plain-text part, RFC 8058 one-click unsubscribe,
 * List-Id) and as the web page of the archive. The issue is rendered once; each recipient's copy
 * only adds their own unsubscribe links.
 */
import { convert } from "html-to-text";
import { newsletterIssuePath } from "~/lib/newsletter-archive";
import { formatDate } from "~/lib/dates";
import { SITE_NAME } from "~/lib/site";
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
}



/** The site's own paths made absolute: an e-mail is read away from the site. */
export function absoluteLinks(html: string, publicUrl: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${publicUrl}/`);
}


export function issueHeading(issue: Pick<IssueToRender, "number" | "sentAt">): string {
  if (issue.number === null) return `${SITE_NAME} weekly (draft)`;
  return `${SITE_NAME} weekly, issue ${issue.number}${issue.sentAt ? `, ${formatDate(issue.sentAt)}` : ""}`;
}

/** Renders the issue once; the answer makes each recipient's copy. */
export function issueMailer(issue: IssueToRender, publicUrl: string) {
  const host = new URL(publicUrl).hostname;
  const content = absoluteLinks(sanitizePostHtml(issue.content), publicUrl);
  const webUrl = issue.number === null ? null : `${publicUrl}${newsletterIssuePath(issue.number)}`;
  const heading = issueHeading(issue);
  const text = convert(content, {
    wordwrap: 78,
    selectors: [
      // <address> is how plain text sets an address apart from the words around it (RFC 3986, appendix C).
      { selector: "a", options: { hideLinkHrefIfSameAsText: true, linkBrackets: ["<", ">"] } },
      { selector: "h2", options: { uppercase: false } },
      { selector: "h3", options: { uppercase: false } },
    ],
  });
  const htmlTop = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(issue.subject)}</title></head>`,
    `<body style="margin:0;padding:24px 12px;background:#f4f4f5;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#18181b;line-height:1.55">`,
    `<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">`,
    `<p style="margin:0 0 4px;font-size:13px;color:#52525b">${escapeHtml(heading)}</p>`,
    `<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3">${escapeHtml(issue.subject)}</h1>`,
    content,
    `</div>`,
  ].join("");

  return (recipient: NewsletterRecipient): OutgoingMail => {
    const links = newsletterLinks(publicUrl);
    const unsubscribeUrl = links.unsubscribe(recipient.unsubscribeToken);
    const footerLines = [
      `You receive this because ${recipient.email} is subscribed to the ${SITE_NAME} newsletter.`,
      ...(webUrl ? [`Read it on the web: ${webUrl}`] : []),
      `Unsubscribe with one click: ${unsubscribeUrl}`,
    ];
    const htmlFooter = [
      `<div style="max-width:600px;margin:16px auto 0;font-size:12px;color:#52525b;text-align:center">`,
      `<p>You receive this because ${escapeHtml(recipient.email)} is subscribed to the ${escapeHtml(SITE_NAME)} newsletter.</p>`,
      `<p>${webUrl ? `<a href="${escapeHtml(webUrl)}" style="color:#52525b">Read it on the web</a> · ` : ""}<a href="${escapeHtml(unsubscribeUrl)}" style="color:#52525b">Unsubscribe</a></p>`,
      `</div></body></html>`,
    ].join("");
    return {
      to: recipient.email,
      subject: issue.subject,
      html: htmlTop + htmlFooter,
      text: [heading, issue.subject, text, "—", ...footerLines].join("\n\n"),
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
