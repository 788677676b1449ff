import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { firstSentence, renderCard, type SocialCard } from "./card";

async function expectCardPng(png: Buffer) {
  const { format, width, height } = await sharp(png).metadata();
  expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
}

/** The fraction of pixels in a region that differ from the background: text drawn there shows up. */
async function inkIn(png: Buffer, region: { left: number; top: number; width: number; height: number }): Promise<number> {
  const { data, info } = await sharp(png).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 80 || data[i + 1]! > 80 || data[i + 2]! > 80) ink++;
  return ink / (info.width * info.height);
}

// A small SVG mark, as the brand logos are.
const logo = `data:image/png;base64,${(await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="10" fill="#e11d48"/></svg>')).png().toBuffer()).toString("base64")}`;

const cards: SocialCard[] = [
  { kind: "site" },
  { kind: "tool", name: "Adobe Firefly", categoryName: "Image Generation", categoryColour: "#f59e0b", description: "Generative models. Trained on licensed stock.", pricing: "Freemium", initials: "AF", logo },
  { kind: "tool", name: "Krea", categoryName: null, categoryColour: null, description: "Real-time image generation.", pricing: "Free", initials: "K" },
  { kind: "category", name: "Audio & Music", description: "Compose and master music with AI.", colour: "#ec4899", toolCount: 27 },
  { kind: "blog", title: "How designers use AI image generators", excerpt: "A practical guide.", category: "Guides", author: "Editorial" },
];

describe("social cards", () => {
  it.each(cards.map((card) => [card.kind, card] as const))("draws a %s card as a 1200x630 PNG", async (_kind, card) => {
    await expectCardPng(await renderCard(card));
  });

  it("still draws a card with a very long name and description, inside the card", async () => {
    const png = await renderCard({
      kind: "tool",
      name: "Supercalifragilisticexpialidocious Generative Video Studio Pro Max Ultra Edition ".repeat(20),
      categoryName: "Architecture & Interior Design",
      categoryColour: "not a colour",
      description: "Unbreakable".repeat(400),
      pricing: "One-time Payment",
      initials: "SG",
    });
    await expectCardPng(png);
    // The clamp keeps the text off the right margin (72 px) and off the bottom bar's band.
    expect(await inkIn(png, { left: 1200 - 60, top: 120, width: 60, height: 420 })).toBeLessThan(0.01);
    expect(await inkIn(png, { left: 0, top: 630 - 40, width: 1200, height: 40 })).toBeLessThan(0.01);
  });

  it("draws the text it is given", async () => {
    const blank = await renderCard({ kind: "blog", title: "", excerpt: "", category: "", author: "" });
    const written = await renderCard({ kind: "blog", title: "A title worth reading", excerpt: "", category: "", author: "" });
    const titleBand = { left: 72, top: 200, width: 900, height: 200 };
    expect(await inkIn(written, titleBand)).toBeGreaterThan((await inkIn(blank, titleBand)) + 0.02);
  });

  it("keeps the first sentence of a description", () => {
    expect(firstSentence("Makes images. Also video.")).toBe("Makes images.");
    expect(firstSentence("Version 2.5 of the model, e.g. for posters")).toBe("Version 2.5 of the model, e.g. for posters");
    expect(firstSentence("One sentence only")).toBe("One sentence only");
  });
});
