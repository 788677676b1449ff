import { describe, expect, it } from "vitest";
import { parseTags, readingMinutes, slugFromTitle } from "./blog";

describe("blog rules", () => {
  it("makes a slug of lowercase letters, digits and hyphens from a title", () => {
    expect(slugFromTitle("How to Choose an AI Image Generator?")).toBe("how-to-choose-an-ai-image-generator");
    expect(slugFromTitle("  Café & Crème: 10 Tips  ")).toBe("cafe-creme-10-tips");
    expect(slugFromTitle("[DRAFT] New -- post")).toBe("draft-new-post");
    expect(slugFromTitle("!!!")).toBe("");
  });

  it("splits tags on commas, trims them and drops empties and repeats", () => {
    expect(parseTags(" design, ,video ,design,")).toEqual(["design", "video"]);
    expect(parseTags("")).toEqual([]);
  });

  it("counts reading minutes from the words of the text, not the markup", () => {
    expect(readingMinutes("<p>short</p>")).toBe(1);
    const words = Array.from({ length: 1000 }, (_, i) => `<strong>word${i}</strong>`).join(" ");
    expect(readingMinutes(`<p>${words}</p>`)).toBe(5);
  });
});
