import { describe, expect, it } from "vitest";
import { courseListQuerySchema, noQuerySchema, parseQuery, toolListQuerySchema } from "./params";
import { ApiError } from "./protocol";

const tools = (query: string) => parseQuery(toolListQuerySchema, new URLSearchParams(query));

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("API query parameters", () => {
  it("read the /tools parameters under the same names", () => {
    expect(tools("search=%20photo%20%20editor%20&category=video-editing&category=animation&pricing=Free&platform=web&task=edit-photos&free=1&open-source=true&commercial=0&sort=name&limit=50")).toEqual({
      search: "photo editor",
      category: ["animation", "video-editing"],
      pricing: ["Free"],
      platform: ["web"],
      task: ["edit-photos"],
      free: true,
      "open-source": true,
      commercial: ["0"],
      "no-watermark": false,
      "no-card": false,
      sort: "name",
      limit: 50,
    });
  });

  it("default what is not given, and count empty values as not given", () => {
    const defaults = { category: [], pricing: [], platform: [], task: [], free: false, "open-source": false, commercial: [], "no-watermark": false, "no-card": false, limit: 24 };
    expect(tools("")).toEqual(defaults);
    expect(tools("search=&category=&limit=&sort=&cursor=")).toEqual(defaults);
  });

  it("take training=no for tools that do not train on your content", () => {
    expect(tools("training=no").training).toBe("no");
    expect(tools("").training).toBeUndefined();
  });

  it("take commercial use per plan, and a price ceiling in dollars a month", () => {
    expect(tools("commercial=paid-plans&commercial=free-plan&commercial=paid-plans").commercial).toEqual(["free-plan", "paid-plans"]);
    expect(tools("commercial=1").commercial).toEqual(["1"]);
    expect(tools("max-price=20")["max-price"]).toBe(20);
    expect(tools("max-price=9.99")["max-price"]).toBe(9.99);
    expect(tools("max-price=0")["max-price"]).toBe(0);
    expect(tools("sort=price").sort).toBe("price");
  });

  it("treat repeated filter values as one set", () => {
    expect(tools("category=b&category=a&category=b").category).toEqual(["a", "b"]);
  });

  it.each([
    ["limit=0", /^limit must be a whole number from 1 to 100/],
    ["limit=101", /^limit must be a whole number from 1 to 100/],
    ["limit=ten", /^limit must be a whole number from 1 to 100/],
    ["limit=-1", /^limit must be a whole number from 1 to 100/],
    ["limit=2.5", /^limit must be a whole number from 1 to 100/],
    ["limit=10&limit=20", /^limit may be given only once/],
    ["sort=popular", /^sort must be one of relevance, notable, newest, name, favourites/],
    ["pricing=free", /^pricing must be one of Free, Freemium/],
    ["platform=amiga", /^platform "amiga" is not known; use one of web,/],
    ["task=juggling", /^task "juggling" is not a known use case/],
    ["category=Image%20Generation", /^category must be a category slug/],
    ["free=yes", /^free must be 1 or 0/],
    ["training=yes", /^training must be "no"/],
    ["commercial=free", /^commercial must be one of 1, true, 0, false, free-plan, paid-plans/],
    ["max-price=cheap", /^max-price must be a number of US dollars a month/],
    ["max-price=-5", /^max-price must be a number of US dollars a month/],
    ["max-price=5&max-price=6", /^max-price may be given only once/],
    ["open-source=2", /^open-source must be 1 or 0/],
    [`search=${"a".repeat(101)}`, /^search must be at most 100 characters/],
    ["categories=animation", /^Unknown parameter "categories": it takes search, category,/],
    ["page=2", /^Unknown parameter "page"/],
  ])("refuse %s with a message naming the parameter", (query, message) => {
    const error = refusal(() => tools(query));
    expect(error).toMatchObject({ status: 400, code: "invalid_parameter" });
    expect(error.message).toMatch(message);
  });

  it("take only what each endpoint knows", () => {
    expect(parseQuery(courseListQuerySchema, new URLSearchParams("limit=5"))).toEqual({ limit: 5 });
    expect(refusal(() => parseQuery(courseListQuerySchema, new URLSearchParams("search=x"))).message).toMatch(/^Unknown parameter "search": it takes limit, cursor/);
    expect(parseQuery(noQuerySchema, new URLSearchParams(""))).toEqual({});
    expect(refusal(() => parseQuery(noQuerySchema, new URLSearchParams("limit=5"))).message).toMatch(/^Unknown parameter "limit": it takes none/);
  });
});
