/** The sitemap protocol's two documents (sitemaps.org/protocol.html). */
import { sitemapFileName, type SitemapFile, type SitemapUrl } from "./sitemap";
import { xmlText } from "./xml";

const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

const lastmodTag = (date: Date | null) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : "");

export function sitemapXml(urls: SitemapUrl[], origin: string): string {
  const entries = urls.map((url) => `  <url><loc>${xmlText(`${origin}${url.path}`)}</loc>${lastmodTag(url.lastmod)}</url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="${NAMESPACE}">`, ...entries, "</urlset>", ""].join("\n");
}

export function sitemapIndexXml(files: SitemapFile[], origin: string): string {
  const entries = files.map((file) => `  <sitemap><loc>${xmlText(`${origin}/sitemaps/${sitemapFileName(file)}`)}</loc>${lastmodTag(file.lastmod)}</sitemap>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<sitemapindex xmlns="${NAMESPACE}">`, ...entries, "</sitemapindex>", ""].join("\n");
}
