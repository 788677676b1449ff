import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { clientNavigationTarget, PageLink, type LinkClick } from "./page-link";

const ORIGIN = "https://directory.example";
const plainClick: LinkClick = { defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };
const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({ href, target: "", download: false, ...extra });

describe("PageLink", () => {
  it("renders an anchor React Router discovers, with the attributes it was given", () => {
    const html = renderToStaticMarkup(
      <PageLink to="/tools/midjourney" className="card-link">
        Midjourney
      </PageLink>,
    );
    expect(html).toBe('<a class="card-link" href="/tools/midjourney" data-discover="true" data-page-link="">Midjourney</a>');
  });
});

describe("clientNavigationTarget", () => {
  it("keeps a plain click on one of the site's pages in the app, with its query and fragment", () => {
    expect(clientNavigationTarget(plainClick, link(`${ORIGIN}/tools?search=video#results`), ORIGIN)).toBe("/tools?search=video#results");
  });

  it.each([
    ["handled elsewhere", { defaultPrevented: true }],
    ["the middle button", { button: 1 }],
    ["with Ctrl (new tab)", { ctrlKey: true }],
    ["with Cmd (new tab)", { metaKey: true }],
    ["with Shift (new window)", { shiftKey: true }],
    ["with Alt (download)", { altKey: true }],
  ])("leaves a click %s to the browser", (_case, change) => {
    expect(clientNavigationTarget({ ...plainClick, ...change }, link(`${ORIGIN}/tools`), ORIGIN)).toBeNull();
  });

  it("leaves links to another origin, another frame or a download to the browser", () => {
    expect(clientNavigationTarget(plainClick, link("https://elsewhere.example/tools"), ORIGIN)).toBeNull();
    expect(clientNavigationTarget(plainClick, link(`${ORIGIN}/tools`, { target: "_blank" }), ORIGIN)).toBeNull();
    expect(clientNavigationTarget(plainClick, link(`${ORIGIN}/tools`, { download: true }), ORIGIN)).toBeNull();
  });

  it("follows a link that names its own frame", () => {
    expect(clientNavigationTarget(plainClick, link(`${ORIGIN}/blog`, { target: "_self" }), ORIGIN)).toBe("/blog");
  });
});
