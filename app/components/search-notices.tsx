import { Link } from "react-router";
import { flagLabel, slot, withSlots } from "~/lib/catalogue-labels";
import type { PriceWordsRead } from "~/lib/price-words";
import { useCategoryName } from "~/lib/category-names";
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

/** How the price words of a search were read: as filters the visitor can see, or, for "cheap", pointed to the price filter and sort. */
export function PriceWordsNotice({ read }: { read: PriceWordsRead | null }) {
  if (!read) return null;
  const filters = [...(read.freePlan ? [flagLabel("freeTier")] : []), ...(read.maxPrice !== null ? [m.catalogue_filters_price_up_to({ amount: String(read.maxPrice) })] : [])];
  return (
    <p className="mt-2 text-sm text-muted">
      {filters.length > 0 && m.catalogue_price_words_read({ filters: filters.join(", ") })}
      {filters.length > 0 && read.affordable && " "}
      {read.affordable && m.catalogue_price_words_cheap()}
    </p>
  );
}

/** A search that names a category ("remove background", "quitar fondo") offers the category's page, where all its tools are. */
export function NamedCategoryOffer({ category }: { category: { slug: string; name: string; count: number } | null }) {
  const inLanguage = useCategoryName();
  if (!category) return null;
  return (
    <p className="mt-2 text-sm">
      <Link to={`/category/${category.slug}`} className="font-semibold text-accent underline-offset-4 hover:underline">
        {m.catalogue_named_category_offer({ count: category.count, category: inLanguage(category.slug, category.name).name })}
      </Link>
    </p>
  );
}
