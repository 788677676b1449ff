import { ArrowRight, BookOpen, ClipboardList, PlayCircle, Workflow } from "~/components/icons";
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { BenefitGrid } from "~/components/marketing/benefit-grid";
import { CheckList } from "~/components/marketing/check-list";
import { CtaBand } from "~/components/marketing/cta-band";
import { MarketingHero } from "~/components/marketing/marketing-hero";
import { MarketingSection } from "~/components/marketing/marketing-section";
import { StepsList } from "~/components/marketing/steps-list";
import { buttonClass } from "~/components/ui/button";
import { CARD } from "~/components/ui/card";
import { cacheablePage } from "~/lib/page-cache";
import { pageMeta } from "~/lib/meta";
import { SITE_NAME } from "~/lib/site";

export const handle = { ...cacheablePage, breadcrumb: () => "Content Creators" };

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Content Creators",
    description: `Teach creative professionals about AI. Apply to create courses, tutorials and guides with ${SITE_NAME}.`,
    location,
    matches,
  });

const FORMATS = [
  { Icon: BookOpen, title: "Courses", text: "Structured lessons that take a creative professional from first steps to confident use." },
  { Icon: PlayCircle, title: "Tutorials", text: "Short, practical walk-throughs of one tool or one technique." },
  { Icon: Workflow, title: "Workflow guides", text: "How AI fits into real creative work, from brief to delivery." },
  { Icon: ClipboardList, title: "Tool reviews", text: "Honest looks at what a tool does well, and what it does not." },
];

const LOOKING_FOR = [
  "You work in a creative field, or teach people who do",
  "You use AI tools in real projects and can show how",
  "You can point to sample work: a portfolio, a course, an article or a video",
  "You explain clearly and honestly, including the limits of the tools",
];

const STEPS = [
  {
    title: "Apply",
    text: "Tell us about your creative background, what you would like to create and where we can see your work.",
  },
  {
    title: "We review and reply by e-mail",
    text: "The team reads your application and answers at the address you give.",
  },
  {
    title: "Create together",
    text: "If it is a good fit, we plan the content with you and agree on how it is published, and on what terms, before you start.",
  },
];

function ApplyButton({ extra = "" }: { extra?: string }) {
  return (
    <Link to="/content-creators/apply" className={buttonClass("primary", `min-h-12 px-7 text-base ${extra}`)}>
      Apply Now <ArrowRight aria-hidden="true" className="size-5" />
    </Link>
  );
}

export default function ContentCreatorsPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <MarketingHero eyebrow="For educators and creators" title="Teach creative professionals about AI">
        {SITE_NAME} helps designers, writers, marketers, photographers, architects and videographers find AI tools and learn to use them. If you teach,
        write or make videos about AI in creative work, we would like to hear from you.
      </MarketingHero>
      <div className="mt-8">
        <ApplyButton />
      </div>

      <MarketingSection headingId="formats-heading" title="What you could create">
        <BenefitGrid items={FORMATS} columns="sm:grid-cols-2 lg:grid-cols-4" />
      </MarketingSection>

      <MarketingSection headingId="fit-heading" title="Who we are looking for">
        <CheckList items={LOOKING_FOR} className="mt-6 grid gap-3 text-sm sm:grid-cols-2" itemClassName={`${CARD} p-4`} />
      </MarketingSection>

      <MarketingSection headingId="steps-heading" title="How it works">
        <StepsList steps={STEPS} columns="md:grid-cols-3" />
      </MarketingSection>

      <CtaBand headingId="ready-heading" title="Ready to apply?">
        <p className="mx-auto mt-3 max-w-xl text-muted">
          Questions first?{" "}
          <Link to="/contact" className="text-accent underline">
            Contact the team
          </Link>
          .
        </p>
        <ApplyButton extra="mt-6" />
      </CtaBand>
    </section>
  );
}
