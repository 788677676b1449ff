import { Newspaper, Rss, Search, SearchX } from "~/components/icons";
import { Form, Link, redirect } from "react-router";
import { findBlogPage } from "@server/blog/queries";
import { db } from "@server/db/index";
import { Pagination } from "~/components/pagination";
import { PostGrid } from "~/components/post-card";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { BLOG_FEED_PATH as FEED_PATH } from "~/lib/blog";
import { pageMeta } from "~/lib/meta";
import { MAX_PAGE } from "~/lib/tool-search-params";
import { cacheablePage } from "~/lib/page-cache";
import type { Route } from "./+types/blog";
import { EmptyState } from "~/components/ui/empty-state";
import { PageHeader } from "~/components/ui/page-header";
import * as m from "~/paraglide/messages";

function readBlogSearch(params: URLSearchParams) {
  const requested = params.get("page") ?? "1";
  const page = /^\d{1,16}$/.test(requested) ? Math.min(Math.max(Number(requested), 1), MAX_PAGE) : 1;
  return { search: (params.get("search") ?? "").trim().slice(0, 100), page };
}

export const handle = cacheablePage;

export async function loader({ request }: Route.LoaderArgs) {
  const state = readBlogSearch(new URL(request.url).searchParams);
  const found = await findBlogPage(await db(), state);
  if (state.page > found.pageCount) {
    const params = new URLSearchParams({ ...(state.search ? { search: state.search } : {}), ...(found.pageCount > 1 ? { page: String(found.pageCount) } : {}) });
    throw redirect(`/resources/blog${params.size ? `?${params}` : ""}`);
  }
  return { ...state, ...found };
}

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({
    title: m.content_blog_title(),
    description: m.content_blog_meta_description(),
    location,
    matches,
  }),
  // A search result is not a page of its own for search engines.
  ...(new URLSearchParams(location.search).get("search") ? [{ name: "robots", content: "noindex" }] : []),
];

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { search, page, featured, posts, total, pageCount } = loaderData;
  const hrefFor = (n: number) => `?${new URLSearchParams({ ...(search ? { search } : {}), ...(n > 1 ? { page: String(n) } : {}) }).toString()}`;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageHeader title={m.content_blog_title()}>{m.content_blog_intro()}</PageHeader>
        </div>
        <a href={FEED_PATH} className={buttonClass("secondary")}>
          <Rss aria-hidden="true" className="size-4" /> {m.content_blog_rss()}
        </a>
      </div>

      <Form method="get" role="search" className="mt-8 flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <label htmlFor="blog-search" className="sr-only">
            {m.content_blog_search_label()}
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted" />
          <input id="blog-search" type="search" name="search" defaultValue={search} key={search} maxLength={100} placeholder={m.content_blog_search_placeholder()} className={`${inputClass} pl-12`} />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          {m.content_blog_search_button()}
        </button>
        {search && (
          <Link to="/resources/blog" className={buttonClass("secondary")}>
            {m.content_blog_clear_search()}
          </Link>
        )}
      </Form>

      {featured.length > 0 && page === 1 && (
        <section aria-labelledby="featured-articles" className="mt-12">
          <h2 id="featured-articles" className="text-2xl font-semibold">
            {m.content_blog_featured()}
          </h2>
          <PostGrid posts={featured} columns="md:grid-cols-2" tagCount={4} large />
        </section>
      )}

      <section aria-labelledby="all-articles" className="mt-12">
        <h2 id="all-articles" className="text-2xl font-semibold">
          {search ? m.content_blog_search_results({ total }) : m.content_blog_all_articles()}
        </h2>
        {posts.length > 0 ? (
          <PostGrid posts={posts} columns="sm:grid-cols-2 lg:grid-cols-4" tagCount={2} />
        ) : (
          <EmptyState
            icon={search ? SearchX : Newspaper}
            title={search ? m.content_blog_no_match({ search }) : m.content_blog_no_articles()}
            description={search ? m.content_blog_no_match_hint() : m.content_blog_no_articles_hint()}
            className="mt-6"
          >
            {search && (
              <Link to="/resources/blog" className={buttonClass("secondary")}>
                {m.content_blog_clear_search()}
              </Link>
            )}
          </EmptyState>
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
      </section>
    </section>
  );
}
