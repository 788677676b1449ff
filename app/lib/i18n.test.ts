import { describe, expect, it } from "vitest";
import { localeOfPath, pathInLocale, pathWithoutLocale } from "./i18n";

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
});
