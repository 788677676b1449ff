/**
 * Courses as visitors find them: filtered by level, price and the featured
 * flag, and searched by name (close spellings too, through trigram
 * similarity), platform and description. Featured first, then by name.
 */
import { scoredOnly } from "../reviews/score-columns";
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiCourses } from "../db/schema";
import { normaliseQuery } from "../tools/search";
import { byName } from "../db/order";

export const COURSE_PAGE_SIZE = 24;
export const COURSE_LEVELS = ["Beginner", "Intermediate", "Advanced"] as const;
export const COURSE_PRICING = ["Free", "Freemium", "Paid"] as const;

export interface CourseFilters {
  search: string;
  level?: string;
  pricing?: string;
  featured: boolean;
  page: number;
}

export const courseCardColumns = {
  id: aiCourses.id,
  slug: aiCourses.slug,
  name: aiCourses.name,
  description: aiCourses.description,
  level: aiCourses.level,
  pricing: aiCourses.pricing,
  isFeatured: aiCourses.isFeatured,
  logoUrl: aiCourses.logoUrl,
  platformName: aiCourses.platformName,
  link: aiCourses.link,
  /** Published reviews and their stars' sum, both 0 below MIN_REVIEWS_FOR_SCORE (server/reviews/score-columns.ts). */
  reviewCount: scoredOnly(aiCourses.reviewCount, aiCourses.reviewCount),
  ratingSum: scoredOnly(aiCourses.reviewCount, aiCourses.ratingSum),
};
export type CourseCardData = {
  id: string;
  slug: string;
  name: string;
  description: string;
  level: string;
  pricing: string;
  isFeatured: boolean;
  logoUrl: string | null;
  platformName: string;
  link: string | null;
  reviewCount: number;
  ratingSum: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A course matches the words in its name, platform or description, or a name close in spelling. */
export function courseMatches(query: string): SQL {
  const contains = `%${escapeLike(query)}%`;
  return sql`(${aiCourses.name} ilike ${contains} or ${aiCourses.platformName} ilike ${contains} or ${aiCourses.description} ilike ${contains}
    or ${aiCourses.name} % ${query} or ${query} <% ${aiCourses.name})`;
}

export function courseRelevance(query: string): SQL {
  return sql`(case when ${aiCourses.name} ilike ${`${escapeLike(query)}%`} then 1 else 0 end + 2 * word_similarity(${query}, ${aiCourses.name}))`;
}

export async function findCourses(db: Database, filters: CourseFilters) {
  const query = normaliseQuery(filters.search);
  const conditions: SQL[] = [];
  if (query) conditions.push(courseMatches(query));
  if (filters.level) conditions.push(eq(aiCourses.level, filters.level));
  if (filters.pricing) conditions.push(eq(aiCourses.pricing, filters.pricing));
  if (filters.featured) conditions.push(eq(aiCourses.isFeatured, true));
  const where = conditions.length ? and(...conditions) : undefined;
  const [courses, [counted]] = await Promise.all([
    db
      .select(courseCardColumns)
      .from(aiCourses)
      .where(where)
      .orderBy(...(query ? [desc(courseRelevance(query))] : []), desc(aiCourses.isFeatured), asc(byName(aiCourses.name)))
      .limit(COURSE_PAGE_SIZE)
      .offset((filters.page - 1) * COURSE_PAGE_SIZE),
    db.select({ total: count() }).from(aiCourses).where(where),
  ]);
  const total = counted?.total ?? 0;
  return { courses, total, pageCount: Math.max(1, Math.ceil(total / COURSE_PAGE_SIZE)) };
}

/** The best matches for the site search. */
export async function searchCourses(db: Database, search: string, limit: number): Promise<CourseCardData[]> {
  const query = normaliseQuery(search);
  if (!query) return [];
  return db.select(courseCardColumns).from(aiCourses).where(courseMatches(query)).orderBy(desc(courseRelevance(query)), asc(byName(aiCourses.name))).limit(limit);
}

/** One course for its own page. */
export async function findCourseBySlug(db: Database, slug: string): Promise<CourseCardData | undefined> {
  const [course] = await db.select(courseCardColumns).from(aiCourses).where(eq(aiCourses.slug, slug)).limit(1);
  return course;
}
