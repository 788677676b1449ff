import { Search, SearchX } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { db } from "@server/db/index";
import { findFilterOptions } from "@server/tools/queries";
import { loadToolSearchPage } from "@server/tools/search-page";
import { Pagination } from "~/components/pagination";
import { ToolGrid } from "~/components/tool-card";
import { ToolSearchFilters } from "~/components/tool-search-filters";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import { isSearchActive, pageHref, readToolSearch } from "~/lib/tool-search-params";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({
    title: "Search AI Tools",
    description: "Search the directory of AI tools for creative professionals by name, use, category and pricing.",
    location,
    matches,
  }),
  // Result pages are endless variations of the directory: keep them out of search engines.
  ...(location.search ? [{ name: "robots", content: "noindex, follow" }] : []),
];

export async function loader({ request }: Route.LoaderArgs) {
  const state = readToolSearch(new URL(request.url).searchParams);
  const database = await db();
  if (!isSearchActive(state)) {
    return { state, options: await findFilterOptions(database), searched: false as const, tools: [], total: 0, pageCount: 0 };
  }
  return { state, searched: true as const, ...(await loadToolSearchPage(database, state)) };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { state, options, searched, tools, total, pageCount } = loaderData;
  const busy = useNavigation().state === "loading";
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">Search AI Tools</h1>
      <div className="mt-8">
        <ToolSearchFilters options={options} />
      </div>
      <div className={`mt-10 transition-opacity ${busy ? "opacity-60" : ""}`} aria-busy={busy} aria-live="polite">
        {!searched ? (
          <div className="rounded-2xl border border-dashed border-border p-12 text-center">
            <Search aria-hidden="true" className="mx-auto size-10 text-muted" />
            <p className="mt-4 text-lg text-muted">Start typing or use filters to search for AI tools</p>
          </div>
        ) : total === 0 ? (
          <div className="rounded-2xl border border-dashed border-border p-12 text-center">
            <SearchX aria-hidden="true" className="mx-auto size-10 text-muted" />
            <h2 className="mt-4 text-2xl font-semibold">Tool not found</h2>
            <p className="mt-2 text-muted">The AI tool you're looking for isn't in our directory yet.</p>
            <Link to="/suggest-tool" className={buttonClass("primary", "mt-6")}>
              Submit a Tool
            </Link>
          </div>
        ) : (
          <>
            <h2 className="text-2xl font-semibold">Search Results ({total})</h2>
            <div className="mt-6">
              <ToolGrid tools={tools} />
            </div>
            <Pagination page={state.page} pageCount={pageCount} hrefFor={(page) => pageHref(state, page)} />
          </>
        )}
      </div>
    </section>
  );
}
