/**
 * What search engines and feed readers read, over HTTP from the production
 * build: robots.txt, the sitemap index and its files, both feeds as
 * advertised in the page head, and the JSON-LD blocks of each kind of page.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { catalogue, displayNameOf, toolsOf } from "./catalogue-data";

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ["url", "sitemap", "item"].includes(name) });

async function getXml(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const text = await response.text();
  expect(XMLValidator.validate(text), url).toBe(true);
  return { parsed: parser.parse(text), contentType: response.headers()["content-type"] };
}

const pathOf = (url: string) => new URL(url).pathname;

test("robots.txt names the sitemap, whose files list every kind of page, each of which opens", async ({ request, baseURL }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toMatch(/^Disallow: \/admin$/m);

  const index = await getXml(request, "/sitemap.xml");
  expect(index.contentType).toContain("xml");
  const files: string[] = index.parsed.sitemapindex.sitemap.map((entry: { loc: string }) => entry.loc);
  const locs: string[] = [];
  for (const file of files) {
    const { parsed } = await getXml(request, pathOf(file));
    locs.push(...parsed.urlset.url.map((url: { loc: string }) => url.loc));
  }
  const paths = locs.map(pathOf);
  expect(new Set(paths).size).toBe(paths.length);
  // The seed catalogue is all published (other journeys may add tools to the shared server meanwhile).
  expect(paths).toEqual(expect.arrayContaining(catalogue.tools.map((tool) => `/tools/${tool.slug}`)));
  expect(paths).toEqual(expect.arrayContaining(["/", "/tools/midjourney", "/category/llms", `/resources/courses/${catalogue.courses[0]!.slug}`, "/blog/writing-with-ai-without-losing-your-voice"]));
  expect(paths.some((path) => path.startsWith("/admin") || path.startsWith("/auth"))).toBe(false);

  // One address of each kind answers with its page.
  for (const prefix of ["/tools/", "/category/", "/resources/courses/", "/blog/"]) {
    const sample = paths.find((path) => path.startsWith(prefix))!;
    expect((await request.get(sample)).status(), sample).toBe(200);
  }
  expect((await request.get("/sitemaps/tools-99.xml")).status()).toBe(404);
});

test("every page's head names both feeds, and each is RSS 2.0 with items", async ({ request, baseURL }) => {
  const html = await (await request.get("/about")).text();
  const feeds = [...html.matchAll(/<link [^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes('rel="alternate"') && tag.includes('type="application/rss+xml"') && /title="[^"]+"/.test(tag))
    .map((tag) => /href="([^"]+)"/.exec(tag)![1]!);
  expect(feeds.sort()).toEqual(["/resources/blog/rss.xml", "/tools/rss.xml"]);
  for (const feed of feeds) {
    const { parsed, contentType } = await getXml(request, feed);
    expect(contentType).toContain("application/rss+xml");
    expect(parsed.rss["@_version"]).toBe("2.0");
    expect(parsed.rss.channel.item.length).toBeGreaterThan(0);
    for (const item of parsed.rss.channel.item) expect(item.link).toMatch(new RegExp(`^${baseURL}/`));
  }
});

type JsonLd = Record<string, unknown>;

async function structuredData(request: APIRequestContext, path: string): Promise<JsonLd[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as JsonLd);
}

/** Fails on an empty string, list or object, or a null, anywhere in the block. */
function expectNoEmptyFields(value: unknown, where: string) {
  expect(value, where).not.toBeNull();
  if (typeof value === "string") expect(value.trim(), where).not.toBe("");
  if (Array.isArray(value)) {
    expect(value.length, where).toBeGreaterThan(0);
    value.forEach((item, index) => expectNoEmptyFields(item, `${where}[${index}]`));
  } else if (value && typeof value === "object") {
    expect(Object.keys(value).length, where).toBeGreaterThan(0);
    for (const [key, item] of Object.entries(value)) expectNoEmptyFields(item, `${where}.${key}`);
  }
}

/** The fields each type may carry: the ones we fill from our own data. */
const ALLOWED_FIELDS: Record<string, string[]> = {
  SoftwareApplication: ["@context", "@type", "name", "description", "url", "applicationCategory", "operatingSystem", "featureList"],
  ItemList: ["@context", "@type", "numberOfItems", "itemListElement"],
  BreadcrumbList: ["@context", "@type", "itemListElement"],
  Course: ["@context", "@type", "name", "description", "url", "sameAs", "educationalLevel", "isAccessibleForFree", "provider"],
  Article: ["@context", "@type", "headline", "description", "author", "publisher", "datePublished", "dateModified", "image", "mainEntityOfPage", "keywords"],
};

async function expectBlocks(request: APIRequestContext, path: string, types: string[]) {
  const blocks = await structuredData(request, path);
  expect(blocks.map((block) => block["@type"]).sort(), path).toEqual([...types].sort());
  for (const block of blocks) {
    expect(block["@context"]).toBe("https://schema.org");
    expectNoEmptyFields(block, `${path} ${String(block["@type"])}`);
    const allowed = ALLOWED_FIELDS[String(block["@type"])];
    expect(allowed, `${path}: unexpected type ${String(block["@type"])}`).toBeDefined();
    for (const key of Object.keys(block)) expect(allowed, `${path}: ${key}`).toContain(key);
  }
  return Object.fromEntries(blocks.map((block) => [String(block["@type"]), block]));
}

test("JSON-LD on each kind of page carries its type, from real fields only", async ({ request, baseURL }) => {
  const midjourney = catalogue.tools.find((tool) => tool.slug === "midjourney")!;
  const tool = await expectBlocks(request, "/tools/midjourney", ["SoftwareApplication", "BreadcrumbList"]);
  expect(tool.SoftwareApplication).toMatchObject({ name: midjourney.name, description: midjourney.description, url: midjourney.website });
  const trail = (tool.BreadcrumbList!.itemListElement as { name: string; item: string; position: number }[]).map((crumb) => crumb.name);
  expect(trail[0]).toBe("Home");
  expect(trail.at(-1)).toBe(midjourney.name);

  const category = await expectBlocks(request, "/category/llms", ["ItemList", "BreadcrumbList"]);
  const listed = category.ItemList!.itemListElement as { position: number; name: string; url: string }[];
  expect(new Set(listed.map((item) => item.name))).toEqual(new Set(toolsOf("llms").map((t) => t.name)));
  expect(listed.map((item) => item.position)).toEqual(listed.map((_, index) => index + 1));
  expect(listed.every((item) => item.url.startsWith(`${baseURL}/tools/`))).toBe(true);
  expect((category.BreadcrumbList!.itemListElement as { name: string }[]).at(-1)!.name).toBe(displayNameOf("llms"));

  const course = catalogue.courses.find((c) => c.link)!;
  const coursePage = await expectBlocks(request, `/resources/courses/${course.slug}`, ["Course", "BreadcrumbList"]);
  expect(coursePage.Course).toMatchObject({ name: course.name, description: course.description, sameAs: course.link, educationalLevel: course.level, provider: { "@type": "Organization", name: course.platform } });

  const courses = await expectBlocks(request, "/resources/courses", ["ItemList", "BreadcrumbList"]);
  expect((courses.ItemList!.itemListElement as { url: string }[]).every((item) => item.url.startsWith(`${baseURL}/resources/courses/`))).toBe(true);

  const post = await expectBlocks(request, "/blog/writing-with-ai-without-losing-your-voice", ["Article", "BreadcrumbList"]);
  expect(post.Article!.mainEntityOfPage).toBe(`${baseURL}/blog/writing-with-ai-without-losing-your-voice`);

  await expectBlocks(request, "/about", ["BreadcrumbList"]);
});

test("the public API answers other sites over HTTP, and /developers explains it", async ({ request, baseURL }) => {
  const response = await request.get("/api/v1/tools?limit=2&sort=name", { headers: { Origin: "https://elsewhere.example" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["access-control-allow-origin"]).toBe("*");
  expect(Number(response.headers()["ratelimit-remaining"])).toBeLessThan(Number(response.headers()["ratelimit-limit"]));
  const page = await response.json();
  expect(page.data).toHaveLength(2);
  expect(page.data[0].pageUrl).toBe(`${baseURL}/tools/${page.data[0].slug}`);
  const again = await request.get(`/api/v1/tools?limit=2&sort=name`, { headers: { "If-None-Match": response.headers()["etag"]! } });
  expect(again.status()).toBe(304);

  const preflight = await request.fetch("/api/v1/tools", { method: "OPTIONS", headers: { Origin: "https://elsewhere.example", "Access-Control-Request-Method": "GET" } });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()["access-control-allow-methods"]).toContain("GET");
  expect((await request.post("/api/v1/tools", { data: {} })).status()).toBe(405);

  const developers = await request.get("/developers");
  expect(developers.status()).toBe(200);
  expect(await developers.text()).toContain('href="/api/v1/openapi.json"');
  expect((await request.get("/api/v1/openapi.json")).headers()["content-type"]).toContain("application/json");
});

test("every public page carries Open Graph and Twitter tags, and its card image is served by the site", async ({ request, baseURL }) => {
  const course = catalogue.courses[0]!.slug;
  const pages = ["/", "/categories", "/category/llms", "/tools", "/tools/figma", "/resources/courses", `/resources/courses/${course}`, "/resources/blog", "/blog/writing-with-ai-without-losing-your-voice", "/about", "/developers", "/newsletter"];
  const images = new Set<string>();
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const tag = (attribute: "property" | "name", key: string) => new RegExp(`<meta ${attribute}="${key}" content="([^"]+)"`).exec(html)?.[1]?.replace(/&amp;/g, "&");
    for (const key of ["og:title", "og:description", "og:type", "og:url", "og:image", "og:image:alt"]) expect(tag("property", key), `${path} ${key}`).toBeTruthy();
    expect(tag("property", "og:url")).toBe(`${baseURL}${path}`);
    expect(tag("name", "twitter:card"), path).toBe("summary_large_image");
    expect(tag("name", "twitter:image"), path).toBe(tag("property", "og:image"));
    const image = tag("property", "og:image")!;
    expect(image.startsWith(`${baseURL}/`), path).toBe(true);
    images.add(image);
  }
  // A card of its own for tools, categories and posts; the site's card elsewhere.
  expect([...images].filter((image) => image.includes("/social/tools/figma.png"))).toHaveLength(1);
  expect([...images].filter((image) => image.includes("/social/category/llms.png"))).toHaveLength(1);
  for (const image of images) {
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"], image).toBe("image/png");
  }
});
