import { ArrowDown, ArrowUp, Star, X } from "~/components/icons";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { db } from "@server/db/index";
import { requireAdmin } from "@server/auth/session";
import { accepted, refused, unavailable, type FormAnswer } from "@server/forms/answer";
import { findFeaturedPicks, findToolsToPick, replaceFeaturedTools, type FeaturingTool } from "@server/tools/featured";
import { findFilterOptions, FEATURED_TOOLS_LIMIT } from "@server/tools/queries";
import { AdminFilterBar } from "~/components/admin-filter-bar";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { Pagination } from "~/components/pagination";
import { buttonClass } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { parseForm } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { featuredToolsLists, featuredToolsSchema } from "~/lib/schemas/featured-tools";
import { MAX_PAGE } from "~/lib/tool-search-params";
import type { Route } from "./+types/admin.featured-tools";
import { EmptyState } from "~/components/ui/empty-state";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Featured tools", location, matches }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const requested = params.get("page") ?? "1";
  const state = {
    search: (params.get("q") ?? "").trim().slice(0, 100),
    category: (params.get("category") ?? "").slice(0, 100),
    page: /^\d{1,16}$/.test(requested) ? Math.min(Math.max(Number(requested), 1), MAX_PAGE) : 1,
  };
  const database = await db();
  const [picks, results, options] = await Promise.all([findFeaturedPicks(database), findToolsToPick(database, state), findFilterOptions(database)]);
  return { state, picks, results, categories: options.categories, shownOnHome: FEATURED_TOOLS_LIMIT };
}

const TOASTS: FormToasts = {
  success: (result) => [result.message ?? "Featured tools saved."],
  failure: ["Error", "Failed to update featured tools."],
};

export async function action({ request }: Route.ActionArgs): Promise<FormAnswer> {
  await requireAdmin(request);
  const parsed = parseForm(featuredToolsSchema, await request.formData(), [], featuredToolsLists);
  if (!parsed.ok) return refused(400, { message: "Some of the chosen tools do not exist.", values: {} });
  try {
    const count = await replaceFeaturedTools(await db(), [...new Set(parsed.data.toolId)]);
    return accepted(`${count} tools are now featured.`);
  } catch (error) {
    return unavailable(error, { log: "Featured tools could not be saved", values: {} });
  }
}

// Square icon buttons: three of them and the tool's name fit a 390 px phone.
const ICON_BUTTON = buttonClass("ghost", "size-10 shrink-0 px-0");

function ToolRow({ tool, children }: { tool: FeaturingTool; children: React.ReactNode }) {
  return (
    <li className="flex min-h-14 items-center gap-2 px-3 py-2 sm:gap-3">
      {tool.logoUrl && <img src={tool.logoUrl} alt="" width={32} height={32} className="size-8 shrink-0 rounded-lg" loading="lazy" />}
      <span className="min-w-0 flex-1">
        <span className="block font-medium [overflow-wrap:anywhere]">{tool.name}</span>
        <span className="block text-sm text-muted">{tool.categoryName}</span>
      </span>
      {children}
    </li>
  );
}

export default function FeaturedToolsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { state, picks, results, categories, shownOnHome } = loaderData;
  // The picks being edited, in order; they stay while the admin searches other pages of tools.
  const [chosen, setChosen] = useState<FeaturingTool[]>(picks);
  const { fetcher, busy, result } = useFormAction({ fields: [], toasts: TOASTS, pageResult: actionData, clearOnSuccess: false });
  useEffect(() => {
    if (result?.ok) setChosen(picks);
  }, [picks, result]);

  const isChosen = (id: string) => chosen.some((tool) => tool.id === id);
  const toggle = (tool: FeaturingTool) => setChosen((current) => (isChosen(tool.id) ? current.filter((t) => t.id !== tool.id) : [...current, tool]));
  const move = (index: number, by: -1 | 1) =>
    setChosen((current) => {
      const next = [...current];
      const [tool] = next.splice(index, 1);
      next.splice(index + by, 0, tool!);
      return next;
    });
  const hrefFor = (page: number) => `?${new URLSearchParams({ ...(state.search ? { q: state.search } : {}), ...(state.category ? { category: state.category } : {}), ...(page > 1 ? { page: String(page) } : {}) })}`;

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-4xl font-bold tracking-tight">
        <Star aria-hidden="true" className="size-8 text-accent" /> Featured tools
      </h1>
      <p className="mt-3 text-muted">
        Pick the tools for 'Featured This Week' and put them in order: the home page shows the first {shownOnHome}. Saving replaces the whole set.
      </p>

      <fetcher.Form method="post" className="sticky top-16 z-10 mt-6 flex flex-wrap items-center gap-3 border-b border-border bg-background/95 py-3 backdrop-blur">
        {chosen.map((tool) => (
          <input key={tool.id} type="hidden" name="toolId" value={tool.id} />
        ))}
        <p className="flex-1 text-sm text-muted" aria-live="polite">
          {chosen.length} selected
        </p>
        <SubmitButton busy={busy} label="Save featured tools" busyLabel="Saving..." />
      </fetcher.Form>

      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="picks-heading">
          <h2 id="picks-heading" className="text-xl font-semibold">
            Featured now, in order
          </h2>
          {chosen.length === 0 ? (
            <EmptyState icon={Star} title="No tools picked." description="Choose some from the list." className="mt-4" />
          ) : (
            <ol className="mt-4 divide-y divide-border rounded-2xl border border-border" aria-label="Featured tools in order">
              {chosen.map((tool, index) => (
                <ToolRow key={tool.id} tool={tool}>
                  <span className="w-5 shrink-0 text-right text-sm text-muted">{index + 1}</span>
                  <button type="button" className={ICON_BUTTON} aria-label={`Move ${tool.name} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button type="button" className={ICON_BUTTON} aria-label={`Move ${tool.name} down`} disabled={index === chosen.length - 1} onClick={() => move(index, 1)}>
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                  <button type="button" className={ICON_BUTTON} aria-label={`Remove ${tool.name}`} onClick={() => toggle(tool)}>
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </ToolRow>
              ))}
            </ol>
          )}
        </section>

        <section aria-labelledby="all-heading">
          <h2 id="all-heading" className="text-xl font-semibold">
            All tools ({results.total})
          </h2>
          <AdminFilterBar
            className="mt-4 flex flex-col gap-2 sm:flex-row"
            preventScrollReset
            search={{ id: "tool-filter", label: "Filter tools", placeholder: "Filter by name", value: state.search }}
            select={{
              id: "category-filter",
              name: "category",
              label: "Category",
              value: state.category,
              choices: [{ value: "", label: "All categories" }, ...categories.map((category) => ({ value: category.slug, label: category.name }))],
            }}
          />
          <ul className="mt-4 divide-y divide-border rounded-2xl border border-border" aria-label="Tools">
            {results.tools.map((tool) => (
              <ToolRow key={tool.id} tool={tool}>
                <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm">
                  <input type="checkbox" checked={isChosen(tool.id)} onChange={() => toggle(tool)} className="size-5 accent-[var(--accent)]" aria-label={`Feature ${tool.name}`} />
                </label>
              </ToolRow>
            ))}
          </ul>
          {results.tools.length === 0 && (
            <p className="mt-4 text-center text-muted">
              No tool matches. <Link to="?">Show all tools</Link>
            </p>
          )}
          <Pagination page={state.page} pageCount={results.pageCount} hrefFor={hrefFor} />
        </section>
      </div>
    </section>
  );
}
