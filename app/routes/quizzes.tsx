import { ArrowRight, Clock, ClipboardList } from "~/components/icons";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { pageMeta } from "~/lib/meta";
import { AI_READINESS_QUIZ, AI_TOOL_MATCHER, BLUEPRINT, WORKFLOW_ASSESSMENT } from "~/lib/offers";
import { cacheablePage } from "~/lib/page-cache";
import type { Route } from "./+types/quizzes";
import { IconTile } from "~/components/ui/icon-tile";
import { PageHeader } from "~/components/ui/page-header";
import * as m from "~/paraglide/messages";

export const handle = cacheablePage;

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({ title: m.content_quizzes_title(), description: m.content_quizzes_meta_description(), location, matches });

/** One quiz or assessment: what it is, its label (price or availability), how long it takes, and how to start. */
function OfferCard({ title, label, details, text, children }: { title: string; label: string; details: string[]; text: string; children: React.ReactNode }) {
  return (
    <Card as="article" className="flex h-full flex-col gap-4 p-6">
      <div className="flex items-start justify-between gap-3">
        <IconTile icon={ClipboardList} size="sm" />
        <Badge>{label}</Badge>
      </div>
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="text-muted">{text}</p>
      {details.length > 0 && (
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          {details.map((detail) => (
            <span key={detail} className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" /> {detail}
            </span>
          ))}
        </p>
      )}
      <div className="mt-auto pt-2">{children}</div>
    </Card>
  );
}

export default function QuizzesPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageHeader title={m.content_quizzes_title()}>{m.content_quizzes_intro()}</PageHeader>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        <li>
          <OfferCard
            title={WORKFLOW_ASSESSMENT.name()}
            label={WORKFLOW_ASSESSMENT.label()}
            details={[WORKFLOW_ASSESSMENT.duration()]}
            text={m.content_quizzes_workflow_text()}
          >
            <Link to={WORKFLOW_ASSESSMENT.path} className={buttonClass("primary")}>
              {m.content_quizzes_learn_more()} <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </OfferCard>
        </li>
        <li>
          <OfferCard title={BLUEPRINT.name()} label={BLUEPRINT.label()} details={[]} text={m.content_quizzes_blueprint_text({ earlyPrice: BLUEPRINT.earlyAccessPrice, regularPrice: BLUEPRINT.regularPrice })}>
            <Link to={BLUEPRINT.path} className={buttonClass("primary")}>
              {m.content_quizzes_get_early_access()} <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </OfferCard>
        </li>
        <li>
          <OfferCard title={AI_READINESS_QUIZ.name()} label={AI_READINESS_QUIZ.label()} details={[AI_READINESS_QUIZ.price(), AI_READINESS_QUIZ.duration()]} text={m.content_quizzes_readiness_text()}>
            <button type="button" disabled className={buttonClass("secondary")}>
              {m.content_offer_coming_soon()}
            </button>
          </OfferCard>
        </li>
        <li>
          <OfferCard title={AI_TOOL_MATCHER.name()} label={AI_TOOL_MATCHER.label()} details={[AI_TOOL_MATCHER.price()]} text={m.content_quizzes_matcher_text()}>
            <button type="button" disabled className={buttonClass("secondary")}>
              {m.content_offer_coming_soon()}
            </button>
          </OfferCard>
        </li>
      </ul>
      <Card className="mt-12 flex flex-col items-center p-8 text-center">
        <h2 className="text-2xl font-semibold">{m.content_quizzes_start_title()}</h2>
        <p className="mt-2 max-w-xl text-muted">{m.content_quizzes_start_text()}</p>
        <Link to={WORKFLOW_ASSESSMENT.path} className={buttonClass("primary", "mt-6")}>
          {m.content_quizzes_start_button()}
        </Link>
      </Card>
    </section>
  );
}
