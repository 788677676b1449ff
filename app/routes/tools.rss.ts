import { db } from "@server/db/index";
import { env } from "@server/env";
import { RSS_HEADERS } from "@server/feeds/rss";
import { findNewlyPublishedTools, toolsFeedXml } from "@server/tools/feed";

export async function loader() {
  return new Response(toolsFeedXml(await findNewlyPublishedTools(await db()), env().PUBLIC_URL), { headers: RSS_HEADERS });
}
