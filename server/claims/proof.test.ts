import { describe, expect, it } from "vitest";
import { headMetaContents, newClaimToken } from "./proof";
import { CLAIM_META_NAME } from "~/lib/schemas/claim";

const page = (head: string, body = "<p>Hello</p>") => `<!doctype html><html><head><title>Maker</title>${head}</head><body>${body}</body></html>`;

describe("headMetaContents", () => {
  it("reads the content whatever the attributes' order, quotes, spacing and case", () => {
    const html = page(
      [
        `<meta name="atelier-ai-verification" content="one">`,
        `<meta content='two' name='atelier-ai-verification' />`,
        `<META  Name = "Atelier-AI-Verification"   CONTENT = " three " >`,
        `<meta name=atelier-ai-verification content=four>`,
        `<meta property="og:title" content="not this">`,
        `<meta name="atelier-ai-verification-extra" content="nor this">`,
      ].join("\n"),
    );
    expect(headMetaContents(html, CLAIM_META_NAME)).toEqual(["one", "two", "three", "four"]);
  });

  it("keeps a '>' inside a quoted value within its tag", () => {
    expect(headMetaContents(page(`<meta data-note="a > b" name="atelier-ai-verification" content="token">`), CLAIM_META_NAME)).toEqual(["token"]);
  });

  it("takes the first of a repeated attribute, as a browser does", () => {
    expect(headMetaContents(page(`<meta name="atelier-ai-verification" content="first" content="second">`), CLAIM_META_NAME)).toEqual(["first"]);
  });

  it("ignores tags in comments, scripts and the body", () => {
    const html = page(
      `<!-- <meta name="atelier-ai-verification" content="commented"> --><script>const tag = '<meta name="atelier-ai-verification" content="scripted">';</script>`,
      `<meta name="atelier-ai-verification" content="in-body">`,
    );
    expect(headMetaContents(html, CLAIM_META_NAME)).toEqual([]);
  });

  it("reads a page without head or body tags to its end", () => {
    expect(headMetaContents(`<meta charset="utf-8"><meta name="atelier-ai-verification" content="bare">`, CLAIM_META_NAME)).toEqual(["bare"]);
  });

  it("treats an unclosed comment as running to the end", () => {
    expect(headMetaContents(`<head><!-- <meta name="atelier-ai-verification" content="hidden">`, CLAIM_META_NAME)).toEqual([]);
  });
});

describe("newClaimToken", () => {
  it("is URL-safe and different each time", () => {
    const first = newClaimToken();
    expect(first).toMatch(/^atelier-ai-[0-9a-f]{32}$/);
    expect(newClaimToken()).not.toBe(first);
  });
});
