import { describe, expect, it } from "vitest";
import { chooseEncoding, isAnonymous, pageCacheKey } from "./request-key";

const get = (originalUrl: string, cookie?: string, method = "GET") => ({ method, originalUrl, headers: cookie ? { cookie } : {} });

describe("which requests the page cache may answer", () => {
  it("only anonymous visitors: any cookie but the theme's makes the page theirs", () => {
    expect(isAnonymous(undefined)).toBe(true);
    expect(isAnonymous("theme=light")).toBe(true);
    expect(isAnonymous("theme=light; better-auth.session_token=abc")).toBe(false);
    expect(isAnonymous("notice=saved")).toBe(false);
  });

  it("keys by address, query and theme; never a write, a signed-in visitor or loader data", () => {
    expect(pageCacheKey(get("/tools?search=logo"))).not.toBe(pageCacheKey(get("/tools?search=video")));
    expect(pageCacheKey(get("/tools", "theme=light"))).not.toBe(pageCacheKey(get("/tools", "theme=dark")));
    expect(pageCacheKey(get("/tools", undefined, "HEAD"))).toBe(pageCacheKey(get("/tools")));
    expect(pageCacheKey(get("/tools", undefined, "POST"))).toBeUndefined();
    expect(pageCacheKey(get("/tools", "better-auth.session_token=abc"))).toBeUndefined();
    expect(pageCacheKey(get("/tools.data?search=x"))).toBeUndefined();
  });

  it("reads any address Node accepts without throwing: it runs before the URL checks", () => {
    for (const address of ["//%c0%af", "/%E0%A4%A", "//evil.example/x", "/a?b=%zz#c", "*"]) expect(() => pageCacheKey(get(address))).not.toThrow();
  });

  it("picks brotli, then gzip, then none, honouring q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip, br;q=0")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("gzip;q=0, identity")).toBe("identity");
  });
});
