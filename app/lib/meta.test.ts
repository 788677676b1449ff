import { describe, expect, it } from "vitest";
import { pageMeta } from "./meta";
import { SITE_NAME } from "./site";
import { SITE_CARD_PATH } from "./social-images";

const origin = "https://atelier.example";
const matches = [{ id: "root", loaderData: { origin } }];
const location = { pathname: "/tools/figma" };

type Tag = ReturnType<typeof pageMeta>[number];
const content = (tags: Tag[], key: string) => {
  const found = tags.filter((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key));
  expect(found, key).toHaveLength(1);
  return (found[0] as { content: string }).content;
};

describe("pageMeta", () => {
  it("gives every page its Open Graph and Twitter card tags, with absolute addresses and the site's card", () => {
    const tags = pageMeta({ title: "Figma", description: "Design together.", location, matches });
    expect(content(tags, "og:title")).toBe(`Figma | ${SITE_NAME}`);
    expect(content(tags, "og:description")).toBe("Design together.");
    expect(content(tags, "og:site_name")).toBe(SITE_NAME);
    expect(content(tags, "og:type")).toBe("website");
    expect(content(tags, "og:url")).toBe(`${origin}/tools/figma`);
    expect(content(tags, "og:image")).toBe(`${origin}${SITE_CARD_PATH}`);
    expect(SITE_CARD_PATH).toMatch(/^\/social\/site\.png\?v=\w+$/);
    expect(content(tags, "og:image:width")).toBe("1200");
    expect(content(tags, "og:image:height")).toBe("630");
    expect(content(tags, "og:image:alt")).toContain(SITE_NAME);
    expect(content(tags, "twitter:card")).toBe("summary_large_image");
    expect(content(tags, "twitter:title")).toBe(`Figma | ${SITE_NAME}`);
    expect(content(tags, "twitter:description")).toBe("Design together.");
    expect(content(tags, "twitter:image")).toBe(`${origin}${SITE_CARD_PATH}`);
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${origin}/tools/figma` });
  });

  it("takes a page's own image, type and alt text", () => {
    const tags = pageMeta({ title: "Figma", location, matches, type: "article", image: "/social/tools/figma.png?v=1", imageAlt: "Figma: Design & Graphics" });
    expect(content(tags, "og:type")).toBe("article");
    expect(content(tags, "og:image")).toBe(`${origin}/social/tools/figma.png?v=1`);
    expect(content(tags, "twitter:image")).toBe(`${origin}/social/tools/figma.png?v=1`);
    expect(content(tags, "og:image:alt")).toBe("Figma: Design & Graphics");
  });

  it("leaves out the size of an image that is not a card", () => {
    const tags = pageMeta({ title: "A post", location, matches, image: "/uploads/blog/picture.webp", imageSize: null });
    expect(content(tags, "og:image")).toBe(`${origin}/uploads/blog/picture.webp`);
    expect(tags.some((tag) => "property" in tag && tag.property === "og:image:width")).toBe(false);
  });
});
