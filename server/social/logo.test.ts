import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logoDataUri, type LogoSources } from "./logo";

describe("a tool's logo on its card", () => {
  let directory: string;
  let sources: LogoSources;
  const asked: string[] = [];
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "social-logo-"));
    await mkdir(path.join(directory, "brand-logos/simple-icons"), { recursive: true });
    // As the brand marks are: a 24 px box and no more.
    await writeFile(path.join(directory, "brand-logos/simple-icons/figma.svg"), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#f24e1e" d="M2 2h20v20H2z"/></svg>');
    await writeFile(path.join(directory, "brand-logos/simple-icons/broken.svg"), "<svg this is not");
    const upload = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#22c55e" } }).webp().toBuffer();
    sources = {
      staticDirectories: [path.join(directory, "missing"), directory],
      storage: () => ({
        get: async (key) => {
          asked.push(key);
          return key === "logos/maker.webp" ? { body: upload, contentType: "image/webp" } : undefined;
        },
      }),
    };
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  async function decoded(uri: string | undefined) {
    expect(uri).toMatch(/^data:image\/png;base64,/);
    return sharp(Buffer.from(uri!.split(",")[1]!, "base64")).metadata();
  }

  it("draws a brand mark sharp, from the static files", async () => {
    const { width, height, format } = await decoded(await logoDataUri("/brand-logos/simple-icons/figma.svg", sources));
    expect({ width, height, format }).toEqual({ width: 216, height: 216, format: "png" });
  });

  it("reads an upload from the file storage", async () => {
    const { width, format } = await decoded(await logoDataUri("/uploads/logos/maker.webp", sources));
    expect({ width, format }).toEqual({ width: 216, format: "png" });
  });

  it("goes without a logo it cannot read, and never looks outside the site", async () => {
    for (const logoUrl of [
      null,
      "/logos/figma.svg",
      "/brand-logos/simple-icons/broken.svg",
      "/brand-logos/simple-icons/absent.svg",
      "/brand-logos/../../etc/passwd.svg",
      "/uploads/logos/absent.webp",
      "https://example.com/logo.png",
    ]) {
      expect(await logoDataUri(logoUrl, sources), String(logoUrl)).toBeUndefined();
    }
    expect(asked).toEqual(["logos/maker.webp", "logos/absent.webp"]);
  });
});
