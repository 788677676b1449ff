import { describe, expect, it } from "vitest";
import { loadCatalogue } from "./catalogue";

const catalogue = loadCatalogue();
const SUGGESTION_FORM_CATEGORIES = [
  "Image Generation",
  "Video Creation",
  "Writing & Content",
  "Audio & Music",
  "Design & Graphics",
  "Productivity",
  "Marketing",
  "Animation",
];

describe("seed catalogue", () => {
  it("is big enough for a real directory", () => {
    expect(catalogue.tools.length).toBeGreaterThanOrEqual(300);
    expect(catalogue.categories).toHaveLength(40);
    expect(catalogue.courses.length).toBeGreaterThanOrEqual(30);
    expect(catalogue.posts.length).toBeGreaterThanOrEqual(6);
    expect(catalogue.showcase.featured).toHaveLength(4);
  });

  it("has the categories the product names, with the spec's display name", () => {
    const names = catalogue.categories.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["Website Builder Tools", "Lead Magnet Tools", "LLMs", "AI Agents", ...SUGGESTION_FORM_CATEGORIES]));
    const leadMagnet = catalogue.categories.find((c) => c.slug === "lead-magnet-tools");
    expect(leadMagnet?.displayName).toBe("Lead Generation Tools");
  });

  it("gives every category several tools", () => {
    for (const category of catalogue.categories) {
      const tools = catalogue.tools.filter((t) => t.category === category.slug);
      expect(tools.length, category.name).toBeGreaterThanOrEqual(5);
    }
  });

  it("lists every tool once, by name and by website", () => {
    const names = catalogue.tools.map((t) => t.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const sites = catalogue.tools.map((t) => t.website.replace(/^https:\/\/(www\.)?/, "").replace(/\/$/, ""));
    expect(new Set(sites).size).toBe(sites.length);
  });

  it("writes category slugs the way the spec does (& as and)", () => {
    for (const category of catalogue.categories) {
      const expected = category.name.toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
      expect(category.slug).toBe(expected);
    }
  });
});
