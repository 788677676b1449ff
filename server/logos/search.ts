/**
 * Finds a tool's mark on its maker's own site: the home page's icons (and its
 * manifest's), tried best first, each fetched by safe-fetch.ts and decoded by
 * sharp. The first square one of at least 128 px wins, written again as a PNG
 * of at most 256 px: the site serves pixels it made itself, never the maker's
 * file (an SVG, which could carry a script, is rasterised here).
 */
import sharp from "sharp";
import { safeFetch, type SafeFetchOptions } from "../links/safe-fetch";
import { iconsInManifest, iconsInPage, rankIcons, type IconCandidate } from "./discover";

export const MIN_LOGO_PIXELS = 128;
export const LOGO_PIXELS = 256;
/** What a decoder may be asked to hold: a small file cannot expand into gigabytes. */
const MAX_INPUT_PIXELS = 25_000_000;
/** Width and height may differ by this share and the mark still count as square (rounding in exports). */
const SQUARE_TOLERANCE = 0.02;

export interface LogoSearchOptions {
  fetch: Omit<SafeFetchOptions, "maxBytes" | "accept">;
  maxPageBytes: number;
  maxImageBytes: number;
  /** Image files fetched at most per search, so a page naming dozens costs a few requests. */
  maxImages: number;
  /** Pause between two requests to the maker's site. */
  pauseMs: number;
}

export function defaultLogoSearchOptions(userAgent: string): LogoSearchOptions {
  return {
    fetch: { userAgent, timeoutMs: 10_000, maxRedirects: 3 },
    maxPageBytes: 2 * 1024 * 1024,
    maxImageBytes: 5 * 1024 * 1024,
    maxImages: 6,
    pauseMs: 1000,
  };
}

export interface FoundLogo {
  png: Buffer;
  width: number;
  height: number;
  sourceUrl: string;
}

/** Why a file is not a mark, for the log and the tests. */
export type LogoRefusal = { url: string; reason: string };

export interface LogoSearchResult {
  logo?: FoundLogo;
  refused: LogoRefusal[];
}

const HTML = /^\s*(text\/html|application\/xhtml\+xml)\b/i;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Decodes a fetched file into the stored PNG, or says why it is no mark. */
export async function toLogoPng(bytes: Buffer): Promise<{ png: Buffer; width: number; height: number } | { reason: string }> {
  const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => undefined);
  if (!metadata) return { reason: "Not an image" };
  const { width = 0, height = 0, format } = metadata;
  if (!width || !height) return { reason: "Not an image" };
  if (Math.abs(width - height) > SQUARE_TOLERANCE * Math.max(width, height)) return { reason: `Not square (${width}x${height})` };
  const vector = format === "svg";
  if (!vector && Math.min(width, height) < MIN_LOGO_PIXELS) return { reason: `Smaller than ${MIN_LOGO_PIXELS} px (${width}x${height})` };
  // An SVG states a nominal size (often 16 or 24 px): rasterise it at the density that gives the stored size.
  const density = vector ? Math.min(2400, (72 * LOGO_PIXELS) / Math.max(width, height)) : undefined;
  try {
    const { data, info } = await sharp(bytes, { density, limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .resize(LOGO_PIXELS, LOGO_PIXELS, { fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    return { reason: "Not an image" };
  }
}

/**
 * Looks for the mark on the page at `homeUrl`. `skip` holds source addresses
 * an admin already rejected for this tool: they are not proposed again.
 */
export async function searchMakersLogo(homeUrl: string, options: LogoSearchOptions, skip: ReadonlySet<string> = new Set()): Promise<LogoSearchResult> {
  const refused: LogoRefusal[] = [];
  // The website's check has just asked the same host.
  await sleep(options.pauseMs);
  const page = await safeFetch(homeUrl, { ...options.fetch, maxBytes: options.maxPageBytes, accept: "text/html,application/xhtml+xml;q=0.9" });
  if (!page.ok) return { refused: [{ url: page.url, reason: page.error }] };
  if (!HTML.test(page.contentType)) return { refused: [{ url: page.url, reason: "Not an HTML page" }] };
  // Pages that declare another charset are rare among makers' sites, and tags and addresses are ASCII.
  const { icons, manifestUrl } = iconsInPage(page.body.toString("utf8"), page.url);
  const found: IconCandidate[] = [...icons];
  if (manifestUrl) {
    await sleep(options.pauseMs);
    const manifest = await safeFetch(manifestUrl, { ...options.fetch, maxBytes: options.maxPageBytes, accept: "application/manifest+json,application/json;q=0.9" });
    if (manifest.ok) found.push(...iconsInManifest(manifest.body.toString("utf8"), manifest.url));
    else refused.push({ url: manifestUrl, reason: manifest.error });
  }
  const candidates = rankIcons(found, page.url)
    .filter((icon) => !skip.has(icon.url))
    .slice(0, options.maxImages);
  for (const icon of candidates) {
    await sleep(options.pauseMs);
    const file = await safeFetch(icon.url, { ...options.fetch, maxBytes: options.maxImageBytes, accept: "image/png,image/svg+xml,image/*;q=0.8" });
    if (!file.ok) {
      refused.push({ url: file.url, reason: file.error });
      continue;
    }
    const decoded = await toLogoPng(file.body);
    if ("reason" in decoded) {
      refused.push({ url: file.url, reason: decoded.reason });
      continue;
    }
    // The address the page named, which a rejection is remembered by, even when it redirected.
    return { logo: { ...decoded, sourceUrl: icon.url }, refused };
  }
  return { refused };
}
