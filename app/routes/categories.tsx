import { ArrowUp } from "~/components/icons";
import { Form, redirect, useNavigate } from "react-router";
import { db } from "@server/db/index";
import { findCategoriesWithCountsCached, resolveCategorySlug } from "@server/categories/queries";
import { CategoryCard } from "~/components/category-card";
import { ToolAutocomplete } from "~/components/tool-autocomplete";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import { cacheablePage } from "~/lib/page-cache";
import type { Route } from "./+types/categories";
import { Card } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import * as m from "~/paraglide/messages";
import { categoryInLanguage } from "@server/categories/languages";
import { getLocale } from "~/paraglide/runtime";

export const handle = cacheablePage;

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: m.catalogue_categories_title(),
    description: m.catalogue_categories_meta_description(),
    location,
    matches,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const database = await db();
  // The category picker also works without JavaScript: it submits ?category=slug here.
  const picked = new URL(request.url).searchParams.get("category");
  if (picked) {
    const slug = await resolveCategorySlug(database, picked);
    if (slug) throw redirect(`/category/${slug}`);
  }
  return { categories: (await findCategoriesWithCountsCached(database)).map((category) => categoryInLanguage(category, getLocale())) };
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const navigate = useNavigate();
  const totalTools = categories.reduce((sum, c) => sum + c.toolCount, 0);

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader title={m.catalogue_categories_title()}>{m.catalogue_categories_intro({ tools: totalTools, categories: categories.length })}</PageHeader>

      <Card className="mt-8 grid gap-6 p-6 md:grid-cols-2">
        <ToolAutocomplete />
        <Form method="get" className="flex flex-col">
          <label htmlFor="category-picker" className="text-sm font-semibold">
            {m.catalogue_search_by_category()}
          </label>
          <div className="mt-2 flex gap-2">
            <select
              id="category-picker"
              name="category"
              defaultValue=""
              onChange={(event) => event.target.value && navigate(`/category/${event.target.value}`)}
              className="min-h-12 w-full rounded-full border border-border bg-surface px-4 text-base"
            >
              <option value="" disabled>
                {m.catalogue_choose_category()}
              </option>
              {categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.displayName} ({category.toolCount})
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" className={buttonClass("primary", "min-h-12")}>
                {m.catalogue_go()}
              </button>
            </noscript>
          </div>
        </Form>
      </Card>

      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" role="list" aria-label={m.catalogue_categories_list()}>
        {categories.map((category) => (
          <li key={category.slug}>
            <CategoryCard category={category} />
          </li>
        ))}
      </ul>

      <div className="mt-10 flex justify-center">
        <button type="button" onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })} className={buttonClass("secondary")}>
          <ArrowUp aria-hidden="true" className="size-4" /> {m.catalogue_back_to_top()}
        </button>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-3xl font-bold">{m.catalogue_categories_title()}</h1>
      <p role="alert" className="mt-4 text-danger">
        {m.catalogue_categories_error()}
      </p>
    </section>
  );
}
