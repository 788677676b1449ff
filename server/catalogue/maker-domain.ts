/**
 * Whose page a source is: the maker's own when it is on the registrable domain of the tool's
 * website or pricing page (help.runwayml.com for runwayml.com, adobe.com for firefly.adobe.com),
 * by the public suffix list with its private part, so that a look-alike
 * (runwayml.com.example.net) or another tenant of a shared suffix (someone.github.io for
 * maker.github.io) is not. On a shared host (github.com/maker/tool) it is the maker's own
 * when it is under the same account (github.com/maker/...), unless the tool is the host itself.
 */
import { getDomain } from "tldts";
import { SHARED_HOSTS } from "../reviews/makers";

const domainOf = (url: string) => getDomain(url, { allowPrivateDomains: true });

function owner(url: string): string | null {
  try {
    const address = new URL(url);
    const account = address.pathname.split("/")[1];
    return account ? `${address.hostname.replace(/^www\./, "")}/${account.toLowerCase()}` : null;
  } catch {
    return null;
  }
}

export function isOnMakersDomain(sourceUrl: string, toolUrls: readonly (string | null | undefined)[]): boolean {
  const domain = domainOf(sourceUrl);
  if (!domain) return false;
  return toolUrls.some((url) => {
    if (!url || domainOf(url) !== domain) return false;
    if (!SHARED_HOSTS.has(domain)) return true;
    // The host's own home page is the host's own product (Hugging Face at huggingface.co).
    const account = owner(url);
    return account === null || account === owner(sourceUrl);
  });
}

/** Where a maker's page must be, as an admin is told it. */
export function makersDomain(toolUrl: string): string {
  const domain = domainOf(toolUrl);
  if (!domain) return toolUrl;
  return (SHARED_HOSTS.has(domain) && owner(toolUrl)) || domain;
}
