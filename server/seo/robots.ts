/**
 * What crawlers may read. Accounts, administration and search results are
 * kept out here and, page by page, with a robots noindex meta tag, since a
 * link from elsewhere can still lead a crawler to a disallowed address.
 */
export const DISALLOWED_PATHS = [
  "/auth",
  "/logout",
  "/reset-password",
  "/dashboard",
  "/settings",
  "/favorites",
  "/admin",
  "/search",
  "/compare",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/newsletter/one-click-unsubscribe",
  "/unauthorized",
  "/api/",
  "/dev/",
  // Search results within the lists (Google and Bing read these wildcards).
  "/*?search=",
  "/*&search=",
  "/*?q=",
  "/*&q=",
];

export function robotsTxt(origin: string): string {
  return ["User-agent: *", ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
