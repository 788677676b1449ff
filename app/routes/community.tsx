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

export const handle = cacheablePage;

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Community",
    description: `The ${SITE_NAME} community: creative professionals finding, sharing and learning AI tools. Join the newsletter.`,
    location,
    matches,
  });

export async function loader() {
  return communityFigures(await db());
}

const FEATURES: Benefit[] = [
  {
    Icon: Mail,
    title: "Newsletter",
    text: "New tools worth your time, by e-mail. We send a confirmation link first, and nothing arrives until you confirm.",
    link: { to: "/newsletter", label: "About the newsletter" },
  },
  {
    Icon: Lightbulb,
    title: "Suggest tools and courses",
    text: "Know a tool or a course that belongs in the directory? Send it to the team for review.",
    link: { to: "/suggest-tool", label: "Suggest a tool or course" },
  },
  {
    Icon: Newspaper,
    title: "The blog",
    text: "Practical articles on AI tools for creative work: what to use, how, and what to watch out for.",
    link: { to: "/resources/blog", label: "Read the blog" },
  },
  {
    Icon: Sparkles,
    title: "AI Automation Lab",
    text: "A hands-on programme on AI and automation for creative businesses, coming soon. Join the waitlist to hear when it opens.",
    link: { to: "/resources/events", label: "Join the waitlist" },
  },
  {
    Icon: GraduationCap,
    title: "Teach with us",
    text: "Educators and creators can apply to create AI content for creative professionals.",
    link: { to: "/content-creators/apply", label: "Apply as a content creator" },
  },
];

const NUMBER = new Intl.NumberFormat("en-US");

export default function CommunityPage({ loaderData }: { loaderData: Awaited<ReturnType<typeof loader>> }) {
  const figures = [
    { label: "AI tools listed", value: loaderData.tools },
    { label: "Categories", value: loaderData.categories },
    { label: "Courses", value: loaderData.courses },
    { label: "Articles published", value: loaderData.posts },
  ];
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <MarketingHero eyebrow="Community" title={`The ${SITE_NAME} community`}>
        For designers, writers, marketers, photographers, architects and videographers who want to use AI well in their work: finding the tools worth
        trying, learning from courses and articles, and passing on what works.
      </MarketingHero>

      <MarketingSection headingId="figures-heading" title="The directory today" className="mt-12">
        <p className="mt-2 text-sm text-muted">Counted from the catalogue itself, not estimated.</p>
        <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {figures.map(({ label, value }) => (
            <Card key={label} className="flex flex-col p-6">
              <dt className="order-2 mt-1 text-sm text-muted">{label}</dt>
              <dd className="order-1 text-3xl font-bold tracking-tight">{NUMBER.format(value)}</dd>
            </Card>
          ))}
        </dl>
      </MarketingSection>

      <MarketingSection headingId="features-heading" title="What you can do today">
        <BenefitGrid items={FEATURES} columns="sm:grid-cols-2 lg:grid-cols-3" />
      </MarketingSection>

      <div className="mt-14 grid gap-6 md:grid-cols-2 md:items-start">
        <section aria-labelledby="discussion-heading" className="rounded-2xl border border-dashed border-border p-6 sm:p-8">
          <MessagesSquare aria-hidden="true" className="size-6 text-accent" />
          <h2 id="discussion-heading" className="mt-3 text-xl font-semibold">
            A discussion space is not open yet
          </h2>
          <p className="mt-2 text-muted">
            There is no forum or chat group for the community yet. When one opens, subscribers to the newsletter will hear first.
          </p>
        </section>
        <NewsletterCard source="home" title="Join the community newsletter" />
      </div>
    </section>
  );
}
