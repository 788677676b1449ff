import { changesFeedXml } from "@server/changes/feed";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { RSS_HEADERS } from "@server/feeds/rss";

export async function loader() {
  return new Response(await changesFeedXml(await db(), env().PUBLIC_URL), { headers: RSS_HEADERS });
}
