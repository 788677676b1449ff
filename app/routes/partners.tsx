import { ArrowRight, GraduationCap, Handshake, LifeBuoy, Megaphone, Wrench } from "~/components/icons";
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { BenefitGrid } from "~/components/marketing/benefit-grid";
import { MarketingHero } from "~/components/marketing/marketing-hero";
import { MarketingSection } from "~/components/marketing/marketing-section";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cacheablePage } from "~/lib/page-cache";
import { pageMeta } from "~/lib/meta";
import { CONTACT_EMAIL, SITE_NAME } from "~/lib/site";
import { IconTile } from "~/components/ui/icon-tile";

export const handle = cacheablePage;

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Partners",
    description: `Partner with ${SITE_NAME}: list your AI tool or create AI content for creative professionals.`,
    location,
    matches,
  });

const WAYS = [
  {
    Icon: Wrench,
    title: "Tool Creators",
    text: "You make an AI tool that designers, writers, marketers, photographers, architects or videographers would use. Submit it for the directory: the team reviews every submission.",
    apply: "/suggest-tool",
    more: "/tool-creators",
  },
  {
    Icon: GraduationCap,
    title: "Content Creators",
    text: "You teach creative professionals how to use AI, through courses, tutorials or guides. Apply to create content with us.",
    apply: "/content-creators/apply",
    more: "/content-creators",
  },
];

const BENEFITS = [
  {
    Icon: Megaphone,
    title: "Exposure",
    text: `Your tool or your content is shown to creative professionals who come to ${SITE_NAME} looking for AI tools and courses.`,
  },
  {
    Icon: Handshake,
    title: "Revenue Share",
    text: "We plan to share revenue on referrals and featured placements. No such programme is running yet: its terms will be agreed with each partner before anything is paid.",
  },
  {
    Icon: LifeBuoy,
    title: "Support",
    text: `Questions about a listing or an application? Write to the team through the contact page or at ${CONTACT_EMAIL}.`,
  },
];

export default function PartnersPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <MarketingHero eyebrow="Partners" title={`Partner with ${SITE_NAME}`}>
        {SITE_NAME} is a free directory of AI tools and AI courses for creative professionals. If you build AI tools or teach creative people how to use
        them, there are two ways to work with us.
      </MarketingHero>

      <MarketingSection headingId="ways-heading" title="Two ways to partner" className="mt-12">
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {WAYS.map(({ Icon, title, text, apply, more }) => (
            <Card as="li" key={title} className="flex flex-col p-6 sm:p-8">
              <IconTile icon={Icon} size="sm" />
              <h3 className="mt-4 text-xl font-semibold">{title}</h3>
              <p className="mt-2 flex-1 text-muted">{text}</p>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                <Link to={apply} className={buttonClass("primary")} aria-label={`Apply Now: ${title}`}>
                  Apply Now <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
                <Link to={more} className={buttonClass("ghost")} aria-label={`Learn more about ${title}`}>
                  Learn more
                </Link>
              </div>
            </Card>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection headingId="benefits-heading" title="Benefits">
        <BenefitGrid items={BENEFITS} columns="sm:grid-cols-2 lg:grid-cols-3" />
      </MarketingSection>

      <Card as="section" aria-labelledby="talk-heading" className="mt-14 p-6 sm:p-8">
        <h2 id="talk-heading" className="text-xl font-semibold">
          Not sure which fits?
        </h2>
        <p className="mt-2 max-w-2xl text-muted">Tell us what you make or teach, and we can talk it through.</p>
        <Link to="/contact" className={buttonClass("secondary", "mt-6")}>
          Contact the team
        </Link>
      </Card>
    </section>
  );
}
