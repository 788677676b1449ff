import { describe, expect, it } from "vitest";
import { tsQueryText, type PhraseLexemes } from "./tsquery";

// As PostgreSQL's english configuration reads these phrases.
const lexemes: PhraseLexemes = new Map([
  ["logo", ["'logo'"]],
  ["logos", ["'logo'"]],
  ["logo maker", ["'logo'", "'maker'"]],
  ["brand mark", ["'brand'", "'mark'"]],
  ["bakery", ["'bakeri'"]],
  ["the", []],
]);

describe("a search's plans as one tsquery", () => {
  it("keeps, within a need, only the alternatives no other alternative covers", () => {
    expect(tsQueryText([[["logo maker", "logos", "logo", "brand mark"], ["bakery"]]], lexemes)).toBe("(('logo' | 'brand' & 'mark') & ('bakeri'))");
  });

  it("joins the plans of a relaxed search with OR", () => {
    expect(tsQueryText([[["logo"]], [["bakery"]]], lexemes)).toBe("(('logo')) | (('bakeri'))");
  });

  it("leaves out a need of stop words, and is empty when nothing is left", () => {
    expect(tsQueryText([[["the"], ["bakery"]]], lexemes)).toBe("(('bakeri'))");
    expect(tsQueryText([[["the"]]], lexemes)).toBe("");
  });
});
