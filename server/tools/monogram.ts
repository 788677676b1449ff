import { DEFAULT_MONOGRAM_COLOUR, monogramLetters } from "~/lib/monogram";

/**
 * Generated logo tiles: the site serves its own images instead of hot-linking
 * vendors' logos. A monogram on the category's colour, as SVG (pages draw the same
 * tile in HTML: app/components/monogram-tile.tsx).
 */
const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

export function monogramSvg(name: string, colour = DEFAULT_MONOGRAM_COLOUR): string {
  const letters = escapeXml(monogramLetters(name));
  const fontSize = letters.length > 1 ? 26 : 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)} initials">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${colour}" stop-opacity="0.65"/></linearGradient></defs>
<rect width="64" height="64" rx="14" fill="url(#g)"/>
<text x="32" y="33" text-anchor="middle" dominant-baseline="central" font-family="Inter, ui-sans-serif, system-ui, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${letters}</text>
</svg>`;
}
