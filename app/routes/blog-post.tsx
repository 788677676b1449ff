import { ArrowLeft, CalendarDays, Clock, FileQuestion, UserRound } from "~/components/icons";
import { data, Link } from "react-router";
import { findPublishedPostBySlug, findRelatedPosts } from "@server/blog/queries";
import { sanitizePostHtml } from "@server/blog/sanitize";
import { db } from "@server/db/index";
import { PostGrid, TagChips } from "~/components/post-card";
import { formatDate } from "~/lib/dates";
import { buttonClass } from "~/components/ui/button";
import { readingMinutes } from "~/lib/blog";
import { originOf, pageMeta } from "~/lib/meta";
import { postCardVersion, socialImagePath } from "~/lib/social-images";
import { withoutEmpty } from "~/lib/structured-data";
import { SITE_NAME } from "~/lib/site";
import { cacheablePage, type PageCacheHandle } from "~/lib/page-cache";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import type { Route } from "./+types/blog-post";
import { IconTile } from "~/components/ui/icon-tile";
import * as m from "~/paraglide/messages";

export async function loader({ params }: Route.LoaderArgs) {
  const database = await db();
  const post = await findPublishedPostBySlug(database, params.slug);
  // Drafts, unpublished and unknown posts look the same from outside.
  if (!post) return data({ post: null, related: [] }, { status: 404 });
  // Stored clean, and cleaned again on the way out: the allow-list of today applies to old posts too.
  const content = sanitizePostHtml(post.content);
  return { post: { ...post, content, readTime: readingMinutes(content) }, related: await findRelatedPosts(database, post) };
}

export const handle: PageCacheHandle & BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  ...cacheablePage,
  breadcrumb: (page) => page?.post?.title ?? m.content_post_not_found(),
};

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const post = loaderData?.post;
  if (!post) return [...pageMeta({ title: m.content_post_not_found(), location, matches }), { name: "robots", content: "noindex" }];
  const origin = originOf(matches);
  const description = post.metaDescription || post.excerpt;
  // Article structured data from the post's own fields, nothing invented.
  const structuredData = withoutEmpty({
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description,
    author: { "@type": "Organization", name: post.author },
    publisher: { "@type": "Organization", name: SITE_NAME },
    datePublished: post.publishedAt ? new Date(post.publishedAt).toISOString() : undefined,
    dateModified: new Date(post.updatedAt).toISOString(),
    image: post.imageUrl ? `${origin}${post.imageUrl}` : undefined,
    mainEntityOfPage: `${origin}${location.pathname}`,
    keywords: post.tags.join(", "),
  });
  return [
    // The post's own picture when it has one (its size unknown here), else its generated card.
    ...pageMeta({
      title: post.title,
      description,
      location,
      matches,
      type: "article",
      image: post.imageUrl ?? socialImagePath("blog", post.slug, postCardVersion(post)),
      imageAlt: post.title,
      imageSize: post.imageUrl ? null : undefined,
    }),
    { "script:ld+json": structuredData },
  ];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData;
  if (!post) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
        <IconTile icon={FileQuestion} size="xl" />
        <h1 className="mt-6 text-4xl font-bold tracking-tight">{m.content_post_not_found()}</h1>
        <p className="mt-4 text-muted">{m.content_post_not_found_text()}</p>
        <Link to="/resources/blog" className={buttonClass("primary", "mt-8")}>
          <ArrowLeft aria-hidden="true" className="size-4" /> {m.content_post_back_to_blog()}
        </Link>
      </section>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to="/resources/blog" className={buttonClass("ghost", "-ml-3")}>
        <ArrowLeft aria-hidden="true" className="size-4" /> {m.content_post_all_articles()}
      </Link>
      <header className="mt-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent" lang="en">
          {post.category}
        </p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl" lang="en">
          {post.title}
        </h1>
        <p className="mt-4 text-lg text-muted text-pretty" lang="en">
          {post.excerpt}
        </p>
        <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-4" /> <span lang="en">{post.author}</span>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={post.publishedAt ? new Date(post.publishedAt).toISOString() : undefined}>{formatDate(post.publishedAt)}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" /> {m.content_post_read_time({ minutes: post.readTime })}
          </span>
        </p>
        <div className="mt-4">
          <TagChips tags={post.tags} max={post.tags.length} />
        </div>
      </header>
      {post.imageUrl && <img src={post.imageUrl} alt="" width={1200} height={630} className="mt-8 aspect-[1200/630] w-full rounded-2xl object-cover" />}
      {/* Sanitised on the server with the allow-list in server/blog/sanitize.ts. */}
      <div className="post-content mt-10" lang="en" dangerouslySetInnerHTML={{ __html: post.content }} />
      {related.length > 0 && (
        <section aria-labelledby="related-posts" className="mt-16 border-t border-border pt-10">
          <h2 id="related-posts" className="text-2xl font-semibold">
            {m.content_post_related()}
          </h2>
          <PostGrid posts={related} columns="sm:grid-cols-2" tagCount={2} />
        </section>
      )}
    </article>
  );
}
