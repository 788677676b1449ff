/**
 * What a person reads on a source page, as lines of text, and its fingerprint.
 * Only what the facts come from counts: scripts, styles, navigation, footers,
 * images and link targets change with every deploy (bundle names, tracking
 * parameters, a new menu entry) and would report a change each week.
 */
import { createHash } from "node:crypto";
import { compile } from "html-to-text";

/** The text kept per page (and per side of a change): enough for the extracts, small enough for a row. */
export const SOURCE_TEXT_MAX_CHARS = 20_000;

const NOT_READ = ["script", "style", "noscript", "template", "svg", "iframe", "img", "nav", "footer"];

const toText = compile({
  // One line per paragraph, list item or table row, whatever the width: a changed word never moves the lines after it.
  wordwrap: false,
  selectors: [
    ...NOT_READ.map((selector) => ({ selector, format: "skip" })),
    { selector: "a", options: { ignoreHref: true } },
    ...["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: "table", options: { uppercaseHeaderCells: false } },
  ],
});

/**
 * The page's readable text, one trimmed line per block, spaces collapsed and
 * empty lines dropped, so that re-indented or re-wrapped HTML reads the same.
 * Digits are kept, although a "last updated" time or a visitor counter then
 * counts as a change: prices are digits, and a changed price is what this is for.
 */
export function readableText(html: string): string {
  return toText(html)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/** Of the whole text, not of the part kept: a change past the kept part still counts. */
export function textFingerprint(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
