import { ArrowRight, BookOpen, ClipboardList, PlayCircle, Workflow } from "~/components/icons";
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { BenefitGrid } from "~/components/marketing/benefit-grid";
import { CheckList } from "~/components/marketing/check-list";
import { CtaBand } from "~/components/marketing/cta-band";
import { MarketingHero } from "~/components/marketing/marketing-hero";
import { MarketingSection } from "~/components/marketing/marketing-section";
import { StepsList } from "~/components/marketing/steps-list";
import { WithParts } from "~/components/marketing/with-parts";
import { buttonClass } from "~/components/ui/button";
import { CARD } from "~/components/ui/card";
import { cacheablePage } from "~/lib/page-cache";
import { pageMeta } from "~/lib/meta";
import { SITE_NAME } from "~/lib/site";
import * as m from "~/paraglide/messages";

export const handle = { ...cacheablePage, breadcrumb: () => m.content_cc_title() };

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: m.content_cc_title(),
    description: m.content_cc_meta_description({ site: SITE_NAME }),
    location,
    matches,
  });

function formats() {
  return [
    { Icon: BookOpen, title: m.content_cc_format_courses_title(), text: m.content_cc_format_courses_text() },
    { Icon: PlayCircle, title: m.content_cc_format_tutorials_title(), text: m.content_cc_format_tutorials_text() },
    { Icon: Workflow, title: m.content_cc_format_guides_title(), text: m.content_cc_format_guides_text() },
    { Icon: ClipboardList, title: m.content_cc_format_reviews_title(), text: m.content_cc_format_reviews_text() },
  ];
}

function lookingFor() {
  return [m.content_cc_fit_field(), m.content_cc_fit_projects(), m.content_cc_fit_samples(), m.content_cc_fit_honest()];
}

function steps() {
  return [
    { title: m.content_cc_step_apply_title(), text: m.content_cc_step_apply_text() },
    { title: m.content_cc_step_review_title(), text: m.content_cc_step_review_text() },
    { title: m.content_cc_step_create_title(), text: m.content_cc_step_create_text() },
  ];
}

function ApplyButton({ extra = "" }: { extra?: string }) {
  return (
    <Link to="/content-creators/apply" className={buttonClass("primary", `min-h-12 px-7 text-base ${extra}`)}>
      {m.content_cc_apply()} <ArrowRight aria-hidden="true" className="size-5" />
    </Link>
  );
}

export default function ContentCreatorsPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <MarketingHero eyebrow={m.content_cc_eyebrow()} title={m.content_cc_hero_title()}>
        {m.content_cc_hero_text({ site: SITE_NAME })}
      </MarketingHero>
      <div className="mt-8">
        <ApplyButton />
      </div>

      <MarketingSection headingId="formats-heading" title={m.content_cc_formats_title()}>
        <BenefitGrid items={formats()} columns="sm:grid-cols-2 lg:grid-cols-4" />
      </MarketingSection>

      <MarketingSection headingId="fit-heading" title={m.content_cc_fit_title()}>
        <CheckList items={lookingFor()} className="mt-6 grid gap-3 text-sm sm:grid-cols-2" itemClassName={`${CARD} p-4`} />
      </MarketingSection>

      <MarketingSection headingId="steps-heading" title={m.content_cc_steps_title()}>
        <StepsList steps={steps()} columns="md:grid-cols-3" />
      </MarketingSection>

      <CtaBand headingId="ready-heading" title={m.content_cc_ready_title()}>
        <p className="mx-auto mt-3 max-w-xl text-muted">
          <WithParts
            text={m.content_cc_questions({ link: "{link}" })}
            parts={{
              link: (
                <Link to="/contact" className="text-accent underline">
                  {m.content_cc_questions_link()}
                </Link>
              ),
            }}
          />
        </p>
        <ApplyButton extra="mt-6" />
      </CtaBand>
    </section>
  );
}
