import { data, Link } from "react-router";
import { db } from "@server/db/index";
import { findSentIssue } from "@server/newsletter/issues";
import { NewsletterIssueArticle } from "~/components/newsletter-issue";
import { ArrowLeft } from "~/components/icons";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import { NEWSLETTER_ISSUES_PATH } from "~/lib/newsletter-archive";
import { cacheablePage, type PageCacheHandle } from "~/lib/page-cache";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import type { Route } from "./+types/newsletter.issue";
import { WithParts } from "~/components/marketing/with-parts";
import * as m from "~/paraglide/messages";

export const handle: PageCacheHandle & BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  ...cacheablePage,
  breadcrumb: (page) => (page ? m.content_issues_issue({ number: page.issue.number }) : undefined),
};

export const meta: Route.MetaFunction = ({ data: page, location, matches }) =>
  pageMeta({
    title: page ? page.issue.subject : m.content_issue_meta_title(),
    description: page ? m.content_issue_meta_description({ number: page.issue.number }) : undefined,
    location,
    matches,
  });

export async function loader({ params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.number)) throw data(null, { status: 404 });
  const issue = await findSentIssue(await db(), Number(params.number));
  if (!issue) throw data(null, { status: 404 });
  return { issue };
}

export default function NewsletterIssue({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link to={NEWSLETTER_ISSUES_PATH} className={buttonClass("ghost", "-ml-3 mb-6")}>
        <ArrowLeft aria-hidden="true" className="size-4" /> {m.content_issues_title()}
      </Link>
      <div lang="en">
        <NewsletterIssueArticle issue={loaderData.issue} />
      </div>
      <p className="mt-12 rounded-xl border border-border bg-surface-raised p-5 text-sm">
        <WithParts
          text={m.content_issue_next({ link: "{link}" })}
          parts={{
            link: (
              <Link to="/newsletter" className="font-medium text-accent underline underline-offset-2">
                {m.content_issue_next_link()}
              </Link>
            ),
          }}
        />
      </p>
    </section>
  );
}
