import { ClipboardCheck } from "~/components/icons";
import { WORKFLOW_ASSESSMENT } from "~/lib/offers";
import * as m from "~/paraglide/messages";
import { Link } from "react-router";
import { buttonClass } from "./ui/button";
import { IconTile } from "~/components/ui/icon-tile";

export function QuizPromoCard() {
  return (
    <div className="flex flex-col rounded-2xl border border-border bg-gradient-to-br from-surface to-surface-raised p-6 sm:p-8">
      <IconTile icon={ClipboardCheck} size="sm" />
      <h2 className="mt-4 text-xl font-semibold">{WORKFLOW_ASSESSMENT.name()}</h2>
      <p className="mt-2 flex-1 text-muted">
        {m.quiz_promo_text()}
      </p>
      <Link to="/blueprint-details" className={buttonClass("secondary", "mt-6 self-start")}>
        {m.quiz_promo_more()}
        <span className="sr-only">{m.quiz_promo_more_about()}</span>
      </Link>
    </div>
  );
}
