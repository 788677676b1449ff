import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityScriptPreloads } from "./script-preload-priority";

async function rewrite(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk, "utf8"))).pipe(lowPriorityScriptPreloads()));
}

const HEAD = '<html><head><title>Café ☕</title><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/></head>';
const BODY = '<body><p>Links in the body stay: <link rel="modulepreload" href="/c.js"/></p></body></html>';

describe("lowPriorityScriptPreloads", () => {
  it("lowers every script preload of the head and leaves the body alone", async () => {
    const html = await rewrite([HEAD + BODY]);
    expect(html).toBe(
      '<html><head><title>Café ☕</title><link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="modulepreload" fetchpriority="low" href="/b.js"/></head>' +
        BODY,
    );
  });

  it("gives the same document however the stream is cut, even inside a character or a tag", async () => {
    const whole = await rewrite([HEAD + BODY]);
    const bytes = Buffer.from(HEAD + BODY, "utf8");
    for (const cut of [1, 17, 20, 60, 61, bytes.indexOf("</head>") + 3]) {
      const chunks = [bytes.subarray(0, cut), bytes.subarray(cut)];
      const html = await text(Readable.from(chunks).pipe(lowPriorityScriptPreloads()));
      expect(html, `cut at ${cut}`).toBe(whole);
    }
  });

  it("passes a document without a head through untouched", async () => {
    expect(await rewrite(["<p>no head", " here</p>"])).toBe("<p>no head here</p>");
  });
});
