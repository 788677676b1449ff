import { ArrowRight, BadgeCheck, FileText, LayoutGrid, Search, Users } from "~/components/icons";
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

export const handle = { ...cacheablePage, breadcrumb: () => "Tool Creators" };

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Tool Creators",
    description: `Made an AI tool for creative professionals? Submit it to ${SITE_NAME}. Every submission is reviewed by the team.`,
    location,
    matches,
  });

const BENEFITS = [
  {
    Icon: Users,
    title: "Reach the people you build for",
    text: "The directory is made for designers, writers, marketers, photographers, architects and videographers looking for AI tools for their work.",
  },
  {
    Icon: FileText,
    title: "A page of its own",
    text: "A listed tool gets its own page with its description, category, pricing model and links to your website and pricing page.",
  },
  {
    Icon: Search,
    title: "Found by browsing and search",
    text: "Visitors find tools by category and through the site's search.",
  },
  {
    Icon: BadgeCheck,
    title: "Free to be listed",
    text: "Listings are not paid placements today: being listed costs nothing.",
  },
];

const FIT = [
  "Your tool uses AI and is useful to creative professionals in their day-to-day work",
  "It is a working product people can sign up for and use today",
  "It has a public website that explains what it does",
  "Its pricing is clear: free, freemium, paid, subscription or one-time payment",
  "Its description says plainly what it does, without overstated claims",
];

const STEPS = [
  {
    title: "Submit",
    text: "Fill in the short form with your tool's name, website, category, pricing and description. Add your name or e-mail if you would like us to be able to follow up.",
  },
  {
    title: "Review",
    text: "The team reviews every submission against the criteria above. Submitting does not guarantee a listing.",
  },
  {
    title: "Listed if approved",
    text: "If your tool is a good fit, we add it to the directory in the category that suits it.",
  },
  {
    title: "Go further",
    text: "Keep your listing accurate: tell us when your name, pricing or website changes. To talk about a partnership, write to us through the contact page.",
  },
];

function SubmitButton({ extra = "" }: { extra?: string }) {
  return (
    <Link to="/suggest-tool" className={buttonClass("primary", `min-h-12 px-7 text-base ${extra}`)}>
      Submit Your Tool <ArrowRight aria-hidden="true" className="size-5" />
    </Link>
  );
}

export default function ToolCreatorsPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <MarketingHero eyebrow="For makers of AI tools" title={`List your AI tool on ${SITE_NAME}`}>
        {SITE_NAME} is a free directory that helps creative professionals find the AI tools worth their time. If you make one, submit it. Every submission is
        reviewed by the team, so the directory stays useful to the people who browse it, and listings are not paid placements today.
      </MarketingHero>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <SubmitButton />
        <Link to="/categories" className={buttonClass("secondary", "min-h-12 px-7 text-base")}>
          <LayoutGrid aria-hidden="true" className="size-5" /> See the directory
        </Link>
      </div>

      <MarketingSection headingId="benefits-heading" title="Why list your tool">
        <BenefitGrid items={BENEFITS} columns="sm:grid-cols-2 lg:grid-cols-4" />
      </MarketingSection>

      <section aria-labelledby="fit-heading" className="mt-14 grid gap-8 md:grid-cols-2 md:items-start">
        <div>
          <h2 id="fit-heading" className="text-2xl font-semibold tracking-tight">
            Who is a good fit
          </h2>
          <p className="mt-3 text-muted">This is what the team looks for in a submission.</p>
          <div className="mt-6">
            <SubmitButton />
          </div>
        </div>
        <CheckList items={FIT} className={`${CARD} flex flex-col gap-3 p-6 text-sm`} />
      </section>

      <MarketingSection headingId="steps-heading" title="How it works">
        <StepsList steps={STEPS} columns="sm:grid-cols-2 lg:grid-cols-4" />
        <p className="mt-4 text-sm text-muted">
          Partnership questions:{" "}
          <Link to="/contact" className="text-accent underline">
            contact the team
          </Link>
          .
        </p>
      </MarketingSection>

      <CtaBand headingId="ready-heading" title="Ready to submit?">
        <p className="mx-auto mt-3 max-w-xl text-muted">The form asks for your tool's name, website, category, pricing, a short description and why it belongs in the directory.</p>
        <SubmitButton extra="mt-6" />
      </CtaBand>
    </section>
  );
}
