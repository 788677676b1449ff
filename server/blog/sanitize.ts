/**
 * The one allow-list for post HTML, applied before a post is stored and again when
 * it is shown. Everything else is dropped: scripts, event handlers, style
 * attributes, frames, forms, and any link or image that is not plainly safe.
 */
import sanitizeHtml from "sanitize-html";

/** What the editor can make, and nothing more. */
export const POST_HTML_ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "h2", "h3", "h4", "strong", "em", "u", "s", "code", "pre", "blockquote", "ul", "ol", "li", "a", "hr", "img"],
  allowedAttributes: {
    // rel and target are set by the transform below, never taken from the input.
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height"],
    ol: ["start"],
  },
  // Links go to web pages or e-mail addresses; nothing else (javascript:, data:, vbscript: ...).
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Images come from the site's own uploads only: nothing hot-linked, nothing inline.
  exclusiveFilter: (frame) => frame.tag === "img" && !String(frame.attribs.src ?? "").startsWith("/uploads/"),
  transformTags: {
    // Links that leave the site do not pass the reader's session or the page to the other side.
    a: (tagName, { href = "", title }) => {
      const own = { href, ...(title ? { title } : {}) };
      const external = /^https?:\/\//i.test(href);
      return { tagName, attribs: external ? { ...own, rel: "noopener noreferrer nofollow", target: "_blank" } : own };
    },
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML_ALLOW_LIST);
}
