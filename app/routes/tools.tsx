import { SearchX } from "~/components/icons";
import { Link, useNavigation, redirect } from "react-router";
import { db } from "@server/db/index";
import { loadToolSearchPage } from "@server/tools/search-page";
import { MissingToolCallout } from "~/components/missing-tool";
import { DidYouMean, NamedCategoryOffer, PartialMatchNotice, PriceWordsNotice } from "~/components/search-notices";
import { Pagination } from "~/components/pagination";
import { ToolGrid } from "~/components/tool-card";
import { ToolSearchFilters } from "~/components/tool-search-filters";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import { isSearchActive, pageHref, readToolSearch } from "~/lib/tool-search-params";
import { withoutFilter, type ActiveFilter } from "~/lib/filters-to-drop";
import { flagLabel, formatCount, platformName, pricingLabel, taskLabel } from "~/lib/catalogue-labels";
import { useCategoryName } from "~/lib/category-names";
import { priceCeilingLabel } from "~/components/tool-search-filters";
import { cacheableToolSearch } from "~/lib/page-cache";
import type { Route } from "./+types/tools";
import { EmptyState } from "~/components/ui/empty-state";
import { PageHeader } from "~/components/ui/page-header";
import * as m from "~/paraglide/messages";

export const handle = cacheableToolSearch;

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({
    title: m.catalogue_tools_meta_title(),
    description: m.catalogue_tools_meta_description(),
    location,
    matches,
  }),
  // Search results are not pages of their own for search engines; the links on them still count.
  ...(readToolSearch(new URLSearchParams(location.search)).search ? [{ name: "robots", content: "noindex, follow" }] : []),
];

export async function loader({ request }: Route.LoaderArgs) {
  const state = readToolSearch(new URL(request.url).searchParams);
  const page = await loadToolSearchPage(await db(), state);
  // Past the last page: go to the last one rather than show 'Page 99 of 15'.
  if (state.page > page.pageCount) throw redirect(`/tools${pageHref(state, page.pageCount)}`);
  return { ...page, state };
}

export default function Tools({ loaderData }: Route.ComponentProps) {
  const { tools, total, pageCount, options, state, relaxed, didYouMean, priceWords, namedCategory, dropOne } = loaderData;
  const inLanguage = useCategoryName();
  // A filter as its chip names it.
  const filterName = (filter: ActiveFilter): string => {
    if (!("value" in filter)) return filter.key === "maxPrice" ? priceCeilingLabel(state.maxPrice ?? 0) : flagLabel(filter.key);
    if (filter.key === "categories") return inLanguage(filter.value, options.categories.find((category) => category.slug === filter.value)?.name ?? filter.value).name;
    if (filter.key === "pricing") return pricingLabel(filter.value);
    return filter.key === "platforms" ? platformName(filter.value) : taskLabel(filter.value);
  };
  const searching = isSearchActive(state);
  const busy = useNavigation().state === "loading";

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader title={m.catalogue_tools_heading()}>{m.catalogue_tools_intro()}</PageHeader>
      <div className="mt-8">
        <ToolSearchFilters options={options} />
      </div>
      <div className="mt-10 flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-2xl font-semibold" aria-live="polite">
          {searching ? m.catalogue_search_results_count({ count: total }) : m.catalogue_all_tools_count({ count: total })}
        </h2>
        {searching && (
          <Link to="/tools" className={buttonClass("ghost")}>
            {state.search ? m.catalogue_clear_search() : m.catalogue_clear_filters()}
          </Link>
        )}
      </div>
      <PartialMatchNotice relaxed={relaxed} />
      <PriceWordsNotice read={priceWords} />
      <NamedCategoryOffer category={namedCategory} />
      <div className={`mt-6 transition-opacity ${busy ? "opacity-60" : ""}`} aria-busy={busy}>
        {tools.length > 0 ? (
          <ToolGrid tools={tools} />
        ) : (
          <EmptyState
            icon={SearchX}
            title={m.catalogue_no_results()}
            description={
              <>
                {/* Nothing was typed: spelling is not the reason. */}
                {state.search ? m.catalogue_no_results_hint() : m.catalogue_no_results_filters_hint()}
                {dropOne.length > 0 && (
                  <ul className="mt-3 flex flex-wrap justify-center gap-2" aria-label={m.catalogue_no_results_drop_label()}>
                    {dropOne.map(({ filter, total: shown }) => (
                      <li key={`${filter.key}:${"value" in filter ? filter.value : ""}`}>
                        <Link to={`/tools${pageHref(withoutFilter(state, filter), 1)}`} className={buttonClass("secondary", "min-h-10 px-4 text-sm")}>
                          {m.catalogue_no_results_without({ filter: filterName(filter), count: formatCount(shown) })}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
                <DidYouMean state={state} suggestion={didYouMean} path="/tools" />
              </>
            }
          />
        )}
      </div>
      <Pagination page={state.page} pageCount={pageCount} hrefFor={(page) => pageHref(state, page)} />
      <MissingToolCallout />
    </section>
  );
}
