/**
 * The header search's suggestions: the categories and tasks whose names hold what was typed, then
 * the closest tools, courses and articles, each with where it leads.
 */
import { taskLabel } from "~/lib/catalogue-labels";
import { AUTOCOMPLETE_MIN_LENGTH } from "~/lib/search-rules";
import { USE_CASES } from "~/lib/tool-facts";
import * as m from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { categoryInLanguage, findCategoryNames } from "../categories/languages";
import { searchPosts } from "../blog/queries";
import { findCategoriesWithCountsCached } from "../categories/queries";
import { searchCourses } from "../courses/queries";
import type { Database } from "../db/client";
import { normaliseQuery, suggestTools } from "../tools/search";
import { namesAllWords } from "./word-match";

export interface SiteSuggestion {
  kind: "category" | "task" | "tool" | "course" | "post";
  label: string;
  detail: string;
  href: string;
}

const LIMITS = { categories: 2, tasks: 2, tools: 5, courses: 3, posts: 3 };

/** In the page's language: names and tasks match as written in it or in English. */
export async function suggestAcrossSite(db: Database, text: string): Promise<SiteSuggestion[]> {
  const query = normaliseQuery(text);
  if (query.length < AUTOCOMPLETE_MIN_LENGTH) return [];
  const locale = getLocale();
  const [categories, categoryNames, tools, courses, posts] = await Promise.all([
    findCategoriesWithCountsCached(db),
    findCategoryNames(db, locale),
    suggestTools(db, query),
    searchCourses(db, query, LIMITS.courses),
    searchPosts(db, query, LIMITS.posts),
  ]);
  const matchingCategories = categories
    .filter((category) => category.toolCount > 0)
    .map((category) => ({ ...categoryInLanguage(category, locale), englishName: category.displayName }))
    .filter((category) => [category.displayName, category.englishName, category.name].some((name) => namesAllWords(name, query)));
  const matchingTasks = USE_CASES.filter((task) => namesAllWords(taskLabel(task.slug), query) || namesAllWords(task.label, query));
  return [
    ...matchingCategories.slice(0, LIMITS.categories).map((category) => ({
      kind: "category" as const,
      label: category.displayName,
      detail: m.category_tool_count({ count: category.toolCount }),
      href: `/category/${category.slug}`,
    })),
    ...matchingTasks.slice(0, LIMITS.tasks).map((task) => ({ kind: "task" as const, label: taskLabel(task.slug), detail: m.catalogue_suggest_task_detail(), href: `/tools?task=${task.slug}` })),
    ...tools.slice(0, LIMITS.tools).map((tool) => ({
      kind: "tool" as const,
      label: tool.name,
      detail: (tool.categorySlug && categoryNames[tool.categorySlug]) || tool.categoryName || m.catalogue_ai_tool(),
      href: `/tools/${tool.slug}`,
    })),
    ...courses.map((course) => ({ kind: "course" as const, label: course.name, detail: course.platformName, href: `/resources/courses?search=${encodeURIComponent(course.name)}` })),
    ...posts.map((post) => ({ kind: "post" as const, label: post.title, detail: post.category, href: `/blog/${post.slug}` })),
  ];
}
