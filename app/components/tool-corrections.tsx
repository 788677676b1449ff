/**
 * Under a tool's facts: where a reader who knows better suggests an edit (with a source, for an
 * editor to check), where its maker claims the listing, and since when its maker has claimed it.
 */
import { Link } from "react-router";
import { BadgeCheck, Pencil } from "~/components/icons";
import { monthYear } from "~/lib/tool-facts";
import * as m from "~/paraglide/messages";

export function ToolCorrections({ slug, claimedSince }: { slug: string; claimedSince: string | null }) {
  const month = claimedSince && monthYear(claimedSince.slice(0, 7));
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
      {month && (
        <p className="inline-flex items-center gap-1.5 font-medium" data-claimed-since={claimedSince.slice(0, 7)}>
          <BadgeCheck aria-hidden="true" className="size-4 text-accent" />
          {m.makers_tool_claimed({ month })}
        </p>
      )}
      <Link to={`/tools/${slug}/edit`} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent underline-offset-4 hover:underline">
        <Pencil aria-hidden="true" className="size-4" />
        {m.makers_tool_suggest_edit()}
      </Link>
      {/* Offered on a claimed tool too: several people of one maker can claim it. */}
      <Link to={`/tools/${slug}/claim`} className="inline-flex min-h-11 items-center font-semibold text-accent underline-offset-4 hover:underline">
        {m.makers_tool_claim()}
      </Link>
    </div>
  );
}
