import { describe, expect, it } from "vitest";
import { PageStore, PartitionedPageStore, QUERY_SHARE, type CachedPage } from "./store";

const page = (bytes: number): CachedPage => ({
  etag: "x",
  variants: { identity: { body: Buffer.alloc(bytes), headers: [] }, gzip: { body: Buffer.alloc(0), headers: [] }, br: { body: Buffer.alloc(0), headers: [] } },
  notModified: [],
});

describe("the page store", () => {
  it("drops the least recently used pages once the bodies pass the byte budget", () => {
    const store = new PageStore(300);
    store.set("a", page(100));
    store.set("b", page(100));
    store.set("c", page(100));
    store.get("a"); // a is now the most recently used
    store.set("d", page(100));
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")).toBeDefined();
    expect(store.get("c")).toBeDefined();
    expect(store.get("d")).toBeDefined();
    expect(store.size).toEqual({ pages: 3, bytes: 300 });
  });

  it("counts a replaced page once, keeps nothing larger than the budget, and empties", () => {
    const store = new PageStore(300);
    store.set("a", page(100));
    store.set("a", page(200));
    expect(store.size).toEqual({ pages: 1, bytes: 200 });
    store.set("huge", page(301));
    expect(store.get("huge")).toBeUndefined();
    expect(store.get("a")).toBeDefined();
    store.clear();
    expect(store.size).toEqual({ pages: 0, bytes: 0 });
  });

  it("keeps addresses without a query when endless addresses with one are asked for", () => {
    const store = new PartitionedPageStore(1000);
    for (const path of ["/", "/tools", "/category/animation"]) store.set(` ${path}`, page(100));
    for (let i = 0; i < 10_000; i++) store.set(` /tools?x=${i}`, page(50));
    for (const path of ["/", "/tools", "/category/animation"]) expect(store.get(` ${path}`), path).toBeDefined();
    expect(store.size.bytes).toBeLessThanOrEqual(300 + 1000 * QUERY_SHARE);
    expect(store.get(" /tools?x=9999")).toBeDefined();
    expect(store.get(" /tools?x=0")).toBeUndefined();
  });
});
