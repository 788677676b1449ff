import { describe, expect, it } from "vitest";
import { existsInEachLanguage, localeOfPath, pathInLocale, pathWithoutLocale } from "./i18n";

describe("language addresses", () => {
  it("reads the language from the prefix, English without one", () => {
    expect(localeOfPath("/es/tools")).toBe("es");
    expect(localeOfPath("/de")).toBe("de");
    expect(localeOfPath("/tools")).toBe("en");
    expect(localeOfPath("/escape")).toBe("en");
    expect(localeOfPath("/en/tools")).toBe("en");
  });

  it("moves a page between languages, query kept", () => {
    expect(pathInLocale("/tools?q=video", "fr")).toBe("/fr/tools?q=video");
    expect(pathInLocale("/es/tools/midjourney", "en")).toBe("/tools/midjourney");
    expect(pathInLocale("/es/tools", "de")).toBe("/de/tools");
    expect(pathInLocale("/", "es")).toBe("/es");
    expect(pathInLocale("/?q=x", "es")).toBe("/es?q=x");
    expect(pathWithoutLocale("/fr")).toBe("/");
  });

  it("knows the addresses that have one language only: the API, sign-in's endpoints, crawler files, images", () => {
    for (const path of ["/api/v1/tools", "/api/v1", "/api/auth/sign-in/email", "/robots.txt", "/sitemap.xml", "/sitemaps/tools-1.xml", "/logos/canva.png", "/social/tools/x.png"]) {
      expect(existsInEachLanguage(path), path).toBe(false);
    }
    for (const path of ["/", "/tools", "/api/search/suggest", "/api/tools/suggest", "/api/v1beta", "/socially"]) expect(existsInEachLanguage(path), path).toBe(true);
  });
});
