import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { icon, iconMarkup } from "./icon";
import { Search } from "./icons";

describe("icons written out once as markup", () => {
  it("draws lucide's shapes, without React's keys, escaping what would end an attribute", () => {
    expect(iconMarkup({ name: "test", node: [["path", { d: 'M1 1"x<&', key: "k1" }], ["circle", { cx: "4", cy: "20", r: "2", key: "k2" }]] })).toBe(
      '<path d="M1 1&quot;x&lt;&amp;"></path><circle cx="4" cy="20" r="2"></circle>',
    );
  });

  it("renders lucide's attributes and shapes, hidden from assistive technology unless named", () => {
    expect(renderToStaticMarkup(<Search className="size-4" />)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="size-4"><path d="m21 21-4.34-4.34"></path><circle cx="11" cy="11" r="8"></circle></svg>',
    );
    const Dot = icon({ name: "dot", node: [["circle", { cx: "12", cy: "12", r: "1" }]] });
    expect(renderToStaticMarkup(<Dot aria-label="Status" fill="currentColor" />)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-label="Status"><circle cx="12" cy="12" r="1"></circle></svg>',
    );
  });
});
