import { describe, expect, it } from "vitest";
import { namesAllWords } from "./word-match";

describe("a name that holds what was typed", () => {
  it("takes each typed word as the start or the stem of a word of the name, in any order and case", () => {
    expect(namesAllWords("Remove backgrounds", "remove background")).toBe(true);
    expect(namesAllWords("Remove backgrounds", "BACKGROUNDS rem")).toBe(true);
    expect(namesAllWords("Background Removal", "remove background")).toBe(true);
    expect(namesAllWords("Edit and retouch photos", "editing photo")).toBe(true);
    expect(namesAllWords("Remove backgrounds", "ground")).toBe(false);
    expect(namesAllWords("Remove backgrounds", "remote")).toBe(false);
    expect(namesAllWords("Remove backgrounds", "  ")).toBe(false);
  });
});
