import { describe, expect, it } from "vitest";
import { isSearchActive, MAX_PAGE, pageHref, readToolSearch, writeToolSearch } from "./tool-search-params";
import { activeFilters, withoutFilter } from "./filters-to-drop";

const EMPTY = { sort: "" as const, search: "", categories: [], pricing: [], platforms: [], tasks: [], freeTier: false, openSource: false, commercialUse: false, commercialFreePlan: false, commercialPaidPlans: false, maxPrice: null, noWatermark: false, noCard: false, noTraining: false, page: 1 };

describe("tool search URL state", () => {
  it("reads repeated filters and ignores junk pages", () => {
    const state = readToolSearch(new URLSearchParams("search=+video+&category=seo&category=seo&category=llms&pricing=Free&page=-3"));
    expect(state).toEqual({ ...EMPTY, search: "video", categories: ["seo", "llms"], pricing: ["Free"] });
    expect(isSearchActive(state)).toBe(true);
    expect(isSearchActive(readToolSearch(new URLSearchParams("page=2")))).toBe(false);
  });

  it("clamps huge page numbers and ignores anything that is not a plain number", () => {
    const pageOf = (query: string) => readToolSearch(new URLSearchParams(query)).page;
    expect(pageOf("page=99999999999999999999999")).toBe(1);
    expect(pageOf("page=9007199254740993")).toBe(MAX_PAGE);
    expect(pageOf("page=12")).toBe(12);
    expect(pageOf("page=1e9")).toBe(1);
    expect(pageOf("page=3abc")).toBe(1);
    expect(pageOf("page=0")).toBe(1);
  });

  it("writes a state back without defaults, and round-trips", () => {
    const state = { ...EMPTY, search: "logo", categories: ["logo-and-branding"], pricing: ["Free", "Paid"], page: 2 };
    const params = writeToolSearch(state);
    expect(params.toString()).toBe("search=logo&category=logo-and-branding&pricing=Free&pricing=Paid&page=2");
    expect(readToolSearch(params)).toEqual(state);
    expect(pageHref({ ...state, page: 1 }, 3)).toBe("?search=logo&category=logo-and-branding&pricing=Free&pricing=Paid&page=3");
    expect(writeToolSearch({ search: "", page: 1 }).toString()).toBe("");
    expect(readToolSearch(writeToolSearch({ ...state, sort: "name" })).sort).toBe("name");
    expect(readToolSearch(new URLSearchParams("sort=rating")).sort).toBe("rating");
    expect(readToolSearch(new URLSearchParams("sort=price")).sort).toBe("price");
  });

  it("reads commercial use per plan and a price ceiling, and writes them back", () => {
    const state = readToolSearch(new URLSearchParams("commercial=free-plan&commercial=paid-plans&max-price=20"));
    expect([state.commercialFreePlan, state.commercialPaidPlans, state.commercialUse, state.maxPrice]).toEqual([true, true, false, 20]);
    expect(writeToolSearch(state).toString()).toBe("commercial=free-plan&commercial=paid-plans&max-price=20");
    // Links made before the per-plan filters keep their meaning.
    expect(readToolSearch(new URLSearchParams("commercial=1")).commercialUse).toBe(true);
    expect(readToolSearch(new URLSearchParams("max-price=0")).maxPrice).toBe(0);
    for (const junk of ["-5", "1e3", "abc", "", "20.999"]) expect(readToolSearch(new URLSearchParams(`max-price=${junk}`)).maxPrice).toBeNull();
    expect(readToolSearch(new URLSearchParams("sort=random")).sort).toBe("");
  });

  it("reads platform, task and yes/no filters, drops unknown values, and writes them back", () => {
    const state = readToolSearch(new URLSearchParams("platform=mac&platform=nonsense&task=transcribe&task=x&free=1&open-source=1&commercial=yes"));
    expect(state).toMatchObject({ platforms: ["mac"], tasks: ["transcribe"], freeTier: true, openSource: true, commercialUse: false, noWatermark: false, noCard: false });
    expect(isSearchActive(state)).toBe(true);
    expect(writeToolSearch({ ...state, commercialUse: true }).toString()).toBe("platform=mac&task=transcribe&free=1&open-source=1&commercial=1");
    expect(readToolSearch(writeToolSearch(state))).toEqual(state);
  });

  it("names each filter in use and the same search without any one of them, from its first page", () => {
    const state = readToolSearch(new URLSearchParams("category=llms&category=video&free=1&commercial=free-plan&max-price=20&search=x&page=3"));
    const filters = activeFilters(state);
    expect(filters).toEqual([{ key: "categories", value: "llms" }, { key: "categories", value: "video" }, { key: "freeTier" }, { key: "commercialFreePlan" }, { key: "maxPrice" }]);
    expect(writeToolSearch(withoutFilter(state, filters[1]!)).toString()).toBe("search=x&category=llms&free=1&commercial=free-plan&max-price=20");
    expect(writeToolSearch(withoutFilter(state, filters[2]!)).toString()).toBe("search=x&category=llms&category=video&commercial=free-plan&max-price=20");
    expect(writeToolSearch(withoutFilter(state, filters[4]!)).toString()).toBe("search=x&category=llms&category=video&free=1&commercial=free-plan");
    expect(activeFilters(readToolSearch(new URLSearchParams("search=x")))).toEqual([]);
  });
});
