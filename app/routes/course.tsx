import { ArrowLeft, GraduationCap, SearchX } from "~/components/icons";
import { data, Link } from "react-router";
import { findCourseBySlug } from "@server/courses/queries";
import { findToolsTaughtBy } from "@server/courses/taught-tools";
import { db } from "@server/db/index";
import { OutboundLink } from "~/components/outbound-link";
import { PricingBadge } from "~/components/tool-card";
import { buttonClass } from "~/components/ui/button";
import { originOf, pageMeta } from "~/lib/meta";
import { courseData, reviewData } from "~/lib/structured-data";
import { cacheablePage, type PageCacheHandle } from "~/lib/page-cache";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import type { Route } from "./+types/course";
import { getCurrentUser } from "@server/auth/session";
import { getBotCheck } from "@server/botcheck/index";
import { env } from "@server/env";
import { formRefusalHeaders } from "@server/forms/public-form";
import { answerReviewForm, isReviewIntent } from "@server/reviews/page-action";
import { findReviewSection } from "@server/reviews/page-data";
import { findCourseSubject } from "@server/reviews/subjects";
import { ReviewSection } from "~/components/reviews/review-section";
import { clientAddressContext } from "~/lib/request-context";
import type { TaggedResult } from "~/lib/forms";
import { IconTile } from "~/components/ui/icon-tile";
import { coursePricingLabel, courseLevelLabel } from "~/components/course-card";
import * as m from "~/paraglide/messages";

export async function loader({ params, request }: Route.LoaderArgs) {
  const database = await db();
  const course = await findCourseBySlug(database, params.courseSlug);
  if (!course) return data({ course: null, teaches: [], reviews: null }, { status: 404 });
  const teaches = (await findToolsTaughtBy(database, [course.id]))[course.id] ?? [];
  const reviews = await findReviewSection(database, { kind: "course", id: course.id, name: course.name, slug: course.slug, siteUrl: course.link }, await getCurrentUser(request), {
    url: new URL(request.url),
    minAccountAgeHours: env().REVIEW_MIN_ACCOUNT_AGE_HOURS,
  });
  return { course, teaches, reviews };
}

// A refusal's Retry-After reaches the visitor (React Router passes on only cookies otherwise).
export const headers: Route.HeadersFunction = formRefusalHeaders;

/** The review forms are the page's only forms. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const database = await db();
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const subject = await findCourseSubject(database, params.courseSlug);
  if (!subject) throw data(null, { status: 404 });
  if (!isReviewIntent(intent)) return data<TaggedResult>({ ok: false, message: m.content_course_unknown_action(), values: {}, intent }, 400);
  const deps = { db: database, botCheck: getBotCheck(), minAccountAgeHours: env().REVIEW_MIN_ACCOUNT_AGE_HOURS };
  const { result, init } = await answerReviewForm(deps, { form, user: await getCurrentUser(request), subject, clientAddress: context.get(clientAddressContext), intent });
  return data<TaggedResult>(result, init);
}

export const handle: PageCacheHandle & BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  ...cacheablePage,
  breadcrumb: (page) => page?.course?.name ?? m.content_course_not_found(),
};

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const course = loaderData?.course;
  if (!course) return [...pageMeta({ title: m.content_course_not_found(), location, matches }), { name: "robots", content: "noindex" }];
  return [
    ...pageMeta({ title: `${course.name} (${course.platformName})`, description: course.description, location, matches }),
    { "script:ld+json": { ...courseData(course, originOf(matches)), ...(loaderData.reviews && reviewData(loaderData.reviews.summary, loaderData.reviews.reviews)) } },
  ];
};

function BackToCourses() {
  return (
    <Link to="/resources/courses" className={buttonClass("ghost", "-ml-3")}>
      <ArrowLeft aria-hidden="true" className="size-4" /> {m.content_course_all_courses()}
    </Link>
  );
}

export default function CoursePage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, teaches, reviews } = loaderData;
  if (!course) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
        <SearchX aria-hidden="true" className="size-10 text-accent" />
        <h1 className="mt-4 text-2xl font-semibold">{m.content_course_not_found()}</h1>
        <p className="mt-2 text-muted">{m.content_course_not_found_text()}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/suggest-tool?tab=course" className={buttonClass("primary")}>
            {m.content_course_recommend()}
          </Link>
          <Link to="/resources/courses" className={buttonClass("secondary")}>
            {m.content_course_all_courses()}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BackToCourses />
      <header className="mt-4 flex items-start gap-4">
        {course.logoUrl ? (
          <img src={course.logoUrl} alt="" width={64} height={64} className="size-16 rounded-2xl" />
        ) : (
          <IconTile icon={GraduationCap} size="xl" className="shrink-0" />
        )}
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-balance break-words" lang="en">
            {course.name}
          </h1>
          <p className="mt-1 text-muted">{course.platformName}</p>
        </div>
      </header>
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <span className="rounded-full border border-border px-2.5 py-0.5 text-xs">{courseLevelLabel(course.level)}</span>
        <PricingBadge pricing={coursePricingLabel(course.pricing)} />
      </div>
      <p className="mt-6 text-lg leading-relaxed" lang="en">
        {course.description}
      </p>
      {teaches.length > 0 && (
        <section className="mt-8">
          <h2 className="text-xl font-semibold">{m.content_course_tools_taught()}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {teaches.map((tool) => (
              <li key={tool.slug}>
                <Link to={`/tools/${tool.slug}`} className="inline-flex min-h-10 items-center rounded-full border border-border px-4 text-sm hover:border-accent">
                  {tool.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-8">
        {course.link ? (
          <OutboundLink href={course.link} className={buttonClass("primary")}>
            {m.content_course_view_on({ platform: course.platformName })}
          </OutboundLink>
        ) : (
          <p className="rounded-xl border border-dashed border-border p-3 text-center text-sm text-muted">{m.content_course_link_unavailable()}</p>
        )}
      </div>
      {reviews && <ReviewSection section={reviews} pageResult={actionData} />}
    </article>
  );
}
