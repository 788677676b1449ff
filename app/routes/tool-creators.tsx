import { ArrowRight, BadgeCheck, FileText, LayoutGrid, Search, Users } from "~/components/icons";
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

export const handle = { ...cacheablePage, breadcrumb: () => m.content_tc_title() };

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: m.content_tc_title(),
    description: m.content_tc_meta_description({ site: SITE_NAME }),
    location,
    matches,
  });

function benefits() {
  return [
    { Icon: Users, title: m.content_tc_benefit_reach_title(), text: m.content_tc_benefit_reach_text() },
    { Icon: FileText, title: m.content_tc_benefit_page_title(), text: m.content_tc_benefit_page_text() },
    { Icon: Search, title: m.content_tc_benefit_found_title(), text: m.content_tc_benefit_found_text() },
    { Icon: BadgeCheck, title: m.content_tc_benefit_free_title(), text: m.content_tc_benefit_free_text() },
  ];
}

function fit() {
  return [m.content_tc_fit_ai(), m.content_tc_fit_working(), m.content_tc_fit_website(), m.content_tc_fit_pricing(), m.content_tc_fit_honest()];
}

function steps() {
  return [
    { title: m.content_tc_step_submit_title(), text: m.content_tc_step_submit_text() },
    { title: m.content_tc_step_review_title(), text: m.content_tc_step_review_text() },
    { title: m.content_tc_step_listed_title(), text: m.content_tc_step_listed_text() },
    { title: m.content_tc_step_further_title(), text: m.content_tc_step_further_text() },
  ];
}

function SubmitButton({ extra = "" }: { extra?: string }) {
  return (
    <Link to="/suggest-tool" className={buttonClass("primary", `min-h-12 px-7 text-base ${extra}`)}>
      {m.content_tc_submit()} <ArrowRight aria-hidden="true" className="size-5" />
    </Link>
  );
}

export default function ToolCreatorsPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <MarketingHero eyebrow={m.content_tc_eyebrow()} title={m.content_tc_hero_title({ site: SITE_NAME })}>
        {m.content_tc_hero_text({ site: SITE_NAME })}
      </MarketingHero>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <SubmitButton />
        <Link to="/categories" className={buttonClass("secondary", "min-h-12 px-7 text-base")}>
          <LayoutGrid aria-hidden="true" className="size-5" /> {m.content_tc_see_directory()}
        </Link>
      </div>

      <MarketingSection headingId="benefits-heading" title={m.content_tc_benefits_title()}>
        <BenefitGrid items={benefits()} columns="sm:grid-cols-2 lg:grid-cols-4" />
      </MarketingSection>

      <section aria-labelledby="fit-heading" className="mt-14 grid gap-8 md:grid-cols-2 md:items-start">
        <div>
          <h2 id="fit-heading" className="text-2xl font-semibold tracking-tight">
            {m.content_tc_fit_title()}
          </h2>
          <p className="mt-3 text-muted">{m.content_tc_fit_intro()}</p>
          <div className="mt-6">
            <SubmitButton />
          </div>
        </div>
        <CheckList items={fit()} className={`${CARD} flex flex-col gap-3 p-6 text-sm`} />
      </section>

      <MarketingSection headingId="steps-heading" title={m.content_tc_steps_title()}>
        <StepsList steps={steps()} columns="sm:grid-cols-2 lg:grid-cols-4" />
        <p className="mt-4 text-sm text-muted">
          <WithParts
            text={m.content_tc_partnership({ link: "{link}" })}
            parts={{
              link: (
                <Link to="/contact" className="text-accent underline">
                  {m.content_tc_partnership_link()}
                </Link>
              ),
            }}
          />
        </p>
      </MarketingSection>

      <MarketingSection headingId="claim-heading" title={m.makers_tc_claim_title()}>
        <div className={`${CARD} p-6 text-sm`}>
          <p>{m.makers_tc_claim_intro()}</p>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            <li>{m.makers_tc_claim_file()}</li>
            <li>{m.makers_tc_claim_meta()}</li>
            <li>{m.makers_tc_claim_email()}</li>
          </ul>
          <p className="mt-3 text-muted">{m.makers_tc_claim_after()}</p>
        </div>
      </MarketingSection>

      <CtaBand headingId="ready-heading" title={m.content_tc_ready_title()}>
        <p className="mx-auto mt-3 max-w-xl text-muted">{m.content_tc_ready_text()}</p>
        <SubmitButton extra="mt-6" />
      </CtaBand>
    </section>
  );
}
