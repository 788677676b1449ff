/**
 * Draws the social cards: 1200x630 PNGs in the site's dark look. Satori lays out plain
 * element objects (no React at run time) and draws the text as paths, so sharp turns its
 * SVG into a PNG without any font installed on the machine.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { ReactElement } from "react";
import type { SatoriOptions } from "satori";
import sharp from "sharp";
import { SITE_NAME, SITE_TAGLINE } from "~/lib/site";
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from "~/lib/social-images";

export type SocialCard =
  | {
      kind: "tool";
      name: string;
      categoryName: string | null;
      categoryColour: string | null;
      description: string;
      pricing: string;
      /** The tool's logo as a data: URI; without one the card shows the tool's initials. */
      logo?: string;
      initials: string;
    }
  | { kind: "category"; name: string; description: string; colour: string; toolCount: number }
  | { kind: "blog"; title: string; excerpt: string; category: string; author: string }
  | { kind: "site" };

/** The dark theme's tokens (app/app.css). */
const COLOURS = {
  background: "#0b0b0e",
  surfaceRaised: "#1c1c23",
  border: "#2a2a33",
  foreground: "#f4f4f5",
  muted: "#a1a1aa",
  accent: "#b79cff",
  accentForeground: "#160c2e",
};

type Style = Record<string, string | number>;
type Child = ReactElement | string;

/** One element as satori reads it: the shape of a React element, built without React. */
function el(type: string, style: Style, children?: Child | Child[], props: Record<string, unknown> = {}): ReactElement {
  return { type, key: null, props: { ...props, style, children } };
}

/** Text cut to a number of lines with an ellipsis; also cut in characters, so a huge field costs no layout time. */
function clamped(text: string, lines: number, style: Style): ReactElement {
  const limit = 80 * lines;
  const short = text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
  return el("div", { display: "block", width: "100%", lineClamp: lines, overflowWrap: "anywhere", ...style }, short);
}

/** Admins choose colours as #rrggbb; anything else falls back to the accent rather than breaking the card. */
function hex(colour: string | null | undefined): string {
  return colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour : COLOURS.accent;
}

function withAlpha(colour: string, alpha: number): string {
  const value = Number.parseInt(colour.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

/** The first sentence of a description: a full description rarely fits a card. */
export function firstSentence(text: string): string {
  const [sentence] = text.trim().split(/(?<=[.!?])\s+(?=["“(]?[\p{Lu}\p{N}])/u);
  return sentence ?? "";
}

function chip(label: string, colour?: string): ReactElement {
  return el(
    "div",
    { display: "flex", alignItems: "center", gap: 12, padding: "8px 22px", borderRadius: 999, border: `2px solid ${COLOURS.border}`, backgroundColor: COLOURS.surfaceRaised, fontSize: 26, color: COLOURS.foreground },
    colour ? [el("div", { width: 14, height: 14, borderRadius: 999, backgroundColor: colour }), label] : label,
  );
}

/** The frame every card shares: a glow in the card's colour, the site's name on top, the address of the directory below. */
function frame(glow: string, label: string, body: ReactElement[]): ReactElement {
  return el(
    "div",
    {
      width: SOCIAL_IMAGE_WIDTH,
      height: SOCIAL_IMAGE_HEIGHT,
      display: "flex",
      flexDirection: "column",
      padding: "56px 72px",
      boxSizing: "border-box",
      fontFamily: "Inter",
      color: COLOURS.foreground,
      backgroundColor: COLOURS.background,
      backgroundImage: `radial-gradient(circle at 92% 0%, ${withAlpha(glow, 0.28)} 0%, ${withAlpha(glow, 0)} 55%)`,
    },
    [
      el("div", { display: "flex", alignItems: "center", gap: 16, fontSize: 28 }, [
        el("div", { width: 36, height: 36, borderRadius: 10, backgroundColor: COLOURS.accent }),
        el("div", { fontWeight: 700 }, SITE_NAME),
        el("div", { color: COLOURS.muted }, `·  ${label}`),
      ]),
      el("div", { display: "flex", flexDirection: "column", justifyContent: "center", width: "100%", flexGrow: 1, minHeight: 0 }, body),
      el("div", { display: "flex", height: 6, borderRadius: 3, backgroundImage: `linear-gradient(90deg, ${glow}, ${withAlpha(glow, 0)})` }),
    ],
  );
}

function nameSize(name: string): number {
  return name.length <= 16 ? 80 : name.length <= 28 ? 66 : 54;
}

function toolCard(card: Extract<SocialCard, { kind: "tool" }>): ReactElement {
  const colour = hex(card.categoryColour);
  // Brand marks are drawn for light backgrounds (scripts/brand-logos.mjs), so they sit on a white tile, as on the site.
  const logo = card.logo
    ? el("div", { display: "flex", alignItems: "center", justifyContent: "center", width: 168, height: 168, flexShrink: 0, borderRadius: 36, backgroundColor: "#ffffff" }, [
        el("img", { width: 108, height: 108, objectFit: "contain" }, undefined, { src: card.logo, width: 108, height: 108 }),
      ])
    : el(
        "div",
        { display: "flex", alignItems: "center", justifyContent: "center", width: 168, height: 168, flexShrink: 0, borderRadius: 36, backgroundImage: `linear-gradient(135deg, ${colour}, ${withAlpha(colour, 0.65)})`, fontSize: 68, fontWeight: 700, color: "#ffffff" },
        card.initials,
      );
  return frame(colour, "AI tool", [
    el("div", { display: "flex", alignItems: "center", width: "100%", gap: 44 }, [
      logo,
      el("div", { display: "flex", flexDirection: "column", gap: 22, flexGrow: 1, flexShrink: 1, flexBasis: 0, minWidth: 0 }, [
        clamped(card.name, 2, { fontSize: nameSize(card.name), fontWeight: 700, lineHeight: 1.08, letterSpacing: -1.5 }),
        el("div", { display: "flex", gap: 14 }, [...(card.categoryName ? [chip(card.categoryName, colour)] : []), chip(card.pricing)]),
      ]),
    ]),
    clamped(firstSentence(card.description), 3, { marginTop: 44, fontSize: 34, lineHeight: 1.4, color: COLOURS.muted }),
  ]);
}

function categoryCard(card: Extract<SocialCard, { kind: "category" }>): ReactElement {
  const colour = hex(card.colour);
  return frame(colour, "Category", [
    clamped(card.name, 2, { fontSize: nameSize(card.name) + 4, fontWeight: 700, lineHeight: 1.08, letterSpacing: -1.5 }),
    el("div", { display: "flex", marginTop: 28 }, [chip(card.toolCount === 1 ? "1 AI tool" : `${card.toolCount} AI tools`, colour)]),
    clamped(card.description, 3, { marginTop: 36, fontSize: 34, lineHeight: 1.4, color: COLOURS.muted }),
  ]);
}

function blogCard(card: Extract<SocialCard, { kind: "blog" }>): ReactElement {
  return frame(COLOURS.accent, "Blog", [
    ...(card.category ? [clamped(card.category.toUpperCase(), 1, { fontSize: 26, fontWeight: 700, letterSpacing: 2, color: COLOURS.accent })] : []),
    clamped(card.title, 3, { marginTop: 18, fontSize: card.title.length <= 40 ? 70 : 58, fontWeight: 700, lineHeight: 1.12, letterSpacing: -1.2 }),
    clamped(card.excerpt, 2, { marginTop: 30, fontSize: 32, lineHeight: 1.4, color: COLOURS.muted }),
    ...(card.author ? [clamped(`By ${card.author}`, 1, { marginTop: 26, fontSize: 26, color: COLOURS.muted })] : []),
  ]);
}

function siteCard(): ReactElement {
  return frame(COLOURS.accent, "Directory", [
    el("div", { fontSize: 112, fontWeight: 700, letterSpacing: -3, lineHeight: 1 }, SITE_NAME),
    clamped(SITE_TAGLINE.charAt(0).toUpperCase() + SITE_TAGLINE.slice(1), 2, { marginTop: 32, fontSize: 46, lineHeight: 1.3, color: COLOURS.muted }),
    el("div", { display: "flex", marginTop: 44 }, [
      el("div", { padding: "14px 30px", borderRadius: 14, backgroundColor: COLOURS.accent, color: COLOURS.accentForeground, fontSize: 30, fontWeight: 700 }, "Find the right AI tool for your creative work"),
    ]),
  ]);
}

function layout(card: SocialCard): ReactElement {
  switch (card.kind) {
    case "tool":
      return toolCard(card);
    case "category":
      return categoryCard(card);
    case "blog":
      return blogCard(card);
    case "site":
      return siteCard();
  }
}

// Inter as the site uses it (a bundled Fontsource font, no font CDN), in the subsets names are written in.
// Satori keeps one font per family and weight, so each subset is a family of its own, found as a fallback.
const FONT_SUBSETS = ["latin", "latin-ext", "cyrillic", "greek"] as const;
const nodeRequire = createRequire(import.meta.url);
let fonts: Promise<SatoriOptions["fonts"]> | undefined;
function loadFonts(): Promise<SatoriOptions["fonts"]> {
  fonts ??= Promise.all(
    FONT_SUBSETS.flatMap((subset) =>
      ([400, 700] as const).map(async (weight) => ({
        name: subset === "latin" ? "Inter" : `Inter ${subset}`,
        weight,
        style: "normal" as const,
        data: await readFile(nodeRequire.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      })),
    ),
  );
  return fonts;
}

/** We bundle no emoji font: an emoji is left out (a blank space) rather than drawn as a missing-glyph box. */
const NO_EMOJI = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`;

export async function renderCard(card: SocialCard): Promise<Buffer> {
  // Loaded with the first card, not with the server: it takes longer to load than the rest of start-up's libraries.
  const { default: satori } = await import("satori");
  const svg = await satori(layout(card), {
    width: SOCIAL_IMAGE_WIDTH,
    height: SOCIAL_IMAGE_HEIGHT,
    fonts: await loadFonts(),
    loadAdditionalAsset: async (code) => (code === "emoji" ? NO_EMOJI : []),
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer();
}
