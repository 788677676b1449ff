/**
 * The same uploads on both storage drivers: a directory, and an S3-compatible
 * server (s3rver) started here, spoken to by the real S3 client.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_TOO_LARGE, NOT_AN_IMAGE, storeUploadedImage } from "./images";
import type { FileStorage } from "./index";
import { localStorage } from "./local";
import { s3Storage } from "./s3";

const work = mkdtempSync(path.join(tmpdir(), "storage-test-"));
let s3Server: S3rver;
let s3Endpoint = "";

beforeAll(async () => {
  s3Server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: path.join(work, "s3"), configureBuckets: [{ name: "blog-images", configs: [] }] });
  const { port } = (await s3Server.run()) as { port: number };
  s3Endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3Server?.close();
  rmSync(work, { recursive: true, force: true });
});

const drivers: { name: string; make: () => FileStorage }[] = [
  { name: "a directory", make: () => localStorage(path.join(work, "uploads")) },
  {
    name: "an S3-compatible bucket",
    make: () => s3Storage({ endpoint: s3Endpoint, region: "us-east-1", bucket: "blog-images", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true }),
  },
];

async function photo(width = 1600, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#6d28d9" } })
    .jpeg()
    .withExif({ IFD0: { Artist: "Secret Photographer", ImageDescription: "home address" } })
    .toBuffer();
}

describe.each(drivers)("uploads on $name", ({ make }) => {
  it("checks the storage, then stores an image re-encoded as WebP in web sizes, without its metadata", async () => {
    const files = make();
    await files.check();
    const result = await storeUploadedImage(files, { bytes: await photo(), name: "My Photo (final).JPG" }, "blog");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.key).toMatch(/^blog\/[0-9a-f-]{36}-my-photo-final-1200\.webp$/);
    expect(result.url).toBe(`/uploads/${result.key}`);
    const stored = (await files.get(result.key))!;
    expect(stored.contentType).toBe("image/webp");
    const meta = await sharp(stored.body).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1200, height: 675 });
    expect(meta.exif).toBeUndefined();
    expect(stored.body.includes(Buffer.from("Secret Photographer"))).toBe(false);
    const small = await files.get(result.key.replace("-1200.webp", "-600.webp"));
    expect((await sharp(small!.body).metadata()).width).toBe(600);
    expect(await files.get("blog/no-such-file.webp")).toBeUndefined();
  });

  it("never overwrites a stored file", async () => {
    const files = make();
    await files.put("blog/once.webp", Buffer.from("first"), "image/webp");
    await expect(files.put("blog/once.webp", Buffer.from("second"), "image/webp")).rejects.toThrow();
    expect((await files.get("blog/once.webp"))!.body.toString()).toBe("first");
  });

  it("refuses oversized files, non-images, an image name on other content, SVG with script, and a truncated image", async () => {
    const files = make();
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await storeUploadedImage(files, { bytes: big, name: "big.jpg" }, "blog")).toEqual({ ok: false, message: IMAGE_TOO_LARGE });
    expect(await storeUploadedImage(files, { bytes: Buffer.from("%PDF-1.7 not an image"), name: "doc.pdf" }, "blog")).toEqual({ ok: false, message: NOT_AN_IMAGE });
    expect(await storeUploadedImage(files, { bytes: Buffer.from("<html><script>alert(1)</script></html>"), name: "photo.jpg" }, "blog")).toEqual({ ok: false, message: NOT_AN_IMAGE });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    expect(await storeUploadedImage(files, { bytes: svg, name: "logo.svg" }, "blog")).toEqual({ ok: false, message: NOT_AN_IMAGE });
    const truncated = (await photo()).subarray(0, 200);
    expect(await storeUploadedImage(files, { bytes: truncated, name: "cut.jpg" }, "blog")).toEqual({ ok: false, message: NOT_AN_IMAGE });
  });
});
