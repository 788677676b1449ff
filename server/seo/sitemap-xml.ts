/** The sitemap protocol's two documents (sitemaps.org/protocol.html), each page with its addresses in every language. */
import { sitemapFileName, type SitemapFile, type SitemapUrl } from "./sitemap";
import { xmlText } from "./xml";
import { locales, pathInLocale } from "~/lib/i18n";

const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** The alternate-language links of a sitemap (developers.google.com/search/docs/specialty/international/localized-versions). */
const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

const lastmodTag = (date: Date | null) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : "");

/** Every language's address of a page, and English for the rest (x-default), as the page's own head lists them. */
function languageLinks(origin: string, path: string): string {
  const link = (hreflang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlText(`${origin}${href}`)}"/>`;
  return [...locales.map((locale) => link(locale, pathInLocale(path, locale))), link("x-default", path)].join("");
}

export function sitemapXml(urls: SitemapUrl[], origin: string): string {
  const entries = urls.map((url) => `  <url><loc>${xmlText(`${origin}${url.path}`)}</loc>${lastmodTag(url.lastmod)}${languageLinks(origin, url.path)}</url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">`, ...entries, "</urlset>", ""].join("\n");
}

export function sitemapIndexXml(files: SitemapFile[], origin: string): string {
  const entries = files.map((file) => `  <sitemap><loc>${xmlText(`${origin}/sitemaps/${sitemapFileName(file)}`)}</loc>${lastmodTag(file.lastmod)}</sitemap>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<sitemapindex xmlns="${NAMESPACE}">`, ...entries, "</sitemapindex>", ""].join("\n");
}
