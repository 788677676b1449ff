import { describe, expect, it } from "vitest";
import { untranslatedTexts, wordsOfMessages } from "./untranslated-text";

const words = wordsOfMessages([{ a: "Open the tool's website in a new tab", b: "Save to favorites" }]);

describe("untranslated interface text", () => {
  it("finds an English phrase a translated page shares with the English one", () => {
    expect(untranslatedTexts(["Abrir el sitio", "(opens the tool's website in a new tab)"], ["Open the site", "(opens the tool's website in a new tab)"], words)).toEqual([
      "(opens the tool's website in a new tab)",
    ]);
  });

  it("leaves names, brands, numbers and translated text alone", () => {
    const shared = ["Midjourney", "Atelier AI", "1,009", "Adobe Firefly Image 3", "hello@atelier-ai.com", "https://www.photoroom.com/tools/save-to-favorites", "atelier.save_to_favorites"];
    expect(untranslatedTexts([...shared, "Guardar en favoritos"], [...shared, "Save to favorites"], words)).toEqual([]);
  });
});
