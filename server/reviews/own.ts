/** The reviews a member wrote, for their dashboard: where each is, and what happened to it. */
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiCourses, aiTools, reviews } from "../db/schema";
import { oneOf } from "~/lib/records";
import { REVIEW_STATUSES, type ReviewStatus } from "~/lib/schemas/review";
import { subjectPath } from "./subjects";

export interface OwnReviewListing {
  id: string;
  rating: number;
  title: string;
  status: ReviewStatus;
  removalReason: string | null;
  createdAt: Date;
  subject: { kind: "tool" | "course"; name: string; path: string };
}

/** Newest first; a review of a tool or course no longer listed keeps its name and address. */
export async function findOwnReviews(db: Database, userId: string): Promise<OwnReviewListing[]> {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      status: reviews.status,
      removalReason: reviews.removalReason,
      createdAt: reviews.createdAt,
      toolName: aiTools.name,
      toolSlug: aiTools.slug,
      courseName: aiCourses.name,
      courseSlug: aiCourses.slug,
    })
    .from(reviews)
    .leftJoin(aiTools, eq(aiTools.id, reviews.toolId))
    .leftJoin(aiCourses, eq(aiCourses.id, reviews.courseId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), sql`${reviews.id}`);
  return rows.map((row) => {
    const kind = row.toolSlug ? "tool" : "course";
    const slug = row.toolSlug ?? row.courseSlug ?? "";
    return {
      id: row.id,
      rating: row.rating,
      title: row.title,
      status: oneOf(REVIEW_STATUSES, row.status, "review status"),
      removalReason: row.removalReason,
      createdAt: row.createdAt,
      subject: { kind, name: (kind === "tool" ? row.toolName : row.courseName) ?? slug, path: subjectPath({ kind, slug }) },
    };
  });
}
