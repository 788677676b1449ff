/** Where the newsletter's past issues are read, on the site and by feed. */
export const NEWSLETTER_ISSUES_PATH = "/newsletter/issues";
export const NEWSLETTER_FEED_PATH = "/newsletter/issues/rss.xml";
export const newsletterIssuePath = (number: number) => `${NEWSLETTER_ISSUES_PATH}/${number}`;
