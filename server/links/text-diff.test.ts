import { describe, expect, it } from "vitest";
import { changedRegion } from "./text-diff";

const lines = (...items: string[]) => items.join("\n");

describe("the region where two texts differ", () => {
  it("is nothing for the same text", () => {
    expect(changedRegion(lines("a", "b"), lines("a", "b"))).toBeNull();
  });

  it("shows lines added or taken away with the lines around them", () => {
    expect(changedRegion(lines("a", "b", "c", "d"), lines("a", "b", "new", "c", "d"))).toEqual({ lead: ["a", "b"], removed: [], added: ["new"], removedMore: 0, addedMore: 0, trail: ["c", "d"] });
    expect(changedRegion(lines("a", "b", "c"), lines("a", "b"))).toEqual({ lead: ["a", "b"], removed: ["c"], added: [], removedMore: 0, addedMore: 0, trail: [] });
  });

  it("shows a long region from its start, counting what is left out, and cuts a long paragraph", () => {
    const before = lines("top", ...Array.from({ length: 20 }, (_, i) => `old ${i}`), "bottom");
    const after = lines("top", `${"x".repeat(700)}`, ...Array.from({ length: 11 }, (_, i) => `new ${i}`), "bottom");
    const region = changedRegion(before, after)!;
    expect(region.lead).toEqual(["top"]);
    expect(region.removed).toEqual(Array.from({ length: 8 }, (_, i) => `old ${i}`));
    expect(region.removedMore).toBe(12);
    expect(region.added[0]).toBe(`${"x".repeat(600)}…`);
    expect(region.addedMore).toBe(4);
    // The lines after a region shown in part would not follow what is shown.
    expect(region.trail).toEqual([]);
  });
});
