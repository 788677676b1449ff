import { ArrowLeft, FolderSearch, RotateCw } from "~/components/icons";
import { data, Link, redirect, useRevalidator } from "react-router";
import { db } from "@server/db/index";
import { findRedirectedCategorySlug } from "@server/categories/admin";
import { findCategoryBySlug, resolveCategorySlug } from "@server/categories/queries";
import { findToolsByCategory } from "@server/tools/queries";
import { CategoryIcon } from "~/components/category-icon";
import { ToolGrid } from "~/components/tool-card";
import { buttonClass } from "~/components/ui/button";
import { originOf, pageMeta } from "~/lib/meta";
import { categoryCardVersion, socialImagePath } from "~/lib/social-images";
import { itemListData } from "~/lib/structured-data";
import { cacheablePage, type PageCacheHandle } from "~/lib/page-cache";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import type { Route } from "./+types/category";
import { EmptyState } from "~/components/ui/empty-state";
import * as m from "~/paraglide/messages";
import { categoryInLanguage } from "@server/categories/languages";
import { getLocale } from "~/paraglide/runtime";

export async function loader({ params }: Route.LoaderArgs) {
  const database = await db();
  const slug = await resolveCategorySlug(database, params.categorySlug);
  if (!slug) {
    // A category whose address changed: its old address leads to the new one.
    const moved = await findRedirectedCategorySlug(database, params.categorySlug);
    if (moved) throw redirect(`/category/${moved}`, 301);
    return data({ category: null, tools: [] }, { status: 404 });
  }
  // Other spellings ('audio-&-music', 'audio-music') lead to the one canonical address.
  if (slug !== params.categorySlug) throw redirect(`/category/${slug}`, 301);
  const category = categoryInLanguage((await findCategoryBySlug(database, slug))!, getLocale());
  const tools = await findToolsByCategory(database, category.id);
  return { category, tools };
}

export const handle: PageCacheHandle & BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  ...cacheablePage,
  breadcrumb: (page) => page?.category?.displayName,
};

// Mid-sentence the name is lower case ("AI tools for image generation"), but German writes its nouns capitalised.
export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const category = loaderData?.category;
  if (!category) return [...pageMeta({ title: m.catalogue_category_not_found(), location, matches }), { name: "robots", content: "noindex" }];
  return [
    ...pageMeta({
      title: m.catalogue_category_meta_title({ category: category.displayName }),
      description: m.catalogue_category_meta_description({ count: loaderData.tools.length, category: getLocale() === "de" ? category.displayName : category.displayName.toLowerCase(), description: category.description }),
      location,
      matches,
      // The page lists exactly the published tools the card counts.
      image: socialImagePath("category", category.slug, categoryCardVersion(category, loaderData.tools.length)),
      imageAlt: m.catalogue_category_image_alt({ category: category.displayName, count: loaderData.tools.length }),
    }),
    ...(loaderData.tools.length
      ? [{ "script:ld+json": itemListData(loaderData.tools.map((tool) => ({ name: tool.name, path: `/tools/${tool.slug}` })), originOf(matches)) }]
      : []),
  ];
};

function BackToCategories() {
  return (
    <Link to="/categories" className={buttonClass("ghost", "-ml-3")}>
      <ArrowLeft aria-hidden="true" className="size-4" /> {m.catalogue_back_to_categories()}
    </Link>
  );
}

function TryAgain() {
  const revalidator = useRevalidator();
  return (
    <button type="button" onClick={() => revalidator.revalidate()} className={buttonClass("secondary")} disabled={revalidator.state === "loading"}>
      <RotateCw aria-hidden="true" className="size-4" /> {m.catalogue_try_again()}
    </button>
  );
}

/** No tools to show; on the page of an unknown category it is the page's main heading. */
function EmptyCategory({ heading = false }: { heading?: boolean }) {
  return (
    <EmptyState icon={FolderSearch} title={m.catalogue_category_empty()} as={heading ? "h1" : "p"} className="mt-8">
      <Link to="/categories" className={buttonClass("primary")}>
        {m.catalogue_browse_other_categories()}
      </Link>
    </EmptyState>
  );
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, tools } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <BackToCategories />
      {category ? (
        <>
          <div className="mt-4 flex items-center gap-4">
            <span
              className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl"
              style={{ backgroundColor: `${category.colour}26`, color: category.colour }}
            >
              <CategoryIcon name={category.icon} className="size-7" />
            </span>
            <div>
              <h1 lang={category.displayNameLang} className="text-4xl font-bold tracking-tight">{category.displayName}</h1>
              <p className="mt-1 text-muted">{m.catalogue_category_tool_count({ count: tools.length })}</p>
            </div>
          </div>
          <p lang={category.descriptionLang} className="mt-4 max-w-2xl text-muted">{category.description}</p>
          {tools.length > 0 ? (
            <section aria-labelledby="category-tools-heading" className="mt-8">
              <h2 id="category-tools-heading" className="sr-only">
                {m.catalogue_category_tools_heading({ category: category.displayName })}
              </h2>
              <ToolGrid tools={tools} />
            </section>
          ) : (
            <EmptyCategory />
          )}
        </>
      ) : (
        <EmptyCategory heading />
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <BackToCategories />
      <p role="alert" className="mt-6 text-lg">
        {m.catalogue_category_load_error()}
      </p>
      <div className="mt-6">
        <TryAgain />
      </div>
    </section>
  );
}
