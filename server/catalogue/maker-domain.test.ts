import { describe, expect, it } from "vitest";
import { isOnMakersDomain, makersDomain } from "./maker-domain";

describe("whose page a source is", () => {
  it("counts the tool's registrable domain and its subdomains as the maker's", () => {
    expect(isOnMakersDomain("https://help.runwayml.com/hc/en-us/articles/1", ["https://runwayml.com"])).toBe(true);
    expect(isOnMakersDomain("https://www.adobe.com/legal/terms.html", ["https://firefly.adobe.com"])).toBe(true);
    expect(isOnMakersDomain("https://docs.example.org/pricing", [null, "https://example.org/pricing"])).toBe(true);
  });

  it("does not count a look-alike, a report or another tenant of a shared suffix", () => {
    expect(isOnMakersDomain("https://runwayml.com.example.net/pricing", ["https://runwayml.com"])).toBe(false);
    expect(isOnMakersDomain("https://hivebook.wiki/runway", ["https://runwayml.com"])).toBe(false);
    expect(isOnMakersDomain("https://someone.github.io/tool", ["https://maker.github.io"])).toBe(false);
    expect(isOnMakersDomain("not an address", ["https://runwayml.com"])).toBe(false);
  });

  it("on a shared host, counts only the maker's own account", () => {
    expect(isOnMakersDomain("https://github.com/danielgatis/rembg/blob/main/LICENSE.txt", ["https://github.com/danielgatis/rembg"])).toBe(true);
    expect(isOnMakersDomain("https://github.com/someone-else/fork", ["https://github.com/danielgatis/rembg"])).toBe(false);
    expect(makersDomain("https://github.com/danielgatis/rembg")).toBe("github.com/danielgatis");
    expect(makersDomain("https://firefly.adobe.com")).toBe("adobe.com");
    // The host's own product.
    expect(isOnMakersDomain("https://huggingface.co/subscribe/pro", ["https://huggingface.co"])).toBe(true);
    expect(makersDomain("https://huggingface.co")).toBe("huggingface.co");
  });
});
