import { ClipboardCheck } from "~/components/icons";
import { Link } from "react-router";
import { buttonClass } from "./ui/button";
import { IconTile } from "~/components/ui/icon-tile";

export function QuizPromoCard() {
  return (
    <div className="flex flex-col rounded-2xl border border-border bg-gradient-to-br from-surface to-surface-raised p-6 sm:p-8">
      <IconTile icon={ClipboardCheck} size="sm" />
      <h2 className="mt-4 text-xl font-semibold">Workflow Survival Assessment</h2>
      <p className="mt-2 flex-1 text-muted">
        A 2 minute quiz with immediate results: see where AI and automation would save you the most time in your creative
        business.
      </p>
      <Link to="/blueprint-details" className={buttonClass("secondary", "mt-6 self-start")}>
        Learn More<span className="sr-only"> about the Workflow Survival Assessment</span>
      </Link>
    </div>
  );
}
