import type { CSSProperties } from "react";
import { DEFAULT_MONOGRAM_COLOUR, monogramLetters } from "~/lib/monogram";

/**
 * The initials tile of a tool without a logo, drawn by the page: the same tile as the image at
 * /logos/<slug>.svg (server/tools/monogram.ts). A browser sets every SVG image in a document of its
 * own, and the text in one costs it a font lookup besides: on a listing page with twenty such tiles
 * that was 25-30 ms of a desktop's main thread while the page loaded, several times that on a phone.
 * Here it is a box of text in the page's own font.
 */
export function MonogramTile({
  name,
  colour,
  size,
  label,
  title,
}: {
  name: string;
  colour: string | null;
  size: number;
  label: string;
  title?: string;
}) {
  const letters = monogramLetters(name);
  // Shapes and colours come from the monogram-tile utility (app.css); each tile sets only its size
  // and colour, so twenty tiles add little to a page.
  const style: CSSProperties = { "--tile-size": `${size}px`, "--tile-colour": colour ?? DEFAULT_MONOGRAM_COLOUR };
  return (
    <span role="img" aria-label={label} title={title} className="monogram-tile" data-letters={letters.length} style={style}>
      <span aria-hidden="true">{letters}</span>
    </span>
  );
}
