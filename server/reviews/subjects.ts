/**
 * What a review is about: a published tool or a course, with the address its maker's
 * e-mail domain is judged by (./makers.ts).
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiCourses, aiTools, reviews } from "../db/schema";

export interface ReviewSubject {
  kind: "tool" | "course";
  id: string;
  name: string;
  slug: string;
  /** The maker's own site: a tool's address, a course's link. */
  siteUrl: string | null;
}

export async function findToolSubject(db: Database, slug: string): Promise<ReviewSubject | null> {
  const [tool] = await db
    .select({ id: aiTools.id, name: aiTools.name, slug: aiTools.slug, siteUrl: aiTools.exploreNowLink })
    .from(aiTools)
    .where(and(eq(aiTools.slug, slug), eq(aiTools.status, "published")));
  return tool ? { kind: "tool", ...tool } : null;
}

export async function findCourseSubject(db: Database, slug: string): Promise<ReviewSubject | null> {
  const [course] = await db
    .select({ id: aiCourses.id, name: aiCourses.name, slug: aiCourses.slug, siteUrl: aiCourses.link })
    .from(aiCourses)
    .where(eq(aiCourses.slug, slug));
  return course ? { kind: "course", ...course } : null;
}

/** The reviews column that names this kind of subject. */
export function subjectColumn(subject: Pick<ReviewSubject, "kind">) {
  return subject.kind === "tool" ? reviews.toolId : reviews.courseId;
}

export function subjectKey(subject: Pick<ReviewSubject, "kind" | "id">): { toolId: string } | { courseId: string } {
  return subject.kind === "tool" ? { toolId: subject.id } : { courseId: subject.id };
}

/** The page a subject's reviews are on. */
export function subjectPath(subject: Pick<ReviewSubject, "kind" | "slug">): string {
  return subject.kind === "tool" ? `/tools/${subject.slug}` : `/resources/courses/${subject.slug}`;
}
