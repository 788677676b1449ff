/**
 * Pages robots.txt keeps crawlers out of also say noindex themselves, since a
 * link from elsewhere can still bring a crawler to them.
 */
import { describe, expect, it } from "vitest";
import { DISALLOWED_PATHS } from "@server/seo/robots";

type MetaModule = { meta?: (args: never) => unknown };

const PAGES: [url: string, load: () => Promise<MetaModule>][] = [
  ["/auth", () => import("./auth")],
  ["/reset-password", () => import("./reset-password")],
  ["/dashboard", () => import("./dashboard")],
  ["/settings", () => import("./settings")],
  ["/admin/featured-tools", () => import("./admin.featured-tools")],
  ["/admin/blog", () => import("./admin.blog")],
  ["/admin/inbox", () => import("./admin.inbox")],
  ["/admin/inbox/1", () => import("./admin.inbox.item")],
  ["/admin/links", () => import("./admin.links")],
  ["/admin/review", () => import("./admin.review")],
  ["/admin/reviews", () => import("./admin.reviews")],
  ["/admin/search", () => import("./admin.search")],
  ["/admin/tools", () => import("./admin.tools")],
  ["/admin/tools/1", () => import("./admin.tool")],
  ["/admin/courses", () => import("./admin.courses")],
  ["/admin/courses/1", () => import("./admin.course")],
  ["/admin/categories", () => import("./admin.categories")],
  ["/admin/categories/1", () => import("./admin.category")],
  ["/search?search=logo", () => import("./search")],
  ["/tools?search=logo", () => import("./tools")],
  ["/resources/blog?search=logo", () => import("./blog")],
  ["/compare?tools=a,b", () => import("./compare")],
  ["/newsletter/unsubscribe", () => import("./newsletter.unsubscribe")],
  ["/unauthorized", () => import("./unauthorized")],
];

function robotsOf(module: MetaModule, url: string): string | undefined {
  const { pathname, search } = new URL(url, "https://site.test");
  const tags = module.meta!({ location: { pathname, search, hash: "", state: null, key: "t" }, matches: [], params: {}, loaderData: undefined, data: undefined } as never) as { name?: string; content?: string }[];
  return tags.find((tag) => tag.name === "robots")?.content;
}

/** The same wildcard matching crawlers apply to robots.txt rules. */
const disallowed = (url: string) =>
  DISALLOWED_PATHS.some((rule) => new RegExp(`^${rule.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}`).test(url));

describe("pages kept out of search engines", () => {
  it.each(PAGES)("%s is disallowed in robots.txt and says noindex", async (url, load) => {
    expect(disallowed(url)).toBe(true);
    expect(robotsOf(await load(), url)).toMatch(/noindex/);
  });

  it("lets the public lists through: /tools and a category are neither disallowed nor noindex", async () => {
    expect(disallowed("/tools")).toBe(false);
    expect(disallowed("/tools?category=video&page=2")).toBe(false);
    expect(disallowed("/category/video-generation")).toBe(false);
    expect(robotsOf(await import("./tools"), "/tools?page=2")).toBeUndefined();
  });
});
