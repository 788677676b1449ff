/**
 * Which tools a course teaches, both ways: a tool page lists the courses that
 * teach it ("Learn this tool"), and a course card links back to its tools.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiCourses, aiTools, courseTools } from "../db/schema";
import { byName } from "../db/order";
import { listedTool } from "../tools/queries";
import { courseCardColumns, type CourseCardData } from "./queries";

type Executor = Pick<Database, "select" | "insert" | "delete">;

/** Sets the taught tools of each course to exactly the slugs given (unknown slugs are skipped by the caller's validation). */
export async function replaceCourseTools(db: Executor, courses: { slug: string; tools: string[] }[]): Promise<void> {
  if (courses.length === 0) return;
  const courseRows = await db.select({ id: aiCourses.id, slug: aiCourses.slug }).from(aiCourses).where(inArray(aiCourses.slug, courses.map((c) => c.slug)));
  const wanted = [...new Set(courses.flatMap((c) => c.tools))];
  const toolRows = wanted.length ? await db.select({ id: aiTools.id, slug: aiTools.slug }).from(aiTools).where(inArray(aiTools.slug, wanted)) : [];
  const courseId = new Map(courseRows.map((c) => [c.slug, c.id]));
  const toolId = new Map(toolRows.map((t) => [t.slug, t.id]));
  await db.delete(courseTools).where(inArray(courseTools.courseId, courseRows.map((c) => c.id)));
  const links = courses.flatMap((course) =>
    course.tools.filter((slug) => toolId.has(slug) && courseId.has(course.slug)).map((slug) => ({ courseId: courseId.get(course.slug)!, toolId: toolId.get(slug)! })),
  );
  if (links.length) await db.insert(courseTools).values(links).onConflictDoNothing();
}

/** The slugs of the tools each course teaches, in the catalogue's format. */
export async function taughtToolSlugs(db: Pick<Database, "select">): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ course: aiCourses.slug, tool: aiTools.slug })
    .from(courseTools)
    .innerJoin(aiCourses, eq(courseTools.courseId, aiCourses.id))
    .innerJoin(aiTools, eq(courseTools.toolId, aiTools.id))
    .orderBy(asc(aiTools.slug));
  const byCourse = new Map<string, string[]>();
  for (const row of rows) byCourse.set(row.course, [...(byCourse.get(row.course) ?? []), row.tool]);
  return byCourse;
}

/** Courses that teach a tool, featured first. */
export async function findCoursesTeachingTool(db: Database, toolId: string): Promise<CourseCardData[]> {
  return db
    .select(courseCardColumns)
    .from(courseTools)
    .innerJoin(aiCourses, eq(courseTools.courseId, aiCourses.id))
    .where(eq(courseTools.toolId, toolId))
    .orderBy(desc(aiCourses.isFeatured), asc(byName(aiCourses.name)))
    .limit(12);
}

export interface TaughtTool {
  slug: string;
  name: string;
}

/** For course cards: the listed tools each of these courses teaches. */
export async function findToolsTaughtBy(db: Database, courseIds: string[]): Promise<Record<string, TaughtTool[]>> {
  if (courseIds.length === 0) return {};
  const rows = await db
    .select({ courseId: courseTools.courseId, slug: aiTools.slug, name: aiTools.name })
    .from(courseTools)
    .innerJoin(aiTools, eq(courseTools.toolId, aiTools.id))
    .where(and(inArray(courseTools.courseId, courseIds), listedTool))
    .orderBy(asc(byName(aiTools.name)));
  const byCourse: Record<string, TaughtTool[]> = {};
  for (const row of rows) (byCourse[row.courseId] ??= []).push({ slug: row.slug, name: row.name });
  return byCourse;
}
