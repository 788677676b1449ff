/** The feed of sent newsletter issues: the newest 20, each with its web version's address. */
import { NEWSLETTER_FEED_PATH, NEWSLETTER_ISSUES_PATH, newsletterIssuePath } from "~/lib/newsletter-archive";
import { SITE_NAME } from "~/lib/site";
import type { Database } from "../db/client";
import { rssXml } from "../feeds/rss";
import { findSentIssues } from "./issues";

export async function newsletterFeedXml(db: Database, publicUrl: string): Promise<string> {
  const { issues } = await findSentIssues(db, { offset: 0, limit: 20 });
  return rssXml({
    title: `${SITE_NAME} weekly newsletter`,
    link: `${publicUrl}${NEWSLETTER_ISSUES_PATH}`,
    selfLink: `${publicUrl}${NEWSLETTER_FEED_PATH}`,
    description: "Every issue of the weekly newsletter: new tools, changed prices and terms, new articles and a course.",
    items: issues.map((issue) => ({
      title: `Issue ${issue.number}: ${issue.subject}`,
      link: `${publicUrl}${newsletterIssuePath(issue.number)}`,
      description: issue.subject,
      publishedAt: issue.sentAt,
    })),
  });
}
