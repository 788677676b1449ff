import { CalendarDays, Clock } from "~/components/icons";
import type { PostCard as PostCardData } from "@server/blog/queries";
import { formatDate } from "~/lib/dates";
import { HydrateLater } from "./hydrate-later";
import { PageLink } from "./page-link";
import { Card } from "~/components/ui/card";
import * as m from "~/paraglide/messages";

export function TagChips({ tags, max }: { tags: string[]; max: number }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={m.content_post_tags()} lang="en">
      {tags.slice(0, max).map((tag) => (
        <li key={tag} className="rounded-full border border-border px-2.5 py-0.5 text-xs text-muted">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** A post in a list: the whole card is one link to the post. */
function PostCardArticle({ post, tagCount, large = false }: { post: PostCardData; tagCount: number; large?: boolean }) {
  return (
    <Card as="article" className="group relative flex h-full flex-col overflow-hidden transition-colors hover:border-accent">
      {post.imageUrl && <img src={post.imageUrl} alt="" width={1200} height={630} loading="lazy" className="aspect-[1200/630] w-full object-cover" />}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-accent" lang="en">
          {post.category}
        </p>
        <h3 className={`font-semibold text-balance ${large ? "text-2xl" : "text-lg"}`} lang="en">
          <PageLink to={`/blog/${post.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {post.title}
          </PageLink>
        </h3>
        <p className={`text-muted ${large ? "line-clamp-3" : "line-clamp-2 text-sm"}`} lang="en">
          {post.excerpt}
        </p>
        <div className="mt-auto flex flex-col gap-3 pt-2">
          <TagChips tags={post.tags} max={tagCount} />
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
            <span lang="en">{post.author}</span>
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              <time dateTime={post.publishedAt ? new Date(post.publishedAt).toISOString() : undefined}>{formatDate(post.publishedAt)}</time>
            </span>
            {post.readTime && (
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-3.5" /> {m.content_post_read_time({ minutes: post.readTime })}
              </span>
            )}
          </p>
        </div>
      </div>
    </Card>
  );
}

/** Cards are taken over one by one, each in a task of its own (see HydrateLater). */
export function PostCard(props: { post: PostCardData; tagCount: number; large?: boolean }) {
  return (
    <HydrateLater>
      <PostCardArticle {...props} />
    </HydrateLater>
  );
}

/** Articles side by side; `columns` says how many fit at which width. */
export function PostGrid({ posts, columns, tagCount, large }: { posts: readonly PostCardData[]; columns: string; tagCount: number; large?: boolean }) {
  return (
    <ul className={`mt-6 grid gap-6 ${columns}`}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} tagCount={tagCount} large={large} />
        </li>
      ))}
    </ul>
  );
}
