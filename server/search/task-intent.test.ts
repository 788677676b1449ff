import { describe, expect, it } from "vitest";
import { intendedCategory, type CategoryPhrases } from "./task-intent";

const CATEGORIES: CategoryPhrases[] = [
  { id: 1, slug: "c1", name: "Image Generation", phrases: ["text to image", "image generator", "ai art"] },
  { id: 2, slug: "c2", name: "Background Removal", phrases: ["remove background", "background remover", "remove background from photo"] },
  { id: 3, slug: "c3", name: "Video Creation", phrases: ["text to video", "image to video", "video generator"] },
  { id: 4, slug: "c4", name: "Video Editing", phrases: ["video editor", "edit video"] },
  { id: 5, slug: "c5", name: "Logo & Branding", phrases: ["logo", "logo maker"] },
];

const intent = (query: string) => intendedCategory(CATEGORIES, query)?.name;

describe("the kind of tool a search asks for", () => {
  it("is the category one of whose phrases the query says, give or take noise words and endings", () => {
    expect(intent("text to image")).toBe("Image Generation");
    expect(intent("The best free AI image generators")).toBe("Image Generation");
    expect(intent("ai video editor")).toBe("Video Editing");
    expect(intent("editing videos")).toBe("Video Editing");
    expect(intent("remove background from photo")).toBe("Background Removal");
    expect(intent("backgrounds remover")).toBe("Background Removal");
    expect(intent("logo")).toBe("Logo & Branding");
  });

  it("reads a phrase's words in their order", () => {
    const withSpeech = [...CATEGORIES, { id: 6, slug: "c6", name: "Voice", phrases: ["text to speech"] }, { id: 7, slug: "c7", name: "Transcription", phrases: ["speech to text"] }];
    expect(intendedCategory(withSpeech, "speech to text")?.name).toBe("Transcription");
    expect(intendedCategory(withSpeech, "text to speech")?.name).toBe("Voice");
  });

  it("prefers the longest phrase the query says", () => {
    // "image to video" says Video Creation's phrase whole; Image Generation's "image generator" is not said.
    expect(intent("image to video")).toBe("Video Creation");
  });

  it("is none when a word of the query is no word of the category's, as in a tool's name or a subject", () => {
    expect(intent("logo for my bakery")).toBeUndefined();
    expect(intent("canva logo")).toBeUndefined();
    expect(intent("midjourney")).toBeUndefined();
    expect(intent("image")).toBeUndefined();
    expect(intent("ai")).toBeUndefined();
    expect(intent("")).toBeUndefined();
  });
});
