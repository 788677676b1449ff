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
import * as m from "~/paraglide/messages";

export const handle = { ...cacheablePage, breadcrumb: () => m.forms_partners_meta_title() };

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: m.forms_partners_meta_title(),
    description: m.forms_partners_meta_description({ site: SITE_NAME }),
    location,
    matches,
  });

const ways = () => [
  {
    Icon: Wrench,
    title: m.forms_partners_tool_creators(),
    text: m.forms_partners_tool_creators_text(),
    apply: "/suggest-tool",
    more: "/tool-creators",
  },
  {
    Icon: GraduationCap,
    title: m.forms_partners_content_creators(),
    text: m.forms_partners_content_creators_text(),
    apply: "/content-creators/apply",
    more: "/content-creators",
  },
];

const benefits = () => [
  {
    Icon: Megaphone,
    title: m.forms_partners_exposure(),
    text: m.forms_partners_exposure_text({ site: SITE_NAME }),
  },
  {
    Icon: Handshake,
    title: m.forms_partners_revenue(),
    text: m.forms_partners_revenue_text(),
  },
  {
    Icon: LifeBuoy,
    title: m.forms_partners_support(),
    text: m.forms_partners_support_text({ email: CONTACT_EMAIL }),
  },
];

export default function PartnersPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <MarketingHero eyebrow={m.forms_partners_eyebrow()} title={m.forms_partners_hero_title({ site: SITE_NAME })}>
        {m.forms_partners_hero_body({ site: SITE_NAME })}
      </MarketingHero>

      <MarketingSection headingId="ways-heading" title={m.forms_partners_two_ways()} className="mt-12">
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {ways().map(({ Icon, title, text, apply, more }) => (
            <Card as="li" key={title} className="flex flex-col p-6 sm:p-8">
              <IconTile icon={Icon} size="sm" />
              <h3 className="mt-4 text-xl font-semibold">{title}</h3>
              <p className="mt-2 flex-1 text-muted">{text}</p>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                <Link to={apply} className={buttonClass("primary")} aria-label={m.forms_partners_apply_now_label({ title })}>
                  {m.forms_partners_apply_now()} <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
                <Link to={more} className={buttonClass("ghost")} aria-label={m.forms_partners_learn_more_label({ title })}>
                  {m.forms_partners_learn_more()}
                </Link>
              </div>
            </Card>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection headingId="benefits-heading" title={m.forms_partners_benefits()}>
        <BenefitGrid items={benefits()} columns="sm:grid-cols-2 lg:grid-cols-3" />
      </MarketingSection>

      <Card as="section" aria-labelledby="talk-heading" className="mt-14 p-6 sm:p-8">
        <h2 id="talk-heading" className="text-xl font-semibold">
          {m.forms_partners_not_sure()}
        </h2>
        <p className="mt-2 max-w-2xl text-muted">{m.forms_partners_not_sure_body()}</p>
        <Link to="/contact" className={buttonClass("secondary", "mt-6")}>
          {m.forms_partners_contact_team()}
        </Link>
      </Card>
    </section>
  );
}
