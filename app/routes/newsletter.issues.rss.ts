import { db } from "@server/db/index";
import { env } from "@server/env";
import { RSS_HEADERS } from "@server/feeds/rss";
import { newsletterFeedXml } from "@server/newsletter/feed";

export async function loader() {
  return new Response(await newsletterFeedXml(await db(), env().PUBLIC_URL), { headers: RSS_HEADERS });
}
