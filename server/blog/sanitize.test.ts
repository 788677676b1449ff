import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "./sanitize";

describe("post HTML allow-list", () => {
  it("keeps what the editor makes", () => {
    const html = '<h2>Title</h2><p><strong>Bold</strong> <em>it</em> <a href="/tools/midjourney">Midjourney</a></p><ul><li>one</li></ul><hr><img src="/uploads/a.webp" alt="A">';
    expect(sanitizePostHtml(html)).toBe('<h2>Title</h2><p><strong>Bold</strong> <em>it</em> <a href="/tools/midjourney">Midjourney</a></p><ul><li>one</li></ul><hr /><img src="/uploads/a.webp" alt="A" />');
  });

  it("drops scripts, event handlers, styles, frames and unsafe links", () => {
    const html = [
      "<script>alert(1)</script>",
      '<p onclick="alert(2)" style="color:red">text</p>',
      '<a href="javascript:alert(3)">js</a>',
      '<a href="data:text/html,<script>alert(4)</script>">data</a>',
      '<a href=" JaVaScRiPt:alert(5)">spaced</a>',
      '<img src="x" onerror="alert(6)">',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<img src="https://tracker.example/pixel.gif">',
      '<iframe src="https://evil.example"></iframe>',
      '<svg><script>alert(7)</script></svg>',
      '<style>body{display:none}</style>',
    ].join("");
    const clean = sanitizePostHtml(html);
    expect(clean).toBe('<p>text</p><a>js</a><a>data</a><a>spaced</a>');
  });

  it("opens links to other sites in a new tab without passing anything on, and ignores rel and target from the input", () => {
    expect(sanitizePostHtml('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizePostHtml('<a href="/blog/other" target="_blank" rel="opener">x</a>')).toBe('<a href="/blog/other">x</a>');
  });
});
