import { Link } from "react-router";
import { db } from "@server/db/index";
import { findSentIssues } from "@server/newsletter/issues";
import { Newspaper, Rss } from "~/components/icons";
import { Pagination } from "~/components/pagination";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { PageHeader } from "~/components/ui/page-header";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { NEWSLETTER_FEED_PATH, NEWSLETTER_ISSUES_PATH, newsletterIssuePath } from "~/lib/newsletter-archive";
import { cacheablePage } from "~/lib/page-cache";
import { MAX_PAGE } from "~/lib/tool-search-params";
import type { Route } from "./+types/newsletter.issues";
import * as m from "~/paraglide/messages";

const PAGE_SIZE = 20;

export const handle = { ...cacheablePage, breadcrumb: () => m.content_issues_title() };

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: m.content_issues_meta_title(), description: m.content_issues_meta_description(), location, matches }),
  { tagName: "link", rel: "alternate", type: "application/rss+xml", title: m.content_issues_feed_title(), href: NEWSLETTER_FEED_PATH },
];

export async function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^\d{1,16}$/.test(requested) ? Math.min(Math.max(Number(requested), 1), MAX_PAGE) : 1;
  const { issues, total } = await findSentIssues(await db(), { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  return { issues, page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export default function NewsletterIssues({ loaderData }: Route.ComponentProps) {
  const { issues, page, pageCount } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <PageHeader title={m.content_issues_title()}>{m.content_issues_intro()}</PageHeader>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/newsletter" className={buttonClass("primary")}>
          {m.content_issues_subscribe()}
        </Link>
        <a href={NEWSLETTER_FEED_PATH} className={buttonClass("secondary")}>
          <Rss aria-hidden="true" className="size-4" /> {m.content_issues_feed()}
        </a>
      </div>
      {issues.length === 0 ? (
        <EmptyState className="mt-10" icon={Newspaper} title={m.content_issues_empty_title()} description={m.content_issues_empty_text()} />
      ) : (
        <ol className="mt-10 flex flex-col gap-3">
          {issues.map((issue) => (
            <li key={issue.number}>
              <Card as="article" className="p-5">
                <p className="text-sm text-muted">
                  {m.content_issues_issue({ number: issue.number })} · {formatDate(issue.sentAt)}
                </p>
                <h2 className="mt-1 text-lg font-semibold" lang="en">
                  <Link to={newsletterIssuePath(issue.number)} className="hover:text-accent focus-visible:text-accent">
                    {issue.subject}
                  </Link>
                </h2>
              </Card>
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => (n > 1 ? `${NEWSLETTER_ISSUES_PATH}?page=${n}` : NEWSLETTER_ISSUES_PATH)} />
    </section>
  );
}
