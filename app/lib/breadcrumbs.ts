/** Turns a path into breadcrumb items, using the friendly names the spec lists, in the page's language. */
import * as m from "~/paraglide/messages";
import { isRecord } from "./records";

export interface Crumb {
  label: string;
  to: string;
}

/**
 * A route names its last crumb from its own loader's data by exporting
 * `handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]>`. The data is undefined when the
 * loader threw (the route's error boundary shows), so the breadcrumb says what it knows then.
 */
export interface BreadcrumbHandle<Data = unknown> {
  breadcrumb?: (data: Data | undefined) => string | undefined;
}

/**
 * The last crumb's label a route's handle gives for its loader's data. The router types each
 * match's handle and data as unknown; each route module typed its own pair, so the handle is
 * only checked to be one here.
 */
export function breadcrumbOf(handle: unknown, data: unknown): string | undefined {
  if (!isRecord(handle) || typeof handle.breadcrumb !== "function") return undefined;
  const label: unknown = handle.breadcrumb(data);
  return typeof label === "string" ? label : undefined;
}

const FRIENDLY_NAMES: Record<string, () => string> = {
  categories: m.shell_crumb_categories,
  about: m.nav_about,
  contact: m.nav_contact,
  privacy: m.nav_privacy,
  terms: m.nav_terms,
  partners: m.nav_partners,
  "suggest-tool": m.nav_suggest_tool,
  resources: m.nav_resources,
  courses: m.shell_crumb_courses,
  blog: m.nav_blog,
  community: m.nav_community,
  faq: m.nav_faq,
  "quizzes-assessments": m.nav_quizzes,
  tools: m.nav_ai_tools,
  auth: m.header_sign_in,
  dashboard: m.shell_dashboard,
  settings: m.shell_settings,
  "reset-password": m.shell_crumb_reset_password,
  new: m.nav_whats_new,
  developers: m.nav_developers,
  newsletter: m.nav_newsletter,
  disclaimer: m.nav_disclaimer,
  cookies: m.shell_crumb_cookies,
  "tool-creators": m.shell_crumb_tool_creators,
  "content-creators": m.shell_crumb_content_creators,
  apply: m.shell_crumb_apply,
  unauthorized: m.shell_crumb_unauthorized,
  compare: m.shell_crumb_compare,
  search: m.shell_search,
  favorites: m.shell_crumb_favorites,
  events: m.shell_crumb_events,
  issues: m.shell_crumb_issues,
  confirm: m.shell_crumb_confirm,
  unsubscribe: m.shell_crumb_unsubscribe,
  "blueprint-details": m.shell_crumb_blueprint_details,
  "blueprint-success": m.shell_crumb_blueprint_success,
  "business-automation-blueprint": m.shell_crumb_business_automation_blueprint,
  "workflow-survival-details": m.shell_crumb_workflow_survival_details,
};

/** The admin pages, by address: their segments alone ("tools", "blog") name public pages. Admin stays in English. */
const ADMIN_PAGE_NAMES: Record<string, string> = {
  "/admin": "Admin",
  "/admin/tools": "Tools",
  "/admin/categories": "Categories",
  "/admin/courses": "Courses",
  "/admin/blog": "Blog posts",
  "/admin/featured-tools": "Featured tools",
  "/admin/search": "Search words",
  "/admin/inbox": "Inbox",
  "/admin/links": "Link health",
  "/admin/review": "Source changes and logos",
  "/admin/edits": "Suggested edits",
  "/admin/reviews": "Reviews to moderate",
};

/** Segments that have no page of their own point at the page that lists them. */
const SEGMENT_TARGETS: Record<string, { label: () => string; to: string }> = {
  category: { label: m.shell_crumb_categories, to: "/categories" },
  resources: { label: m.nav_resources, to: "/resources/blog" },
  // Posts live at /blog/{slug}; the list is under Resources.
  blog: { label: m.nav_blog, to: "/resources/blog" },
};

/** Segments with no page and no list to point at: they get no crumb of their own. */
const SEGMENTS_WITHOUT_PAGE = new Set(["dev"]);

function capitalise(segment: string): string {
  const words = decodeURIComponent(segment).replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * @param lastLabel a page's own name for its final segment (a category,
 *   tool or course name, a post title), when it knows better than the URL.
 */
export function buildBreadcrumbs(pathname: string, lastLabel?: string): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  const crumbs: Crumb[] = [{ label: m.nav_home(), to: "/" }];
  segments.forEach((segment, index) => {
    const to = `/${segments.slice(0, index + 1).join("/")}`;
    const isLast = index === segments.length - 1;
    const target = SEGMENT_TARGETS[segment];
    if (!isLast && SEGMENTS_WITHOUT_PAGE.has(segment)) return;
    const adminName = ADMIN_PAGE_NAMES[to];
    if (adminName) {
      crumbs.push({ label: isLast && lastLabel ? lastLabel : adminName, to });
      return;
    }
    if (target && !isLast) {
      crumbs.push({ label: target.label(), to: target.to });
      return;
    }
    const label = isLast && lastLabel ? lastLabel : (FRIENDLY_NAMES[segment]?.() ?? capitalise(segment));
    crumbs.push({ label, to });
  });
  return crumbs;
}
