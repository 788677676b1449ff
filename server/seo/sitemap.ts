/**
 * The sitemaps: an index at /sitemap.xml naming one sitemap per kind of page,
 * each split into files of at most SITEMAP_MAX_URLS addresses. Only what a
 * visitor can open is listed (published tools and posts), and lastmod is the
 * real date the page's content last changed, or absent where we do not know it.
 */
import { and, asc, count, eq, max, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiCourses, aiTools, blogPosts, categories } from "../db/schema";
import { isOneOf } from "~/lib/records";

/** The protocol's limit per file (sitemaps.org): 50,000 addresses. */
export const SITEMAP_MAX_URLS = 50_000;

export const SITEMAP_KINDS = ["pages", "tools", "categories", "courses", "posts"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapUrl {
  path: string;
  lastmod: Date | null;
}

export interface SitemapFile {
  kind: SitemapKind;
  /** 1-based. */
  part: number;
  lastmod: Date | null;
}

const publishedTool = eq(aiTools.status, "published");
const publishedPost = eq(blogPosts.published, true);
/** A tool's page changes when it is edited, and first appears when it is published. */
const toolChangedAt = sql<Date>`greatest(${aiTools.updatedAt}, ${aiTools.publishedAt})`;

const asDate = (value: Date | string | null | undefined): Date | null => (value == null ? null : new Date(value));
const newest = (...dates: (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((latest, date) => (date && (!latest || date > latest) ? date : latest), null);

/**
 * Public pages that are not rows of a table. A list page's lastmod is that of
 * its newest entry; pages written in code have none we could vouch for.
 */
async function staticPages(db: Database): Promise<SitemapUrl[]> {
  const [[tools], [cats], [courses], [posts]] = await Promise.all([
    db.select({ at: max(toolChangedAt) }).from(aiTools).where(publishedTool),
    db.select({ at: max(categories.updatedAt) }).from(categories),
    db.select({ at: max(aiCourses.updatedAt) }).from(aiCourses),
    db.select({ at: max(blogPosts.updatedAt) }).from(blogPosts).where(publishedPost),
  ]);
  const toolsAt = asDate(tools?.at);
  const list = (path: string, lastmod: Date | null = null): SitemapUrl => ({ path, lastmod });
  return [
    list("/", toolsAt),
    list("/categories", newest(toolsAt, asDate(cats?.at))),
    list("/tools", toolsAt),
    list("/resources/courses", asDate(courses?.at)),
    list("/resources/blog", asDate(posts?.at)),
    ...[
      "/resources/events",
      "/resources/faq",
      "/resources/quizzes-assessments",
      "/resources/community",
      "/about",
      "/contact",
      "/partners",
      "/suggest-tool",
      "/newsletter",
      "/tool-creators",
      "/content-creators",
      "/business-automation-blueprint",
      "/developers",
      "/privacy",
      "/terms",
      "/cookies",
      "/disclaimer",
    ].map((path) => list(path)),
  ];
}

async function countOf(db: Database, kind: Exclude<SitemapKind, "pages">): Promise<number> {
  const query = {
    tools: () => db.select({ n: count() }).from(aiTools).where(publishedTool),
    categories: () => db.select({ n: count() }).from(categories),
    courses: () => db.select({ n: count() }).from(aiCourses),
    posts: () => db.select({ n: count() }).from(blogPosts).where(publishedPost),
  }[kind];
  const [row] = await query();
  return Number(row?.n ?? 0);
}

/** One file's addresses, in a stable order (by slug) so parts never overlap. */
export async function sitemapUrls(db: Database, kind: SitemapKind, part: number, size = SITEMAP_MAX_URLS): Promise<SitemapUrl[]> {
  if (kind === "pages") return part === 1 ? staticPages(db) : [];
  const offset = (part - 1) * size;
  switch (kind) {
    case "tools": {
      const rows = await db.select({ slug: aiTools.slug, at: toolChangedAt }).from(aiTools).where(publishedTool).orderBy(asc(aiTools.slug)).limit(size).offset(offset);
      return rows.map((row) => ({ path: `/tools/${row.slug}`, lastmod: asDate(row.at) }));
    }
    case "categories": {
      // A category page lists its tools, so it changes when one of them does.
      const rows = await db
        .select({ slug: categories.slug, own: categories.updatedAt, tools: max(toolChangedAt) })
        .from(categories)
        .leftJoin(aiTools, and(eq(aiTools.categoryId, categories.id), publishedTool))
        .groupBy(categories.id)
        .orderBy(asc(categories.slug))
        .limit(size)
        .offset(offset);
      return rows.map((row) => ({ path: `/category/${row.slug}`, lastmod: newest(asDate(row.own), asDate(row.tools)) }));
    }
    case "courses": {
      const rows = await db.select({ slug: aiCourses.slug, at: aiCourses.updatedAt }).from(aiCourses).orderBy(asc(aiCourses.slug)).limit(size).offset(offset);
      return rows.map((row) => ({ path: `/resources/courses/${row.slug}`, lastmod: asDate(row.at) }));
    }
    case "posts": {
      const rows = await db.select({ slug: blogPosts.slug, at: blogPosts.updatedAt }).from(blogPosts).where(publishedPost).orderBy(asc(blogPosts.slug)).limit(size).offset(offset);
      return rows.map((row) => ({ path: `/blog/${row.slug}`, lastmod: asDate(row.at) }));
    }
  }
}

/** Every file the index names: each kind split into parts of `size`; an empty kind still has its (empty) first part. */
export async function sitemapFiles(db: Database, size = SITEMAP_MAX_URLS): Promise<SitemapFile[]> {
  const files: SitemapFile[] = [];
  for (const kind of SITEMAP_KINDS) {
    const parts = kind === "pages" ? 1 : Math.max(1, Math.ceil((await countOf(db, kind)) / size));
    for (let part = 1; part <= parts; part++) {
      const urls = await sitemapUrls(db, kind, part, size);
      files.push({ kind, part, lastmod: newest(...urls.map((url) => url.lastmod)) });
    }
  }
  return files;
}

/** `tools-2.xml` → { kind: "tools", part: 2 }; anything else → undefined. */
export function parseSitemapFileName(name: string): { kind: SitemapKind; part: number } | undefined {
  const match = /^([a-z]+)-([1-9][0-9]{0,5})\.xml$/.exec(name);
  const kind = match?.[1];
  if (!match || !isOneOf(SITEMAP_KINDS, kind)) return undefined;
  return { kind, part: Number(match[2]) };
}

export const sitemapFileName = (file: { kind: SitemapKind; part: number }) => `${file.kind}-${file.part}.xml`;
