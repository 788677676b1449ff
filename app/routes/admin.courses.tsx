import { GraduationCap, Plus, Search } from "~/components/icons";
import { Form, Link } from "react-router";
import { requireAdmin } from "@server/auth/session";
import { listCoursesForAdmin } from "@server/courses/admin";
import { db } from "@server/db/index";
import { Pagination } from "~/components/pagination";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
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
      <Form method="get" role="search" className="mt-8 flex gap-2">
        <div className="relative flex-1">
          <label htmlFor="admin-course-search" className="sr-only">
            Search courses
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-muted" />
          <input id="admin-course-search" name="q" type="search" defaultValue={state.search} key={state.search} placeholder="Search by name" className={`${inputClass} pl-10`} />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          Search
        </button>
      </Form>
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
