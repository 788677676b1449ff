/** Text as HTML element or attribute content, for the e-mails and newsletter pages the server writes. */
export const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c]!);
