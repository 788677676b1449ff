/**
 * Who made a tool, as far as reviews go: an account whose confirmed e-mail is on the
 * tool's own domain. A site on a shared host (a repository, an app store, a video
 * channel) names no domain: everyone there would otherwise count as its maker.
 */
export const SHARED_HOSTS = new Set([
  "github.com",
  "gitlab.com",
  "huggingface.co",
  "apps.apple.com",
  "play.google.com",
  "chromewebstore.google.com",
  "chrome.google.com",
  "youtube.com",
  "notion.site",
  "vercel.app",
]);

/** The domain a maker's e-mail is on for a site address, or null when the address names none of its own. */
export function makerDomainOf(siteUrl: string | null): string | null {
  if (!siteUrl) return null;
  let host: string;
  try {
    host = new URL(siteUrl).hostname.toLowerCase();
  } catch {
    return null;
  }
  host = host.replace(/^www\./, "");
  if (!host.includes(".") || SHARED_HOSTS.has(host)) return null;
  return host;
}

/**
 * Is this e-mail on the site's domain or one of its subdomains (ana@canva.com, ana@eu.canva.com for
 * canva.com)? Never on a parent of it: the parent of a product's subdomain is often a mailbox anyone
 * may open (any @proton.me address for lumo.proton.me, @naver.com for papago.naver.com) or a
 * university's (@uchicago.edu for glaze.cs.uchicago.edu), so its addresses say nothing of who made it.
 */
export function isMakerEmail(email: string, siteUrl: string | null): boolean {
  const domain = makerDomainOf(siteUrl);
  const at = email.lastIndexOf("@");
  if (!domain || at < 0) return false;
  const emailDomain = email.slice(at + 1).toLowerCase();
  return emailDomain === domain || emailDomain.endsWith(`.${domain}`);
}
