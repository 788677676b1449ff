import { ChevronDown } from "~/components/icons";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { originOf, pageMeta } from "~/lib/meta";
import { BLUEPRINT } from "~/lib/offers";
import { CONTACT_EMAIL, SITE_NAME } from "~/lib/site";
import { cacheablePage } from "~/lib/page-cache";
import type { Route } from "./+types/faq";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import * as m from "~/paraglide/messages";

interface Question {
  question: string;
  answer: string;
  comingSoon?: boolean;
}

/** What people ask, answered with what the site does today, in the page's language. */
function faq(): Question[] {
  return [
    { question: m.content_faq_what_q({ site: SITE_NAME }), answer: m.content_faq_what_a({ site: SITE_NAME }) },
    { question: m.content_faq_free_q(), answer: m.content_faq_free_a() },
    { question: m.content_faq_account_q(), answer: m.content_faq_account_a() },
    { question: m.content_faq_chosen_q(), answer: m.content_faq_chosen_a() },
    { question: m.content_faq_suggest_q(), answer: m.content_faq_suggest_a() },
    { question: m.content_faq_client_q(), answer: m.content_faq_client_a() },
    { question: m.content_faq_find_q(), answer: m.content_faq_find_a() },
    { question: m.content_faq_courses_q(), answer: m.content_faq_courses_a() },
    { question: m.content_faq_newsletter_q(), answer: m.content_faq_newsletter_a() },
    {
      question: m.content_faq_blueprint_q({ name: BLUEPRINT.name() }),
      answer: m.content_faq_blueprint_a({ name: BLUEPRINT.name(), earlyPrice: BLUEPRINT.earlyAccessPrice, regularPrice: BLUEPRINT.regularPrice }),
      comingSoon: true,
    },
    { question: m.content_faq_data_q(), answer: m.content_faq_data_a() },
    { question: m.content_faq_contact_q(), answer: m.content_faq_contact_a({ email: CONTACT_EMAIL }) },
  ];
}

export const handle = cacheablePage;

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const origin = originOf(matches);
  return [
    ...pageMeta({ title: m.content_faq_title(), description: m.content_faq_meta_description({ site: SITE_NAME }), location, matches }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: faq().map(({ question, answer }) => ({ "@type": "Question", name: question, acceptedAnswer: { "@type": "Answer", text: answer } })),
      },
    },
    { "script:ld+json": { "@context": "https://schema.org", "@type": "Organization", name: SITE_NAME, url: origin || undefined, email: CONTACT_EMAIL } },
  ];
};

export default function FaqPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">{m.content_faq_title()}</h1>
      <p className="mt-3 text-muted">{m.content_faq_intro()}</p>
      {/* Details elements sharing a name: the browser keeps one open at a time, and each closes again on a second click. */}
      <Card className="mt-10 divide-y divide-border">
        {faq().map(({ question, answer, comingSoon }) => (
          <details key={question} name="faq" className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium [&::-webkit-details-marker]:hidden">
              <span className="flex flex-wrap items-center gap-2">
                {question}
                {comingSoon && <Badge size="sm">{m.content_offer_coming_soon()}</Badge>}
              </span>
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-5 pb-5 text-muted">{answer}</p>
          </details>
        ))}
      </Card>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/resources/blog" className={buttonClass("secondary")}>
          {m.content_faq_read_blog()}
        </Link>
        <Link to="/contact" className={buttonClass("primary")}>
          {m.content_faq_contact_us()}
        </Link>
      </div>
    </section>
  );
}
