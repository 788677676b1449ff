/** Turns a path into breadcrumb items, using the friendly names the spec lists. */
export interface Crumb {
  label: string;
  to: string;
}

const FRIENDLY_NAMES: Record<string, string> = {
  categories: "Categories",
  about: "About",
  contact: "Contact",
  privacy: "Privacy Policy",
  terms: "Terms of Service",
  partners: "Partners",
  "suggest-tool": "Suggest a Tool",
  resources: "Resources",
  courses: "Courses",
  blog: "Blog",
  community: "Community",
  faq: "FAQ",
  "quizzes-assessments": "Quizzes & Assessments",
  tools: "AI Tools",
  auth: "Sign in",
  dashboard: "Dashboard",
  settings: "Settings",
  "reset-password": "Reset Password",
  new: "What's new",
};

/** The admin pages, by address: their segments alone ("tools", "blog") name public pages. */
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
  "/admin/reviews": "Reviews to moderate",
};

/** Segments that have no page of their own point at the page that lists them. */
const SEGMENT_TARGETS: Record<string, Crumb> = {
  category: { label: "Categories", to: "/categories" },
  resources: { label: "Resources", to: "/resources/blog" },
  // Posts live at /blog/{slug}; the list is under Resources.
  blog: { label: "Blog", to: "/resources/blog" },
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
  const crumbs: Crumb[] = [{ label: "Home", to: "/" }];
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
      crumbs.push(target);
      return;
    }
    const label = isLast && lastLabel ? lastLabel : (FRIENDLY_NAMES[segment] ?? capitalise(segment));
    crumbs.push({ label, to });
  });
  return crumbs;
}
