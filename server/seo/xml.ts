/** Writing XML documents (sitemaps, feeds) as text: one escaper for every value. */
export const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** Characters XML 1.0 forbids even when escaped (control characters from pasted text). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** A value as element text: forbidden characters dropped, the rest escaped. */
export const xmlText = (text: string) => escapeXml(text.replace(FORBIDDEN_IN_XML, ""));
