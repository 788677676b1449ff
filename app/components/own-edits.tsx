/** Suggested edits with where each stands: a member's own on the dashboard, a maker's tools' on /maker. */
import { Link } from "react-router";
import { factLabel } from "~/lib/catalogue-labels";
import { formatDate } from "~/lib/dates";
import { EDITABLE_FACTS } from "~/lib/editable-facts";
import { toolFact } from "~/lib/tool-facts";
import * as m from "~/paraglide/messages";

export interface EditListing {
  id: string;
  toolName: string;
  toolSlug: string;
  changes: Record<string, string>;
  status: "pending" | "accepted" | "partly-accepted" | "refused";
  origin: "reader" | "maker";
  /** The refusal's reason in the page's language. */
  reason: string | null;
  createdAt: Date | string;
}

const STATUS = {
  pending: m.makers_status_pending,
  accepted: m.makers_status_accepted,
  "partly-accepted": m.makers_status_partly_accepted,
  refused: m.makers_status_refused,
} as const;

export function EditList({ edits, label }: { edits: EditListing[]; label: string }) {
  return (
    <ul className="mt-4 divide-y divide-border rounded-2xl border border-border" aria-label={label}>
      {edits.map((edit) => {
        const facts = EDITABLE_FACTS.filter((key) => edit.changes[key] !== undefined).map((key) => factLabel(toolFact(key)));
        return (
          <li key={edit.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:gap-4">
            <span className="min-w-0 flex-1">
              <Link to={`/tools/${edit.toolSlug}`} className="font-semibold hover:text-accent">
                {edit.toolName}
              </Link>
              <span className="text-muted">{`: ${facts.join(", ")}`}</span>
              <span className="block text-sm text-muted">
                <time dateTime={new Date(edit.createdAt).toISOString()}>{formatDate(edit.createdAt)}</time>
                {edit.origin === "maker" ? ` · ${m.makers_change_by_maker()}` : ""}
              </span>
            </span>
            <span className={`text-sm ${edit.status === "refused" ? "text-danger" : "text-muted"}`} data-edit-status={edit.status}>
              {STATUS[edit.status]()}
              {edit.reason ? ` (${m.makers_dashboard_edit_reason({ reason: edit.reason })})` : ""}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
