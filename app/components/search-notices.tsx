import { Link } from "react-router";
import { slot, withSlots } from "~/lib/catalogue-labels";
import { writeToolSearch, type ToolSearchState } from "~/lib/tool-search-params";
import * as m from "~/paraglide/messages";

/** "Did you mean" for an empty result. */
export function DidYouMean({ state, suggestion, path }: { state: ToolSearchState; suggestion: string | null; path: string }) {
  if (!suggestion) return null;
  return (
    <p className="mt-3 text-base">
      {withSlots(m.catalogue_did_you_mean({ suggestion: slot("suggestion") }), {
        suggestion: (
          <Link to={`${path}?${writeToolSearch({ ...state, search: suggestion, page: 1 }).toString()}`} className="font-semibold text-accent underline-offset-4 hover:underline">
            {suggestion}
          </Link>
        ),
      })}
    </p>
  );
}

/** Said when no tool answered every word of the search. */
export function PartialMatchNotice({ relaxed }: { relaxed: boolean }) {
  if (!relaxed) return null;
  return <p className="mt-2 text-sm text-muted">{m.catalogue_partial_match()}</p>;
}
