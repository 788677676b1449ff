/**
 * Where a maker's home page says its marks are: touch icons, icon links with
 * their sizes, the web app manifest, og:image, and /favicon.ico when nothing
 * else is named. Read from the HTML's tags with a small scanner: only <link>,
 * <meta> and <base> matter, and a page that hides them gets no logo, which is
 * what a wrong guess would be worth too.
 */
import { isRecord } from "~/lib/records";

export type IconSource = "apple-touch-icon" | "manifest" | "icon" | "og:image" | "favicon";

export interface IconCandidate {
  url: string;
  source: IconSource;
  /** The largest side the page declares (0: not said; Infinity: a vector, "any"). */
  declaredSize: number;
}

const TAG = /<(link|meta|base)\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return attributes;
}

/** "180x180", "16x16 32x32", "any": the largest side named. */
export function largestDeclaredSize(sizes: string | undefined, type = ""): number {
  if (sizes?.trim().toLowerCase() === "any" || /svg/i.test(type)) return Infinity;
  let largest = 0;
  for (const [, width, height] of (sizes ?? "").matchAll(/(\d+)\s*x\s*(\d+)/gi)) largest = Math.max(largest, Math.min(Number(width), Number(height)));
  return largest;
}

function absolute(href: string | undefined, base: string): string | undefined {
  if (!href?.trim()) return undefined;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export interface PageIcons {
  icons: IconCandidate[];
  /** The web app manifest, to be fetched for its icons. */
  manifestUrl?: string;
}

/** The marks a page names, in the order they appear; `pageUrl` is where the page was finally found. */
export function iconsInPage(html: string, pageUrl: string): PageIcons {
  const tags = [...html.matchAll(TAG)].map((match) => ({ name: match[1]!.toLowerCase(), attributes: attributesOf(match[2]!) }));
  const baseTag = tags.find((tag) => tag.name === "base" && tag.attributes.get("href"));
  const base = absolute(baseTag?.attributes.get("href"), pageUrl) ?? pageUrl;
  const icons: IconCandidate[] = [];
  let manifestUrl: string | undefined;
  for (const { name, attributes } of tags) {
    if (name === "link") {
      const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
      const url = absolute(attributes.get("href"), base);
      if (!url) continue;
      const declaredSize = largestDeclaredSize(attributes.get("sizes"), attributes.get("type"));
      if (rel.includes("manifest")) manifestUrl ??= url;
      else if (rel.includes("apple-touch-icon") || rel.includes("apple-touch-icon-precomposed")) {
        // Without sizes a touch icon is Apple's default, 180 px.
        icons.push({ url, source: "apple-touch-icon", declaredSize: declaredSize || 180 });
      } else if (rel.includes("icon")) icons.push({ url, source: "icon", declaredSize });
    } else if (name === "meta") {
      const property = (attributes.get("property") ?? attributes.get("name") ?? "").toLowerCase();
      const url = absolute(attributes.get("content"), base);
      if (url && (property === "og:image" || property === "og:image:url" || property === "og:image:secure_url")) icons.push({ url, source: "og:image", declaredSize: 0 });
    }
  }
  return { icons, manifestUrl };
}

/** The icons a web app manifest lists; monochrome ones are silhouettes, not the mark. */
export function iconsInManifest(json: string, manifestUrl: string): IconCandidate[] {
  let manifest: unknown;
  try {
    manifest = JSON.parse(json);
  } catch {
    return [];
  }
  const icons = isRecord(manifest) ? manifest.icons : undefined;
  if (!Array.isArray(icons)) return [];
  return icons.flatMap((icon: { src?: unknown; sizes?: unknown; type?: unknown; purpose?: unknown }) => {
    if (typeof icon?.src !== "string") return [];
    if (typeof icon.purpose === "string" && !icon.purpose.split(/\s+/).some((purpose) => purpose === "any" || purpose === "maskable")) return [];
    const url = absolute(icon.src, manifestUrl);
    return url ? [{ url, source: "manifest" as const, declaredSize: largestDeclaredSize(typeof icon.sizes === "string" ? icon.sizes : undefined, typeof icon.type === "string" ? icon.type : "") }] : [];
  });
}

/** Touch and manifest icons are drawn to be shown as a tile; a large icon link is next; og:image is often a banner; favicon.ico is small. */
const PREFERENCE: Record<IconSource, number> = { "apple-touch-icon": 0, manifest: 0, icon: 1, "og:image": 2, favicon: 3 };
/** An icon link declared smaller than this is not worth a request before the others. */
const SMALL = 128;

const rank = (icon: IconCandidate) => (icon.source === "icon" && icon.declaredSize > 0 && icon.declaredSize < SMALL ? 2.5 : PREFERENCE[icon.source]);

/** Every candidate once, best first, with /favicon.ico at the end. */
export function rankIcons(icons: IconCandidate[], pageUrl: string): IconCandidate[] {
  const all = [...icons, { url: new URL("/favicon.ico", pageUrl).toString(), source: "favicon" as const, declaredSize: 0 }];
  const seen = new Set<string>();
  return all
    .map((icon, order) => ({ icon, order }))
    .sort((a, b) => rank(a.icon) - rank(b.icon) || b.icon.declaredSize - a.icon.declaredSize || a.order - b.order)
    .map(({ icon }) => icon)
    .filter((icon) => !seen.has(icon.url) && Boolean(seen.add(icon.url)));
}
