/**
 * A tool's logo for its social card, read from where the site itself serves it: brand marks
 * from the static files (scripts/brand-logos.mjs), uploads from the file storage. Initials
 * tiles (/logos/...) are no logo, and addresses elsewhere are never fetched, so no request
 * leaves the server. Whatever cannot be read gives no logo, and the card shows the initials.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { storage, type FileStorage } from "../storage/index";

/** Drawn at 108 px on the card; twice that keeps edges sharp. */
const LOGO_PIXELS = 216;
/** What a decoder may be asked to hold: a small file cannot expand into gigabytes. */
const MAX_INPUT_PIXELS = 16_000_000;
const BRAND_MARK = /^\/brand-logos\/([a-z0-9-]+\/[a-z0-9._-]+\.svg)$/i;
const UPLOAD = /^\/uploads\/([a-z0-9_-]+(?:\/[a-z0-9_-]+)*\.[a-z0-9]+)$/i;

export interface LogoSources {
  /** Folders holding the brand-logos folder: public/ in development, build/client/ once built. */
  staticDirectories: string[];
  storage: () => Pick<FileStorage, "get">;
}

const defaultSources: LogoSources = { staticDirectories: [path.resolve("public"), path.resolve("build/client")], storage };

async function readLogoFile(logoUrl: string, sources: LogoSources): Promise<Buffer | undefined> {
  const mark = BRAND_MARK.exec(logoUrl)?.[1];
  if (mark) {
    for (const directory of sources.staticDirectories) {
      try {
        return await readFile(path.join(directory, "brand-logos", mark));
      } catch {
        // Not in this folder: try the next.
      }
    }
    return undefined;
  }
  const key = UPLOAD.exec(logoUrl)?.[1];
  return key ? (await sources.storage().get(key))?.body : undefined;
}

/** The logo as a PNG data: URI (satori embeds images as data), or undefined when there is none to show. */
export async function logoDataUri(logoUrl: string | null, sources: LogoSources = defaultSources): Promise<string | undefined> {
  if (!logoUrl) return undefined;
  try {
    const file = await readLogoFile(logoUrl, sources);
    if (!file) return undefined;
    // A mark's SVG states a small size (often 24 px): rasterise it at a density that gives enough pixels.
    const { width = LOGO_PIXELS, height = LOGO_PIXELS, format } = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const density = format === "svg" ? Math.min(2400, Math.max(72, (72 * LOGO_PIXELS) / Math.max(width, height, 1))) : undefined;
    const png = await sharp(file, { density, limitInputPixels: MAX_INPUT_PIXELS })
      .resize(LOGO_PIXELS, LOGO_PIXELS, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString("base64")}`;
  } catch {
    // An unreadable or broken file: the card does without it.
    return undefined;
  }
}
