import { describe, expect, it } from "vitest";
import { readPriceWords, withPriceWordsRead } from "./price-words";
import { readToolSearch } from "./tool-search-params";

describe("price words in a tool search", () => {
  it.each([
    ["free background remover", "background remover", { freePlan: true, maxPrice: null, affordable: false }],
    ["cheap AI video editor", "AI video editor", { freePlan: false, maxPrice: null, affordable: true }],
    ["video editor under $20", "video editor", { freePlan: false, maxPrice: 20, affordable: false }],
    ["logo maker under 15 dollars a month", "logo maker", { freePlan: false, maxPrice: 15, affordable: false }],
    ["quitar fondo gratis", "quitar fondo", { freePlan: true, maxPrice: null, affordable: false }],
    ["éditeur vidéo pas cher", "éditeur vidéo", { freePlan: false, maxPrice: null, affordable: true }],
    ["kostenlose Transkription unter 10 $", "Transkription", { freePlan: true, maxPrice: 10, affordable: false }],
  ])("reads %j as %j with %j", (search, rest, read) => {
    expect(readPriceWords(search)).toEqual({ rest, read });
  });

  it("leaves words that only contain a price word, and searches without any", () => {
    expect(readPriceWords("royalty-free music")).toBeNull();
    expect(readPriceWords("freelance invoicing")).toBeNull();
    expect(readPriceWords("budgeting")).toBeNull();
    expect(readPriceWords("transcribe an interview")).toBeNull();
  });

  it("turns them into the filters and order they stand for, keeping what the visitor chose", () => {
    const { state, read } = withPriceWordsRead(readToolSearch(new URLSearchParams("search=cheap+free+video+editor+under+%2430&sort=name")));
    expect(read).toEqual({ freePlan: true, maxPrice: 30, affordable: true });
    expect(state).toMatchObject({ search: "video editor", freeTier: true, maxPrice: 30, sort: "name" });
    expect(withPriceWordsRead(readToolSearch(new URLSearchParams("search=photo+editor"))).read).toBeNull();
  });
});
