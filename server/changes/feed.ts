/** The feed of the directory's public changes (/new/rss.xml), newest first. */
import { CHANGES_FEED_PATH, CHANGES_PATH, changeSentence, changeSubject, changeWords, SUGGESTED_BY_WORDS } from "~/lib/public-changes";
import { SITE_NAME } from "~/lib/site";
import type { Database } from "../db/client";
import { rssXml } from "../feeds/rss";
import { findPublicChanges } from "./queries";

export const CHANGES_FEED_SIZE = 50;

export async function changesFeedXml(db: Database, origin: string): Promise<string> {
  const { changes } = await findPublicChanges(db, {}, { offset: 0, limit: CHANGES_FEED_SIZE });
  return rssXml({
    title: `${SITE_NAME}: what's new`,
    link: `${origin}${CHANGES_PATH}`,
    selfLink: `${origin}${CHANGES_FEED_PATH}`,
    description: "New AI tools, price and terms changes, discontinued tools, dead links, new courses and articles, as they happen.",
    items: changes.map((change) => {
      const subject = changeSubject(change);
      const words = changeWords(change);
      const successor = change.kind === "discontinued" && change.successorName ? ` Its successor: ${change.successorName}.` : "";
      return {
        title: `${subject.name}: ${words.what}`,
        link: `${origin}${subject.path}`,
        guid: `${origin}${CHANGES_PATH}#${change.id}`,
        description: `${changeSentence(words)}.${successor}${change.suggestedBy ? ` ${SUGGESTED_BY_WORDS[change.suggestedBy]}.` : ""}${change.source ? ` Source: ${change.source}` : ""}`,
        category: change.categoryName,
        publishedAt: change.happenedAt,
      };
    }),
  });
}
