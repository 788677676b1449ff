import { GraduationCap, Plus } from "~/components/icons";
import { Link } from "react-router";
import { requireAdmin } from "@server/auth/session";
import { listCoursesForAdmin } from "@server/courses/admin";
import { db } from "@server/db/index";
import { AdminFilterBar } from "~/components/admin-filter-bar";
import { Pagination } from "~/components/pagination";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import { MAX_PAGE } from "~/lib/tool-search-params";
import type { Route } from "./+types/admin.courses";
import { refuseWrites } from "@server/auth/admin-reads-only";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Courses", location, matches }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const requested = params.get("page") ?? "1";
  const state = { search: (params.get("q") ?? "").trim().slice(0, 100), page: /^\d{1,16}$/.test(requested) ? Math.min(Math.max(Number(requested), 1), MAX_PAGE) : 1 };
  return { state, ...(await listCoursesForAdmin(await db(), state)) };
}

// Only reads: a POST meets the admin guard first, then 405.
export const action = refuseWrites;

export default function CoursesAdmin({ loaderData }: Route.ComponentProps) {
  const { state, courses, total, pageCount } = loaderData;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex items-center gap-3 text-4xl font-bold tracking-tight">
          <GraduationCap aria-hidden="true" className="size-8 text-accent" /> Courses
        </h1>
        <Link to="/admin/courses/new" className={buttonClass("primary")}>
          <Plus aria-hidden="true" className="size-4" /> New course
        </Link>
      </div>
      <AdminFilterBar
        className="mt-8 flex gap-2"
        search={{ id: "admin-course-search", label: "Search courses", placeholder: "Search by name", value: state.search }}
        submitLabel="Search"
      />
      <p className="mt-6 text-sm text-muted">{total} courses</p>
      <ul className="mt-2 divide-y divide-border rounded-2xl border border-border" aria-label="Courses">
        {courses.map((course) => (
          <li key={course.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <Link to={`/admin/courses/${course.id}`} className="font-medium text-accent hover:underline">
              {course.name}
            </Link>
            <span className="text-muted">
              {course.platform} · {course.level} · {course.pricing}
              {course.featured ? " · Featured" : ""}
            </span>
          </li>
        ))}
      </ul>
      <Pagination page={state.page} pageCount={pageCount} hrefFor={(page) => `?${new URLSearchParams({ ...(state.search ? { q: state.search } : {}), ...(page > 1 ? { page: String(page) } : {}) })}`} />
    </section>
  );
}
