/**
 * Uploaded images: checked by their bytes, not their name or declared type, then
 * decoded and written again by sharp as WebP in web sizes. Re-encoding drops
 * metadata (location, camera) and anything hidden beside the pixels, so a file
 * that is also a script or a page (a polyglot) comes out as pixels only.
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { FileStorage } from "./index";

export const IMAGE_SIZE_LIMIT_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE = "Please select an image file";
export const IMAGE_TOO_LARGE = "Image size should be less than 5MB";
/** Widths written for each upload; the first is the one posts link to. */
const WIDTHS = [1200, 600] as const;
/** Pixels a decoder may be asked to hold: a small file cannot expand into gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

type RasterFormat = "jpeg" | "png" | "gif" | "webp" | "avif";

/** The raster format the bytes start with, whatever the file is called. SVG is text, and so never an image here. */
export function sniffImageFormat(bytes: Buffer): RasterFormat | undefined {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (bytes.subarray(0, 6).toString("latin1") === "GIF87a" || bytes.subarray(0, 6).toString("latin1") === "GIF89a") return "gif";
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP") return "webp";
  if (bytes.subarray(4, 8).toString("latin1") === "ftyp" && /^(avif|avis)$/.test(bytes.subarray(8, 12).toString("latin1"))) return "avif";
  return undefined;
}

/** Lowercase letters, digits, hyphens and underscores, from the name the file had. */
export function safeFileName(name: string): string {
  const base = name.replace(/\.[^.]*$/, "").toLowerCase().replace(/[^a-z0-9_-]+/g, "-").replace(/-+/g, "-").replace(/^-|-$/g, "");
  return base.slice(0, 60) || "image";
}

export type ImageUploadResult = { ok: true; url: string; key: string } | { ok: false; message: string };

/**
 * Stores an uploaded image under a new name in every web size. Answers the URL
 * of the largest, or why the file was refused.
 */
export async function storeUploadedImage(storage: FileStorage, file: { bytes: Buffer; name: string }, folder: string): Promise<ImageUploadResult> {
  if (file.bytes.length > IMAGE_SIZE_LIMIT_BYTES) return { ok: false, message: IMAGE_TOO_LARGE };
  if (!sniffImageFormat(file.bytes)) return { ok: false, message: NOT_AN_IMAGE };
  const base = `${folder}/${randomUUID()}-${safeFileName(file.name)}`;
  let renditions: { key: string; body: Buffer }[];
  try {
    renditions = await Promise.all(
      WIDTHS.map(async (width) => ({
        key: `${base}-${width}.webp`,
        body: await sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
  } catch {
    // Right bytes at the start, but not an image a decoder can read.
    return { ok: false, message: NOT_AN_IMAGE };
  }
  for (const { key, body } of renditions) await storage.put(key, body, "image/webp");
  return { ok: true, key: renditions[0]!.key, url: `/uploads/${renditions[0]!.key}` };
}
