import { db } from "@server/db/index";
import { getBotCheck } from "@server/botcheck/index";
import { env } from "@server/env";
import { formRefusalHeaders, runPublicForm } from "@server/forms/public-form";
import { submitToolReport } from "@server/reports/submit";
import { findVisitorTool } from "@server/tools/queries";
import { findToolPage } from "@server/tools/tool-page";
import { Link as LinkIcon } from "~/components/icons";
import { data, Link } from "react-router";
import { CompareButton } from "~/components/compare";
import { CourseGrid } from "~/components/course-card";
import { ToolFactsPanel } from "~/components/tool-facts-panel";
import { ToolHistory } from "~/components/tool-history";
import { ToolCorrections } from "~/components/tool-corrections";
import { FavoriteButton } from "~/components/favorite-button";
import { reportToasts, ReportProblem } from "~/components/report-problem";
import { clientAddressContext } from "~/lib/request-context";
import { toolReportFields, toolReportSchema } from "~/lib/schemas/tool-report";
import { OutboundLink } from "~/components/outbound-link";
import { PricingBadge, ToolGrid } from "~/components/tool-card";
import { ToolLogo } from "~/components/tool-logo";
import { buttonClass } from "~/components/ui/button";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { socialImagePath, toolCardVersion } from "~/lib/social-images";
import { reviewData, withoutEmpty } from "~/lib/structured-data";
import { platformLabel } from "~/lib/tool-facts";
import { originalLang, pricingLabel, slot, withSlots } from "~/lib/catalogue-labels";
import * as m from "~/paraglide/messages";
import { cacheablePage, type PageCacheHandle } from "~/lib/page-cache";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import type { Route } from "./+types/tool";
import { getCurrentUser } from "@server/auth/session";
import { answerReviewForm, isReviewIntent } from "@server/reviews/page-action";
import { findReviewSection } from "@server/reviews/page-data";
import { findToolSubject } from "@server/reviews/subjects";
import { ReviewSection } from "~/components/reviews/review-section";
import { answerFor, type TaggedResult } from "~/lib/forms";
import { CategoryNameText } from "~/components/category-name";
import { categoryNameInMatches, useCategoryName } from "~/lib/category-names";

export async function loader({ params, request }: Route.LoaderArgs) {
  const database = await db();
  // A draft is not there yet for visitors; a discontinued tool keeps its page, with a notice.
  const page = await findToolPage(database, params.toolSlug);
  if (!page) throw data(null, { status: 404 });
  const { tool } = page;
  const reviews = await findReviewSection(database, { kind: "tool", id: tool.id, name: tool.name, slug: tool.slug, siteUrl: tool.exploreNowLink }, await getCurrentUser(request), {
    url: new URL(request.url),
    minAccountAgeHours: env().REVIEW_MIN_ACCOUNT_AGE_HOURS,
  });
  return { ...page, reviews };
}

/** Ten reports an hour from one network address is plenty for a person. */
const REPORT_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };

// A refusal's Retry-After reaches the visitor (React Router passes on only cookies otherwise).
export const headers: Route.HeadersFunction = formRefusalHeaders;

export async function action({ request, params, context }: Route.ActionArgs) {
  const database = await db();
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (isReviewIntent(intent)) {
    // Only a listed tool takes reviews.
    const subject = await findToolSubject(database, params.toolSlug);
    if (!subject) throw data(null, { status: 404 });
    const deps = { db: database, botCheck: getBotCheck(), minAccountAgeHours: env().REVIEW_MIN_ACCOUNT_AGE_HOURS };
    const { result, init } = await answerReviewForm(deps, { form, user: await getCurrentUser(request), subject, clientAddress: context.get(clientAddressContext), intent });
    return data<TaggedResult>(result, init);
  }
  // Drafts are not there for visitors: nothing to report on.
  const tool = await findVisitorTool(database, params.toolSlug);
  if (!tool) throw data(null, { status: 404 });
  const { result, init } = await runPublicForm({ db: database, botCheck: getBotCheck() }, form, {
    schema: toolReportSchema,
    fields: toolReportFields,
    clientAddress: context.get(clientAddressContext),
    formName: "tool-report",
    limit: REPORT_RATE_LIMIT,
    failureMessage: reportToasts().failure[1],
    store: async (input) => {
      await submitToolReport(database, tool, input, { inbox: env().INBOX_EMAIL });
    },
  });
  return data<TaggedResult>({ ...result, intent: "report" }, init);
}

export const handle: PageCacheHandle & BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  ...cacheablePage,
  breadcrumb: (page) => page?.tool.name,
};

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return pageMeta({ title: m.catalogue_tool_not_found(), location, matches });
  const { tool } = loaderData;
  const localCategoryName = tool.categoryName === null ? null : categoryNameInMatches(matches, tool.categorySlug, tool.categoryName);
  // Only facts we hold: no invented ratings or prices.
  const structuredData = withoutEmpty({
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: tool.name,
    description: tool.description,
    url: tool.exploreNowLink,
    applicationCategory: tool.categoryName ?? undefined,
    operatingSystem: tool.platforms.length ? tool.platforms.map((slug) => platformLabel(slug) ?? slug).join(", ") : undefined,
    featureList: tool.features,
    ...reviewData(loaderData.reviews.summary, loaderData.reviews.reviews),
  });
  return [
    ...pageMeta({
      title: `${tool.name}: ${localCategoryName ?? m.catalogue_ai_tool()}`,
      description: tool.description,
      location,
      matches,
      // Only published tools have a card; a discontinued tool's page shows the site's.
      ...(tool.status === "published" && {
        image: socialImagePath("tools", tool.slug, toolCardVersion(tool)),
        imageAlt: `${tool.name}: ${localCategoryName ?? m.catalogue_ai_tool()}, ${pricingLabel(tool.pricing)}`,
      }),
    }),
    { "script:ld+json": structuredData },
  ];
};

export default function ToolPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tool, related, links, successor, courses, history, changedSources, claimedSince, reviews } = loaderData;
  const categoryName = useCategoryName();
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      {tool.status === "discontinued" && (
        <div role="note" className="mb-6 rounded-2xl border border-danger/40 bg-danger/10 p-5">
          <p className="font-semibold">{m.catalogue_tool_discontinued({ name: tool.name })}</p>
          <p className="mt-1 text-muted">
            {m.catalogue_tool_discontinued_note()}{" "}
            {successor ? (
              withSlots(m.catalogue_tool_successor({ successor: slot("successor") }), {
                successor: (
                  <Link to={`/tools/${successor.slug}`} className="font-semibold text-accent underline">
                    {successor.name}
                  </Link>
                ),
              })
            ) : related.length > 0 ? (
              m.catalogue_tool_alternatives_below()
            ) : (
              <Link to="/tools" className="text-accent underline">
                {m.catalogue_tool_browse_others()}
              </Link>
            )}
          </p>
        </div>
      )}
      <div className="rounded-3xl border border-border bg-surface p-6 sm:p-10">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <ToolLogo src={tool.logoUrl} name={tool.name} categoryIcon={tool.categoryIcon} colour={tool.categoryColour} size={88} />
          <div className="flex-1">
            <div className="flex items-start justify-between gap-4">
              {/* A long one-word name ("AdCreative.ai") breaks rather than push the buttons off a 320 px screen. */}
              <h1 className="min-w-0 text-3xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-4xl">{tool.name}</h1>
              <div className="flex shrink-0 gap-2">
                <CompareButton slug={tool.slug} name={tool.name} />
                <FavoriteButton toolId={tool.id} toolName={tool.name} />
              </div>
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              {tool.categorySlug && (
                <Link to={`/category/${tool.categorySlug}`} className="inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1 text-sm hover:border-accent">
                  <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: tool.categoryColour ?? undefined }} />
                  <CategoryNameText slug={tool.categorySlug} name={tool.categoryName ?? ""} />
                </Link>
              )}
              <PricingBadge pricing={tool.pricing} />
            </div>
            <p lang={originalLang()} className="mt-6 max-w-2xl text-lg text-pretty">{tool.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <OutboundLink href={tool.exploreNowLink} visitOf={tool.slug} className={buttonClass("primary")}>
                {m.catalogue_tool_explore({ name: tool.name })}
              </OutboundLink>
              {tool.seePricingLink && (
                <OutboundLink href={tool.seePricingLink} visitOf={tool.slug} className={buttonClass("secondary")}>
                  {m.catalogue_tool_see_pricing()}
                </OutboundLink>
              )}
            </div>
            <p className="mt-6 flex items-center gap-2 text-sm text-muted">
              <LinkIcon aria-hidden="true" className="size-4 shrink-0" />
              {links.verifiedAt ? (
                <span>
                  {withSlots(m.catalogue_tool_links_checked({ date: slot("date") }), {
                    date: <time dateTime={new Date(links.verifiedAt).toISOString()}>{formatDate(links.verifiedAt)}</time>,
                  })}
                </span>
              ) : links.failing ? (
                <span>{m.catalogue_tool_links_failing()}</span>
              ) : (
                <span>{m.catalogue_tool_links_unchecked()}</span>
              )}
            </p>
            <ReportProblem toolName={tool.name} pageResult={answerFor(actionData, "report")} />
          </div>
        </div>
      </div>
      <div className="mt-10">
        <ToolFactsPanel tool={tool} changedSources={changedSources} suggestPath={`/tools/${tool.slug}/edit`} />
        <ToolCorrections slug={tool.slug} claimedSince={claimedSince} />
      </div>
      <ReviewSection section={reviews} pageResult={actionData} />
      <ToolHistory entries={history} />
      {courses.length > 0 && (
        <section aria-labelledby="courses-heading" className="mt-14">
          <h2 id="courses-heading" className="text-2xl font-semibold">
            {m.catalogue_tool_learn({ name: tool.name })}
          </h2>
          <p className="mt-2 text-muted">{m.catalogue_tool_courses_intro()}</p>
          <CourseGrid courses={courses} />
        </section>
      )}
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-14">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="related-heading" className="text-2xl font-semibold">
              {m.catalogue_tool_alternatives_to({ name: tool.name })}
            </h2>
            {tool.categorySlug && (
              <Link to={`/category/${tool.categorySlug}`} className="text-sm font-semibold text-accent hover:underline">
                {m.catalogue_tool_see_all_in({ category: categoryName(tool.categorySlug, tool.categoryName ?? "").name })}
              </Link>
            )}
          </div>
          <p className="mt-2 text-muted">{m.catalogue_tool_related_intro()}</p>
          <div className="mt-6">
            <ToolGrid tools={related} />
          </div>
        </section>
      )}
    </article>
  );
}
