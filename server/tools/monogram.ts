import { DEFAULT_MONOGRAM_COLOUR, monogramLetters } from "~/lib/monogram";
import { escapeXml } from "../seo/xml";

/**
 * Generated logo tiles: the site serves its own images instead of hot-linking
 * vendors' logos. Dark initials on a faint tint of the category's colour, as SVG (pages
 * draw the same tile in HTML, in the page's theme: app/components/monogram-tile.tsx).
 */
export function monogramSvg(name: string, colour = DEFAULT_MONOGRAM_COLOUR): string {
  const letters = escapeXml(monogramLetters(name));
  const fontSize = letters.length > 1 ? 26 : 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)} initials">
<rect width="64" height="64" rx="14" fill="#ffffff"/>
<rect x="1" y="1" width="62" height="62" rx="13" fill="${colour}" fill-opacity="0.14" stroke="${colour}" stroke-opacity="0.5" stroke-width="2"/>
<text x="32" y="33" text-anchor="middle" dominant-baseline="central" font-family="Inter, ui-sans-serif, system-ui, sans-serif" font-size="${fontSize}" font-weight="700" fill="#18181b">${letters}</text>
</svg>`;
}
