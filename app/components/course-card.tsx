import { GraduationCap, Star } from "~/components/icons";
import type { CourseCardData } from "@server/courses/queries";
import { CardRating } from "./card-rating";
import { OutboundLink } from "./outbound-link";
import { PricingBadge } from "./tool-card";
import { buttonClass } from "./ui/button";
import { HydrateLater } from "./hydrate-later";
import { PageLink } from "./page-link";
import { IconTile } from "~/components/ui/icon-tile";
import { Card } from "~/components/ui/card";
import * as m from "~/paraglide/messages";

const LEVEL_LABELS: Partial<Record<string, () => string>> = {
  Beginner: m.content_course_level_beginner,
  Intermediate: m.content_course_level_intermediate,
  Advanced: m.content_course_level_advanced,
};
const PRICING_LABELS: Partial<Record<string, () => string>> = {
  Free: m.content_course_pricing_free,
  Freemium: m.content_course_pricing_freemium,
  Paid: m.content_course_pricing_paid,
};

/** A course's level in the page's language; a level the list does not know shows as stored. */
export function courseLevelLabel(level: string): string {
  return LEVEL_LABELS[level]?.() ?? level;
}

/** A course's pricing model in the page's language; one the list does not know shows as stored. */
export function coursePricingLabel(pricing: string): string {
  return PRICING_LABELS[pricing]?.() ?? pricing;
}

/** `teaches`: the directory's tools this course teaches, each linked to its page. */
function CourseCardArticle({ course, teaches = [] }: { course: CourseCardData; teaches?: { slug: string; name: string }[] }) {
  return (
    <Card as="article" className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        {course.logoUrl ? (
          <img src={course.logoUrl} alt="" width={48} height={48} className="size-12 rounded-xl" loading="lazy" />
        ) : (
          <IconTile icon={GraduationCap} size="md" className="shrink-0" />
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-balance break-words" lang="en">
            <PageLink to={`/resources/courses/${course.slug}`} className="hover:text-accent hover:underline">
              {course.name}
            </PageLink>
          </h3>
          <p className="text-sm text-muted">{course.platformName}</p>
        </div>
      </div>
      <p className="line-clamp-3 text-sm text-muted" lang="en">
        {course.description}
      </p>
      {teaches.length > 0 && (
        <p className="text-sm">
          <span className="text-muted">
            {m.content_course_teaches()}{" "}
          </span>
          {teaches.map((tool, index) => (
            <span key={tool.slug}>
              {index > 0 && ", "}
              <PageLink to={`/tools/${tool.slug}`} className="font-medium text-accent underline-offset-4 hover:underline">
                {tool.name}
              </PageLink>
            </span>
          ))}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <span className="rounded-full border border-border px-2.5 py-0.5 text-xs">{courseLevelLabel(course.level)}</span>
        <PricingBadge pricing={coursePricingLabel(course.pricing)} />
        <CardRating ratingSum={course.ratingSum} reviewCount={course.reviewCount} />
        {course.isFeatured && (
          <span className="inline-flex items-center gap-1 rounded-full bg-surface-raised px-2.5 py-0.5 text-xs text-accent">
            <Star aria-hidden="true" className="size-3" /> {m.content_course_featured()}
          </span>
        )}
      </div>
      {course.link ? (
        <OutboundLink href={course.link} className={buttonClass("secondary", "w-full")}>
          {m.content_course_view()}
        </OutboundLink>
      ) : (
        <p className="rounded-xl border border-dashed border-border p-2 text-center text-sm text-muted">{m.content_course_link_unavailable()}</p>
      )}
    </Card>
  );
}

/** Cards are taken over one by one, each in a task of its own (see HydrateLater). */
export function CourseCard(props: { course: CourseCardData; teaches?: { slug: string; name: string }[] }) {
  return (
    <HydrateLater>
      <CourseCardArticle {...props} />
    </HydrateLater>
  );
}

/** Courses side by side, as on a tool's page and in search results. */
export function CourseGrid({ courses }: { courses: readonly CourseCardData[] }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}
