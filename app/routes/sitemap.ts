import { db } from "@server/db/index";
import { env } from "@server/env";
import { sitemapFiles } from "@server/seo/sitemap";
import { sitemapIndexXml } from "@server/seo/sitemap-xml";

export const SITEMAP_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" };

export async function loader() {
  return new Response(sitemapIndexXml(await sitemapFiles(await db()), env().PUBLIC_URL), { headers: SITEMAP_HEADERS });
}
