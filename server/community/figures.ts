import { count, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiCourses, aiTools, blogPosts, categories } from "../db/schema";

/** Figures shown on the community page, counted from the catalogue itself. */
export async function communityFigures(db: Database) {
  const [[toolRow], [categoryRow], [courseRow], [postRow]] = await Promise.all([
    db.select({ n: count() }).from(aiTools).where(eq(aiTools.status, "published")),
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(aiCourses),
    db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.published, true)),
  ]);
  return {
    tools: toolRow?.n ?? 0,
    categories: categoryRow?.n ?? 0,
    courses: courseRow?.n ?? 0,
    posts: postRow?.n ?? 0,
  };
}
