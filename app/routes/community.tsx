import { GraduationCap, Lightbulb, Mail, MessagesSquare, Newspaper, Sparkles } from "~/components/icons";
import type { MetaFunction } from "react-router";
import { communityFigures } from "@server/community/figures";
import { db } from "@server/db/index";
import { BenefitGrid, type Benefit } from "~/components/marketing/benefit-grid";
import { MarketingHero } from "~/components/marketing/marketing-hero";
import { MarketingSection } from "~/components/marketing/marketing-section";
import { NewsletterCard } from "~/components/newsletter-card";
import { Card } from "~/components/ui/card";
import { cacheablePage } from "~/lib/page-cache";
import { pageMeta } from "~/lib/meta";
import { SITE_NAME } from "~/lib/site";
import * as m from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";

export const handle = cacheablePage;

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: m.content_community_title(),
    description: m.content_community_meta_description({ site: SITE_NAME }),
    location,
    matches,
  });

export async function loader() {
  return communityFigures(await db());
}

function features(): Benefit[] {
  return [
    {
      Icon: Mail,
      title: m.content_community_feature_newsletter_title(),
      text: m.content_community_feature_newsletter_text(),
      link: { to: "/newsletter", label: m.content_community_feature_newsletter_link() },
    },
    {
      Icon: Lightbulb,
      title: m.content_community_feature_suggest_title(),
      text: m.content_community_feature_suggest_text(),
      link: { to: "/suggest-tool", label: m.content_community_feature_suggest_link() },
    },
    {
      Icon: Newspaper,
      title: m.content_community_feature_blog_title(),
      text: m.content_community_feature_blog_text(),
      link: { to: "/resources/blog", label: m.content_community_feature_blog_link() },
    },
    {
      Icon: Sparkles,
      title: m.nav_automation_lab(),
      text: m.content_community_feature_lab_text(),
      link: { to: "/resources/events", label: m.content_community_feature_lab_link() },
    },
    {
      Icon: GraduationCap,
      title: m.content_community_feature_teach_title(),
      text: m.content_community_feature_teach_text(),
      link: { to: "/content-creators/apply", label: m.content_community_feature_teach_link() },
    },
  ];
}

export default function CommunityPage({ loaderData }: { loaderData: Awaited<ReturnType<typeof loader>> }) {
  const figures = [
    { label: m.content_community_figure_tools(), value: loaderData.tools },
    { label: m.content_community_figure_categories(), value: loaderData.categories },
    { label: m.content_community_figure_courses(), value: loaderData.courses },
    { label: m.content_community_figure_posts(), value: loaderData.posts },
  ];
  const number = new Intl.NumberFormat(getLocale());
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <MarketingHero eyebrow={m.content_community_title()} title={m.content_community_hero_title({ site: SITE_NAME })}>
        {m.content_community_hero_text()}
      </MarketingHero>

      <MarketingSection headingId="figures-heading" title={m.content_community_figures_title()} className="mt-12">
        <p className="mt-2 text-sm text-muted">{m.content_community_figures_note()}</p>
        <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {figures.map(({ label, value }) => (
            <Card key={label} className="flex flex-col p-6">
              <dt className="order-2 mt-1 text-sm text-muted">{label}</dt>
              <dd className="order-1 text-3xl font-bold tracking-tight">{number.format(value)}</dd>
            </Card>
          ))}
        </dl>
      </MarketingSection>

      <MarketingSection headingId="features-heading" title={m.content_community_features_title()}>
        <BenefitGrid items={features()} columns="sm:grid-cols-2 lg:grid-cols-3" />
      </MarketingSection>

      <div className="mt-14 grid gap-6 md:grid-cols-2 md:items-start">
        <section aria-labelledby="discussion-heading" className="rounded-2xl border border-dashed border-border p-6 sm:p-8">
          <MessagesSquare aria-hidden="true" className="size-6 text-accent" />
          <h2 id="discussion-heading" className="mt-3 text-xl font-semibold">
            {m.content_community_discussion_title()}
          </h2>
          <p className="mt-2 text-muted">{m.content_community_discussion_text()}</p>
        </section>
        <NewsletterCard source="home" title={m.content_community_newsletter_title()} />
      </div>
    </section>
  );
}
