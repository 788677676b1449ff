import { describe, expect, it } from "vitest";
import { pickFooterCategories } from "./queries";

describe("pickFooterCategories", () => {
  it("puts the preferred categories first, in their order", () => {
    const rows = ["Animation", "AI Agents", "SEO", "LLMs", "Lead Magnet Tools", "Website Builder Tools"].map((name) => ({ name }));
    expect(pickFooterCategories(rows).map((r) => r.name)).toEqual([
      "Website Builder Tools",
      "Lead Magnet Tools",
      "LLMs",
      "AI Agents",
    ]);
  });

  it("fills up with other categories when preferred ones are missing", () => {
    const rows = ["Animation", "LLMs", "SEO"].map((name) => ({ name }));
    expect(pickFooterCategories(rows).map((r) => r.name)).toEqual(["LLMs", "Animation", "SEO"]);
  });
});
