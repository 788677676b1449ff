import { Search, X } from "~/components/icons";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { Form, useSearchParams } from "react-router";
import type { FilterOptions } from "@server/tools/queries";
import { SEARCH_DEBOUNCE_MS } from "~/lib/search-rules";
import { PLATFORMS } from "~/lib/tool-facts";
import { flagLabel, platformName, pricingLabel, sortLabel, taskLabel } from "~/lib/catalogue-labels";
import * as m from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { FLAG_FILTERS, FLAG_KEYS, PRICE_CEILINGS, readToolSearch, SORT_OPTIONS, SORT_VALUES, writeToolSearch, type ToolSearchState } from "~/lib/tool-search-params";
import { isOneOf, recordOf } from "~/lib/records";
import { FiltersMenu } from "./filters-trigger";
import { useCategoryName } from "~/lib/category-names";

/**
 * Search box, Filters popover, chips and Clear all. Every change is written
 * to the URL; the route's loader does the searching on the server.
 */
export function ToolSearchFilters({ options, placeholder = m.catalogue_filters_placeholder() }: { options: FilterOptions; placeholder?: string }) {
  const [params, setParams] = useSearchParams();
  // What the visitor just chose shows at once, and the next choice builds on it,
  // even before the server has answered; the URL takes over when it arrives.
  const [pending, setPending] = useState<ToolSearchState | null>(null);
  const paramsKey = params.toString();
  useEffect(() => setPending(null), [paramsKey]);
  const state = pending ?? readToolSearch(params);
  const [term, setTerm] = useState(state.search);
  const inputId = useId();
  const sortId = useId();
  const lastSent = useRef(state.search);

  // The URL can change without typing (back button, Clear Search): follow it.
  useEffect(() => {
    if (state.search !== lastSent.current) {
      lastSent.current = state.search;
      setTerm(state.search);
    }
  }, [state.search]);

  const apply = (next: Partial<ToolSearchState>, { replace = false } = {}) => {
    const merged = { ...state, ...next, page: 1 };
    setPending(merged);
    lastSent.current = merged.search;
    setParams(writeToolSearch(merged), { replace, preventScrollReset: true });
  };

  // Runs on typing only; the search is applied to the filters as they are when the pause ends.
  const applySearch = useEffectEvent((search: string) => apply({ search }, { replace: true }));
  useEffect(() => {
    const trimmed = term.trim();
    if (trimmed === lastSent.current) return;
    const timer = setTimeout(() => applySearch(trimmed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);

  type ListKey = "categories" | "pricing" | "platforms" | "tasks";
  type FlagKey = (typeof FLAG_FILTERS)[number]["key"];
  const toggle = (key: ListKey | FlagKey | "maxPrice", value: string) => {
    if (key === "maxPrice") return apply({ maxPrice: null });
    if (isOneOf(FLAG_KEYS, key)) return apply({ [key]: !state[key] });
    const current = state[key];
    apply({ [key]: current.includes(value) ? current.filter((v) => v !== value) : [...current, value] });
  };

  const inLanguage = useCategoryName();
  const categoryName = (slug: string) => inLanguage(slug, options.categories.find((c) => c.slug === slug)?.name ?? slug).name;
  // The server sorts them by their English names; a visitor reads the list in the page's language.
  const collator = new Intl.Collator(getLocale());
  const categoriesInPageOrder = options.categories
    .map((category) => ({ ...category, name: categoryName(category.slug) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  const chips: { key: ListKey | FlagKey | "maxPrice"; value: string; label: string }[] = [
    ...state.categories.map((slug) => ({ key: "categories" as const, value: slug, label: categoryName(slug) })),
    ...state.pricing.map((model) => ({ key: "pricing" as const, value: model, label: pricingLabel(model) })),
    ...state.platforms.map((slug) => ({ key: "platforms" as const, value: slug, label: platformName(slug) })),
    ...state.tasks.map((slug) => ({ key: "tasks" as const, value: slug, label: taskLabel(slug) })),
    ...FLAG_FILTERS.filter((flag) => state[flag.key]).map((flag) => ({ key: flag.key, value: flag.value, label: flagLabel(flag.key) })),
    ...(state.maxPrice !== null ? [{ key: "maxPrice" as const, value: String(state.maxPrice), label: priceCeilingLabel(state.maxPrice) }] : []),
  ];
  const filterCount = chips.length;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <Form
          method="get"
          role="search"
          className="relative flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            apply({ search: term.trim() });
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            {m.catalogue_filters_search_label()}
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted" />
          <input
            id={inputId}
            type="search"
            name="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder={placeholder}
            maxLength={100}
            autoComplete="off"
            className="min-h-12 w-full rounded-full border border-border bg-surface pl-12 pr-4 text-base placeholder:text-muted"
          />
          {state.categories.map((slug) => (
            <input key={slug} type="hidden" name="category" value={slug} />
          ))}
          {state.pricing.map((model) => (
            <input key={model} type="hidden" name="pricing" value={model} />
          ))}
          {state.platforms.map((slug) => (
            <input key={slug} type="hidden" name="platform" value={slug} />
          ))}
          {state.tasks.map((slug) => (
            <input key={slug} type="hidden" name="task" value={slug} />
          ))}
          {FLAG_FILTERS.filter((flag) => state[flag.key]).map((flag) => (
            <input key={flag.key} type="hidden" name={flag.param} value={flag.value} />
          ))}
          {state.maxPrice !== null && <input type="hidden" name="max-price" value={state.maxPrice} />}
          {state.sort && <input type="hidden" name="sort" value={state.sort} />}
        </Form>
        <label htmlFor={sortId} className="sr-only">
          {m.catalogue_filters_sort_by()}
        </label>
        <select
          id={sortId}
          value={state.sort}
          onChange={(event) => {
            const sort = event.target.value;
            apply({ sort: isOneOf(SORT_VALUES, sort) ? sort : "" });
          }}
          className="min-h-12 rounded-full border border-border bg-surface px-4 text-sm"
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {m.catalogue_filters_sort_option({ label: sortLabel(option.value) })}
            </option>
          ))}
        </select>
        <FiltersMenu label={filterCount > 0 ? m.catalogue_filters_count({ count: filterCount }) : m.catalogue_filters()}>
          <FilterGroup
            legend={m.catalogue_filters_plans_terms()}
            layout="flex flex-wrap gap-x-5 gap-y-2"
            choices={FLAG_FILTERS.filter((flag) => flag.offered || state[flag.key]).map((flag) => ({
              key: flag.key,
              label: flagLabel(flag.key),
              checked: state[flag.key],
              onToggle: () => toggle(flag.key, flag.value),
            }))}
          >
            <p className="mt-1 text-xs text-muted">{m.catalogue_filters_commercial_note()}</p>
          </FilterGroup>
          <fieldset className="mt-5">
            <legend className="text-sm font-semibold">{m.catalogue_filters_price()}</legend>
            <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
              {[null, ...PRICE_CEILINGS].map((ceiling) => (
                <label key={String(ceiling)} className="flex min-h-10 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${sortId}-max-price`}
                    className="size-4 accent-[var(--accent)]"
                    checked={state.maxPrice === ceiling}
                    onChange={() => apply({ maxPrice: ceiling })}
                  />
                  {ceiling === null ? m.catalogue_filters_price_any() : priceCeilingLabel(ceiling)}
                </label>
              ))}
            </div>
            <p className="mt-1 text-xs text-muted">{m.catalogue_filters_price_note()}</p>
          </fieldset>
          <FilterGroup
            legend={m.catalogue_filters_platform()}
            className="mt-5"
            layout="grid grid-cols-2 gap-x-5 gap-y-1 sm:grid-cols-3"
            choices={PLATFORMS.map((platform) => ({
              key: platform.slug,
              label: platformName(platform.slug),
              checked: state.platforms.includes(platform.slug),
              onToggle: () => toggle("platforms", platform.slug),
            }))}
          />
          <FilterGroup
            legend={m.catalogue_filters_pricing()}
            className="mt-5"
            layout="flex flex-wrap gap-x-5 gap-y-2"
            choices={options.pricing.map((model) => ({ key: model, label: pricingLabel(model), checked: state.pricing.includes(model), onToggle: () => toggle("pricing", model) }))}
          />
          <FilterGroup
            legend={m.catalogue_filters_categories()}
            className="mt-5"
            layout="grid gap-x-5 gap-y-1 sm:grid-cols-2"
            choices={categoriesInPageOrder.map((category) => ({
              key: category.slug,
              label: (
                <>
                  <span className="flex-1">{category.name}</span>
                  <span className="text-xs text-muted">{category.count}</span>
                </>
              ),
              checked: state.categories.includes(category.slug),
              onToggle: () => toggle("categories", category.slug),
            }))}
          />
        </FiltersMenu>
      </div>
      {chips.length > 0 && (
        <ul className="flex flex-wrap items-center gap-2" aria-label={m.catalogue_filters_active()}>
          {chips.map((chip) => (
            <li key={`${chip.key}:${chip.value}`}>
              <button
                type="button"
                onClick={() => toggle(chip.key, chip.value)}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-border bg-surface-raised px-3 text-sm hover:border-accent"
                aria-label={m.catalogue_filters_remove({ label: chip.label })}
              >
                {chip.label}
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => apply({ categories: [], pricing: [], platforms: [], tasks: [], ...NO_FLAGS, maxPrice: null })}
              className="min-h-9 rounded-full px-3 text-sm font-medium text-accent hover:underline"
            >
              {m.catalogue_filters_clear_all()}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

/** Every yes/no filter off. */
const NO_FLAGS = recordOf(FLAG_KEYS, () => false);

/** A price ceiling as a chip or a choice says it: "Entirely free", "Up to $20 a month". */
export function priceCeilingLabel(ceiling: number): string {
  return ceiling === 0 ? m.catalogue_filters_price_free() : m.catalogue_filters_price_up_to({ amount: String(ceiling) });
}

type FilterChoice = { key: string; label: React.ReactNode; checked: boolean; onToggle: () => void };

/** One group of the Filters menu: boxes to tick, each narrowing the list; `children` follow the boxes (a note). */
function FilterGroup({ legend, className, layout, choices, children }: { legend: string; className?: string; layout: string; choices: FilterChoice[]; children?: React.ReactNode }) {
  return (
    <fieldset className={className}>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className={`mt-3 ${layout}`}>
        {choices.map((choice) => (
          <label key={choice.key} className="flex min-h-10 items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-[var(--accent)]" checked={choice.checked} onChange={choice.onToggle} />
            {choice.label}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
