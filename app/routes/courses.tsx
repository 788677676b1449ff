import { RefreshCw, Search, SearchX, Star } from "~/components/icons";
import { Form, Link, redirect, useLocation, useRevalidator } from "react-router";
import { toast } from "~/lib/toast";
import { findCourses } from "@server/courses/queries";
import { findToolsTaughtBy } from "@server/courses/taught-tools";
import { db } from "@server/db/index";
import { CourseCard, courseLevelLabel, coursePricingLabel } from "~/components/course-card";
import { Pagination } from "~/components/pagination";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { COURSE_LEVEL_OPTIONS, COURSE_PRICING_OPTIONS, courseSearchHref, isFiltered, readCourseSearch, type CourseSearchState } from "~/lib/course-search-params";
import { originOf, pageMeta } from "~/lib/meta";
import { itemListData } from "~/lib/structured-data";
import { cacheablePage } from "~/lib/page-cache";
import type { Route } from "./+types/courses";
import { EmptyState } from "~/components/ui/empty-state";
import { PageHeader } from "~/components/ui/page-header";
import * as m from "~/paraglide/messages";

export const handle = cacheablePage;

export async function loader({ request }: Route.LoaderArgs) {
  const state = readCourseSearch(new URL(request.url).searchParams);
  const database = await db();
  const found = await findCourses(database, { ...state, level: state.level || undefined, pricing: state.pricing || undefined });
  if (state.page > found.pageCount) throw redirect(`/resources/courses${courseSearchHref(state, { page: found.pageCount })}`);
  const teaches = await findToolsTaughtBy(database, found.courses.map((course) => course.id));
  return { state, ...found, teaches };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => [
  ...pageMeta({
    title: m.content_courses_title(),
    description: m.content_courses_meta_description(),
    location,
    matches,
  }),
  ...(isFiltered(readCourseSearch(new URLSearchParams(location.search))) ? [{ name: "robots", content: "noindex" }] : []),
  ...(loaderData?.courses.length
    ? [{ "script:ld+json": itemListData(loaderData.courses.map((course) => ({ name: course.name, path: `/resources/courses/${course.slug}` })), originOf(matches)) }]
    : []),
];

/** A filter chip that is a link: choosing the active one again clears it. */
function FilterLink({ state, change, active, children }: { state: CourseSearchState; change: Partial<CourseSearchState>; active: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={courseSearchHref(state, change)}
      aria-current={active ? "true" : undefined}
      preventScrollReset
      className={`inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm transition-colors ${active ? "border-accent bg-accent text-accent-foreground" : "border-border hover:border-accent"}`}
    >
      {children}
    </Link>
  );
}

export default function CoursesPage({ loaderData }: Route.ComponentProps) {
  const { state, courses, total, pageCount } = loaderData;
  const revalidator = useRevalidator();
  const location = useLocation();
  // Asks the server first, so a failure is a toast and the courses already shown stay.
  const refresh = async () => {
    try {
      const response = await fetch(`${location.pathname}.data${location.search}`, { cache: "no-store" });
      if (!response.ok) throw new Error(String(response.status));
      await revalidator.revalidate();
    } catch {
      toast.error(m.content_courses_refresh_failed());
    }
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageHeader title={m.content_courses_title()}>{m.content_courses_intro()}</PageHeader>
        </div>
        <button type="button" onClick={refresh} disabled={revalidator.state === "loading"} className={buttonClass("secondary")}>
          <RefreshCw aria-hidden="true" className={`size-4 ${revalidator.state === "loading" ? "animate-spin" : ""}`} /> {m.content_courses_refresh()}
        </button>
      </div>

      <Form method="get" role="search" className="mt-8 flex flex-col gap-3 sm:flex-row">
        {state.level && <input type="hidden" name="level" value={state.level} />}
        {state.pricing && <input type="hidden" name="pricing" value={state.pricing} />}
        {state.featured && <input type="hidden" name="featured" value="1" />}
        <div className="relative flex-1">
          <label htmlFor="course-search" className="sr-only">
            {m.content_courses_search_label()}
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted" />
          <input id="course-search" type="search" name="search" key={state.search} defaultValue={state.search} maxLength={100} placeholder={m.content_courses_search_placeholder()} className={`${inputClass} pl-12`} />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          {m.content_courses_search_button()}
        </button>
      </Form>

      <div className="mt-6 flex flex-col gap-4">
        <div role="group" aria-label={m.content_courses_level()} className="flex flex-wrap items-center gap-2">
          <span className="mr-1 text-sm font-medium text-muted">{m.content_courses_level()}</span>
          {COURSE_LEVEL_OPTIONS.map((level) => (
            <FilterLink key={level} state={state} change={{ level: state.level === level ? "" : level }} active={state.level === level}>
              {courseLevelLabel(level)}
            </FilterLink>
          ))}
        </div>
        <div role="group" aria-label={m.content_courses_price()} className="flex flex-wrap items-center gap-2">
          <span className="mr-1 text-sm font-medium text-muted">{m.content_courses_price()}</span>
          {COURSE_PRICING_OPTIONS.map((pricing) => (
            <FilterLink key={pricing} state={state} change={{ pricing: state.pricing === pricing ? "" : pricing }} active={state.pricing === pricing}>
              {coursePricingLabel(pricing)}
            </FilterLink>
          ))}
        </div>
        <div role="group" aria-label={m.content_courses_show()} className="flex flex-wrap items-center gap-2">
          <span className="mr-1 text-sm font-medium text-muted">{m.content_courses_show()}</span>
          <FilterLink state={state} change={{ featured: !state.featured }} active={state.featured}>
            <Star aria-hidden="true" className="size-4" /> {m.content_courses_featured_only()}
          </FilterLink>
        </div>
      </div>

      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold" aria-live="polite">
          {isFiltered(state) ? m.content_courses_found({ count: total }) : m.content_courses_all({ total })}
        </h2>
        {isFiltered(state) && (
          <Link to="/resources/courses" className="text-sm font-semibold text-accent hover:underline">
            {m.content_courses_clear_all()}
          </Link>
        )}
      </div>

      {courses.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {courses.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} teaches={loaderData.teaches[course.id]} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={SearchX} title={m.content_course_not_found()} description={m.content_courses_empty_text()} className="mt-6">
          <Link to="/suggest-tool?tab=course" className={buttonClass("primary")}>
            {m.content_course_recommend()}
          </Link>
          {isFiltered(state) && (
            <Link to="/resources/courses" className={buttonClass("secondary")}>
              {m.content_courses_clear_all()}
            </Link>
          )}
        </EmptyState>
      )}
      <Pagination page={state.page} pageCount={pageCount} hrefFor={(page) => courseSearchHref(state, { page })} />
    </section>
  );
}
