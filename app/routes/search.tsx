import { Search, SearchX } from "~/components/icons";
import { Link, redirect, useNavigation } from "react-router";
import { db } from "@server/db/index";
import { searchPosts } from "@server/blog/queries";
import { searchCourses } from "@server/courses/queries";
import { findFilterOptions } from "@server/tools/queries";
import { loadToolSearchPage } from "@server/tools/search-page";
import { CourseGrid } from "~/components/course-card";
import { DidYouMean, NamedCategoryOffer, PartialMatchNotice, PriceWordsNotice } from "~/components/search-notices";
import { Pagination } from "~/components/pagination";
import { PostGrid } from "~/components/post-card";
import { ToolGrid } from "~/components/tool-card";
import { ToolSearchFilters } from "~/components/tool-search-filters";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import { isSearchActive, pageHref, readToolSearch } from "~/lib/tool-search-params";
import { cacheableToolSearch } from "~/lib/page-cache";
import type { Route } from "./+types/search";
import { EmptyState } from "~/components/ui/empty-state";
import * as m from "~/paraglide/messages";

export const handle = cacheableToolSearch;

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({
    title: m.catalogue_search_meta_title(),
    description: m.catalogue_search_meta_description(),
    location,
    matches,
  }),
  // Result pages are endless variations of the directory: keep them out of search engines.
  ...(location.search ? [{ name: "robots", content: "noindex, follow" }] : []),
];

/** Courses and articles shown beside the tools: the closest few, with a link to all of them. */
const OTHER_RESULTS = 6;

export async function loader({ request }: Route.LoaderArgs) {
  const state = readToolSearch(new URL(request.url).searchParams);
  const database = await db();
  if (!isSearchActive(state)) {
    return { state, options: await findFilterOptions(database), searched: false as const, tools: [], total: 0, pageCount: 0, relaxed: false, didYouMean: null, priceWords: null, namedCategory: null, courses: [], posts: [] };
  }
  // Courses and posts have no tool categories or tool prices: they answer the words alone, on the first page.
  const others = state.search && state.page === 1;
  const [tools, courses, posts] = await Promise.all([
    loadToolSearchPage(database, state),
    others ? searchCourses(database, state.search, OTHER_RESULTS) : [],
    others ? searchPosts(database, state.search, OTHER_RESULTS) : [],
  ]);
  if (state.page > tools.pageCount) throw redirect(`/search${pageHref(state, tools.pageCount)}`);
  return { state, searched: true as const, ...tools, courses, posts };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { state, options, searched, tools, total, pageCount, courses, posts, relaxed, didYouMean, priceWords, namedCategory } = loaderData;
  const nothing = total === 0 && courses.length === 0 && posts.length === 0;
  const busy = useNavigation().state === "loading";
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">{m.catalogue_search_heading()}</h1>
      <div className="mt-8">
        <ToolSearchFilters options={options} />
      </div>
      <div className={`mt-10 transition-opacity ${busy ? "opacity-60" : ""}`} aria-busy={busy} aria-live="polite">
        {!searched ? (
          <EmptyState icon={Search} title={m.catalogue_search_start()} />
        ) : nothing ? (
          <EmptyState
            icon={SearchX}
            title={m.catalogue_tool_not_found()}
            as="h2"
            description={
              <>
                {m.catalogue_search_not_listed()}
                <DidYouMean state={state} suggestion={didYouMean} path="/search" />
              </>
            }
          >
            <Link to="/suggest-tool" className={buttonClass("primary")}>
              {m.catalogue_submit_tool()}
            </Link>
          </EmptyState>
        ) : (
          <>
            <h2 className="text-2xl font-semibold">{m.catalogue_search_results_count({ count: total })}</h2>
            <PartialMatchNotice relaxed={relaxed} />
      <PriceWordsNotice read={priceWords} />
      <NamedCategoryOffer category={namedCategory} />
            {total > 0 ? (
              <div className="mt-6">
                <ToolGrid tools={tools} />
              </div>
            ) : (
              <>
                <p className="mt-4 text-muted">{m.catalogue_search_no_tools()}</p>
                <DidYouMean state={state} suggestion={didYouMean} path="/search" />
              </>
            )}
            <Pagination page={state.page} pageCount={pageCount} hrefFor={(page) => pageHref(state, page)} />
            {courses.length > 0 && (
              <MatchingSection headingId="course-results" title={m.catalogue_search_courses()} allHref={`/resources/courses?search=${encodeURIComponent(state.search)}`} allLabel={m.catalogue_search_all_courses()}>
                <CourseGrid courses={courses} />
              </MatchingSection>
            )}
            {posts.length > 0 && (
              <MatchingSection headingId="post-results" title={m.catalogue_search_articles()} allHref={`/resources/blog?search=${encodeURIComponent(state.search)}`} allLabel={m.catalogue_search_all_articles()}>
                <PostGrid posts={posts} columns="sm:grid-cols-2 lg:grid-cols-3" tagCount={2} />
              </MatchingSection>
            )}
          </>
        )}
      </div>
    </section>
  );
}

/** Courses or articles that match too, below the tools, with a link to all of them on their own page. */
function MatchingSection({ headingId, title, allHref, allLabel, children }: { headingId: string; title: string; allHref: string; allLabel: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={headingId} className="mt-14">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-semibold">
          {title}
        </h2>
        <Link to={allHref} className="text-sm font-semibold text-accent hover:underline">
          {allLabel}
        </Link>
      </div>
      {children}
    </section>
  );
}
