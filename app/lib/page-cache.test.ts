import { describe, expect, it } from "vitest";
import { cacheablePage, cacheableToolSearch, isCacheablePage } from "./page-cache";

const url = (address: string) => new URL(address, "https://site.test");

describe("which pages say they may be kept for anonymous visitors", () => {
  it("only routes that opt in", () => {
    expect(isCacheablePage(cacheablePage, url("/about"), {})).toBe(true);
    expect(isCacheablePage(undefined, url("/dashboard"), {})).toBe(false);
    expect(isCacheablePage({ breadcrumb: () => "x" }, url("/settings"), {})).toBe(false);
  });

  it("tool searches, except by favourites and except those that find nothing (each is counted)", () => {
    expect(isCacheablePage(cacheableToolSearch, url("/tools?search=logo"), { total: 12 })).toBe(true);
    expect(isCacheablePage(cacheableToolSearch, url("/tools?sort=favourites"), { total: 12 })).toBe(false);
    expect(isCacheablePage(cacheableToolSearch, url("/tools?search=zzzz"), { total: 0 })).toBe(false);
  });
});
