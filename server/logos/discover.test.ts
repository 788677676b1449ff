import { describe, expect, it } from "vitest";
import { iconsInManifest, iconsInPage, largestDeclaredSize, rankIcons } from "./discover";

const page = "https://maker.example/en/home";

describe("where a page says its marks are", () => {
  it("reads icon links, touch icons, the manifest and og:image, however the tags are written", () => {
    const html = `<head>
      <LINK REL="shortcut icon" HREF="/favicon-16.png" sizes="16x16">
      <link rel=icon type="image/svg+xml" href='icon.svg'>
      <link href="/apple.png?v=1&amp;x=2" rel="apple-touch-icon">
      <link rel="manifest" href="/site.webmanifest">
      <link rel="mask-icon" href="/pinned.svg">
      <meta content="https://cdn.example/og.png" property="og:image">
      <link rel="icon" href="javascript:alert(1)">
    </head>`;
    const { icons, manifestUrl } = iconsInPage(html, page);
    expect(manifestUrl).toBe("https://maker.example/site.webmanifest");
    expect(icons).toEqual([
      { url: "https://maker.example/favicon-16.png", source: "icon", declaredSize: 16 },
      { url: "https://maker.example/en/icon.svg", source: "icon", declaredSize: Infinity },
      { url: "https://maker.example/apple.png?v=1&x=2", source: "apple-touch-icon", declaredSize: 180 },
      { url: "https://cdn.example/og.png", source: "og:image", declaredSize: 0 },
    ]);
  });

  it("resolves against <base href>", () => {
    expect(iconsInPage(`<base href="https://static.maker.example/assets/"><link rel="icon" href="logo-192.png" sizes="192x192">`, page).icons).toEqual([
      { url: "https://static.maker.example/assets/logo-192.png", source: "icon", declaredSize: 192 },
    ]);
  });

  it("reads a manifest's icons, leaving out monochrome ones and broken JSON", () => {
    const manifest = JSON.stringify({
      icons: [
        { src: "/android-512.png", sizes: "512x512", type: "image/png" },
        { src: "/mono.png", sizes: "512x512", purpose: "monochrome" },
        { src: "/mask.png", sizes: "192x192", purpose: "maskable any" },
        { sizes: "64x64" },
      ],
    });
    expect(iconsInManifest(manifest, "https://maker.example/site.webmanifest").map((icon) => [icon.url, icon.declaredSize])).toEqual([
      ["https://maker.example/android-512.png", 512],
      ["https://maker.example/mask.png", 192],
    ]);
    expect(iconsInManifest("{not json", page)).toEqual([]);
  });

  it("ranks touch and manifest icons first, large icon links next, og:image, small icons, then /favicon.ico", () => {
    const ranked = rankIcons(
      [
        { url: "https://maker.example/og.png", source: "og:image", declaredSize: 0 },
        { url: "https://maker.example/16.png", source: "icon", declaredSize: 16 },
        { url: "https://maker.example/icon.svg", source: "icon", declaredSize: Infinity },
        { url: "https://maker.example/apple.png", source: "apple-touch-icon", declaredSize: 180 },
        { url: "https://maker.example/512.png", source: "manifest", declaredSize: 512 },
        { url: "https://maker.example/apple.png", source: "apple-touch-icon", declaredSize: 180 },
      ],
      page,
    );
    expect(ranked.map((icon) => icon.url.replace("https://maker.example", ""))).toEqual(["/512.png", "/apple.png", "/icon.svg", "/og.png", "/16.png", "/favicon.ico"]);
  });

  it("takes the largest of several declared sizes", () => {
    expect(largestDeclaredSize("16x16 32x32 48X48")).toBe(48);
    expect(largestDeclaredSize("any")).toBe(Infinity);
    expect(largestDeclaredSize(undefined)).toBe(0);
  });
});
