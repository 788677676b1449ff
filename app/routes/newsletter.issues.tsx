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

const PAGE_SIZE = 20;

export const handle = { ...cacheablePage, breadcrumb: () => "Past issues" };

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Past newsletter issues", description: "Every issue of the weekly newsletter, to read on the web.", location, matches }),
  { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "Newsletter issues", href: NEWSLETTER_FEED_PATH },
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
      <PageHeader title="Past issues">The weekly newsletter as it went out, newest first.</PageHeader>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/newsletter" className={buttonClass("primary")}>
          Subscribe
        </Link>
        <a href={NEWSLETTER_FEED_PATH} className={buttonClass("secondary")}>
          <Rss aria-hidden="true" className="size-4" /> Feed
        </a>
      </div>
      {issues.length === 0 ? (
        <EmptyState className="mt-10" icon={Newspaper} title="No issue has gone out yet" description="The first one will be here once it is sent." />
      ) : (
        <ol className="mt-10 flex flex-col gap-3">
          {issues.map((issue) => (
            <li key={issue.number}>
              <Card as="article" className="p-5">
                <p className="text-sm text-muted">
                  Issue {issue.number} · {formatDate(issue.sentAt)}
                </p>
                <h2 className="mt-1 text-lg font-semibold">
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
