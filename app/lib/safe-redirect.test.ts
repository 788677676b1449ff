import { describe, expect, it } from "vitest";
import { isSitePath, safeRedirect } from "./safe-redirect";

// Ways to write "another site" that browsers accept in a Location header or a link.
const BYPASSES = [
  "//evil.example",
  "///evil.example",
  "////evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "\t//evil.example",
  "/%09/evil.example".replace("%09", "\t"),
  "https://evil.example",
  "HTTPS://evil.example/",
  "http:evil.example",
  "javascript:alert(1)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "evil.example",
  "@evil.example",
  "/\u0000/evil.example",
  "/\u001f/evil.example",
  // Dot segments that leave "//host" once a browser resolves them.
  "/.//evil.example/x",
  "/..//evil.example/x",
  "/%2e%2e//evil.example/x",
  "/%2E//evil.example/x",
  "/./\\evil.example/x",
  "/a/..//evil.example",
];

describe("safeRedirect", () => {
  it("collapses doubled slashes further in, so no language prefix taken off later leaves another host", () => {
    expect(safeRedirect("/es//evil.example/x")).toBe("/es/evil.example/x");
    expect(safeRedirect("/tools//x?q=a//b")).toBe("/tools/x?q=a//b");
  });

  it("isSitePath accepts only addresses a browser keeps on this site", () => {
    expect(isSitePath("/tools")).toBe(true);
    for (const path of ["//evil.example", "/\\evil.example", "https://evil.example", "evil.example", ""]) expect(isSitePath(path)).toBe(false);
  });

  it.each(BYPASSES)("refuses %j", (target) => {
    expect(safeRedirect(target, "/home")).toBe("/home");
  });

  it("keeps paths on this site, with their query and fragment", () => {
    expect(safeRedirect("/tools?search=video&page=2#results")).toBe("/tools?search=video&page=2#results");
    expect(safeRedirect("/dashboard")).toBe("/dashboard");
    expect(safeRedirect("/tools/@scope")).toBe("/tools/@scope");
  });

  it("falls back when there is nothing", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined, "/x")).toBe("/x");
    expect(safeRedirect("")).toBe("/");
  });

  it("never returns a control character, so the Location header cannot be split", () => {
    for (const target of ["/a\r\nSet-Cookie: x=1", "/a\nb", "/a%0d%0aSet-Cookie:x", "/a\u0000b"]) {
      const result = safeRedirect(target);
      // eslint-disable-next-line no-control-regex -- looking for control characters is the point
      expect(result).not.toMatch(/[\u0000-\u001f\u007f]/);
      expect(result.startsWith("/")).toBe(true);
      expect(result.startsWith("//")).toBe(false);
    }
  });
});
