import { describe, expect, it } from "vitest";
import { isSearchActive, pageHref, readToolSearch, writeToolSearch } from "./tool-search-params";

describe("tool search URL state", () => {
  it("reads repeated filters and ignores junk pages", () => {
    const state = readToolSearch(new URLSearchParams("search=+video+&category=seo&category=seo&category=llms&pricing=Free&page=-3"));
    expect(state).toEqual({ search: "video", categories: ["seo", "llms"], pricing: ["Free"], page: 1 });
    expect(isSearchActive(state)).toBe(true);
    expect(isSearchActive(readToolSearch(new URLSearchParams("page=2")))).toBe(false);
  });

  it("writes a state back without defaults, and round-trips", () => {
    const state = { search: "logo", categories: ["logo-and-branding"], pricing: ["Free", "Paid"], page: 2 };
    const params = writeToolSearch(state);
    expect(params.toString()).toBe("search=logo&category=logo-and-branding&pricing=Free&pricing=Paid&page=2");
    expect(readToolSearch(params)).toEqual(state);
    expect(pageHref({ ...state, page: 1 }, 3)).toBe("?search=logo&category=logo-and-branding&pricing=Free&pricing=Paid&page=3");
    expect(writeToolSearch({ search: "", page: 1 }).toString()).toBe("");
  });
});
