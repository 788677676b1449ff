import { data } from "react-router";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { parseSitemapFileName, sitemapUrls } from "@server/seo/sitemap";
import { sitemapXml } from "@server/seo/sitemap-xml";
import { SITEMAP_HEADERS } from "./sitemap";
import type { Route } from "./+types/sitemap-file";

export async function loader({ params }: Route.LoaderArgs) {
  const file = parseSitemapFileName(params.file);
  if (!file) throw data("No such sitemap.", { status: 404 });
  const urls = await sitemapUrls(await db(), file.kind, file.part);
  // Past the last part there is nothing to list: that file does not exist.
  if (urls.length === 0 && file.part > 1) throw data("No such sitemap.", { status: 404 });
  return new Response(sitemapXml(urls, env().PUBLIC_URL), { headers: SITEMAP_HEADERS });
}
