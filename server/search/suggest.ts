/** The header search's suggestions: the closest tools, courses and articles, each with where it leads. */
import { AUTOCOMPLETE_MIN_LENGTH } from "~/lib/search-rules";
import { searchPosts } from "../blog/queries";
import { searchCourses } from "../courses/queries";
import type { Database } from "../db/client";
import { normaliseQuery, suggestTools } from "../tools/search";

export interface SiteSuggestion {
  kind: "tool" | "course" | "post";
  label: string;
  detail: string;
  href: string;
}

const LIMITS = { tools: 5, courses: 3, posts: 3 };

export async function suggestAcrossSite(db: Database, text: string): Promise<SiteSuggestion[]> {
  const query = normaliseQuery(text);
  if (query.length < AUTOCOMPLETE_MIN_LENGTH) return [];
  const [tools, courses, posts] = await Promise.all([suggestTools(db, query), searchCourses(db, query, LIMITS.courses), searchPosts(db, query, LIMITS.posts)]);
  return [
    ...tools.slice(0, LIMITS.tools).map((tool) => ({ kind: "tool" as const, label: tool.name, detail: tool.categoryName ?? "AI tool", href: `/tools/${tool.slug}` })),
    ...courses.map((course) => ({ kind: "course" as const, label: course.name, detail: course.platformName, href: `/resources/courses?search=${encodeURIComponent(course.name)}` })),
    ...posts.map((post) => ({ kind: "post" as const, label: post.title, detail: post.category, href: `/blog/${post.slug}` })),
  ];
}
