import { Form, Link, redirect } from "react-router";
import { findCategoriesWithCountsCached } from "@server/categories/queries";
import { findPublicChanges } from "@server/changes/queries";
import { db } from "@server/db/index";
import { History, Rss } from "~/components/icons";
import { Pagination } from "~/components/pagination";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { PageHeader } from "~/components/ui/page-header";
import { inputClass } from "~/components/ui/field";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { cacheablePage } from "~/lib/page-cache";
import {
  CHANGES_FEED_PATH,
  CHANGES_PATH,
  PUBLIC_CHANGE_GROUP_NAMES,
  changeSubject,
  isPublicChangeGroup,
  weekOf,
  type PublicChangeGroup,
} from "~/lib/public-changes";
import { MAX_PAGE } from "~/lib/tool-search-params";
import { changeGroupLabel, changeWordsIn, slot, withSlots } from "~/lib/catalogue-labels";
import { ChangeProvenance } from "~/components/change-provenance";
import * as m from "~/paraglide/messages";
import type { Route } from "./+types/new";
import { CategoryNameText } from "~/components/category-name";
import { useCategoryName } from "~/lib/category-names";

const PAGE_SIZE = 30;

function readFilters(params: URLSearchParams) {
  const kind = params.get("kind");
  const requested = params.get("page") ?? "1";
  return {
    group: isPublicChangeGroup(kind) ? kind : undefined,
    category: /^[a-z0-9-]{1,80}$/.test(params.get("category") ?? "") ? params.get("category")! : undefined,
    page: /^\d{1,16}$/.test(requested) ? Math.min(Math.max(Number(requested), 1), MAX_PAGE) : 1,
  };
}

type Filters = ReturnType<typeof readFilters>;

function hrefFor(filters: Omit<Filters, "page"> & { page?: number }) {
  const params = new URLSearchParams();
  if (filters.group) params.set("kind", filters.group);
  if (filters.category) params.set("category", filters.category);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return `${CHANGES_PATH}${params.size ? `?${params}` : ""}`;
}

export const handle = cacheablePage;

export async function loader({ request }: Route.LoaderArgs) {
  const filters = readFilters(new URL(request.url).searchParams);
  const database = await db();
  const [{ changes, total }, categories] = await Promise.all([
    findPublicChanges(database, filters, { offset: (filters.page - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
    findCategoriesWithCountsCached(database),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (filters.page > pageCount) throw redirect(hrefFor({ ...filters, page: pageCount }));
  return { ...filters, changes, total, pageCount, categories: categories.map(({ slug, displayName }) => ({ slug, displayName })) };
}

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({
    title: m.catalogue_new_title(),
    description: m.catalogue_new_meta_description(),
    location,
    matches,
  }),
  { tagName: "link", rel: "alternate", type: "application/rss+xml", title: m.catalogue_new_title(), href: CHANGES_FEED_PATH },
  // A filtered view is not a page of its own for search engines.
  ...(new URLSearchParams(location.search).size > 0 ? [{ name: "robots", content: "noindex" }] : []),
];

function KindFilter({ current, category }: { current?: PublicChangeGroup; category?: string }) {
  const options: { group?: PublicChangeGroup; label: string }[] = [{ label: m.catalogue_new_everything() }, ...PUBLIC_CHANGE_GROUP_NAMES.map((group) => ({ group, label: changeGroupLabel(group) }))];
  return (
    <nav aria-label={m.catalogue_new_kinds()}>
      <ul className="flex flex-wrap gap-2">
        {options.map(({ group, label }) => (
          <li key={label}>
            <Link
              to={hrefFor({ group, category })}
              aria-current={group === current ? "page" : undefined}
              className="inline-flex min-h-10 items-center rounded-full border border-border px-4 text-sm hover:border-accent aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function WhatsNewPage({ loaderData }: Route.ComponentProps) {
  const { group, category, page, changes, total, pageCount, categories } = loaderData;
  const categoryName = useCategoryName();
  const weeks = new Map<string, typeof changes>();
  for (const change of changes) {
    const week = weekOf(change.happenedAt);
    weeks.set(week, [...(weeks.get(week) ?? []), change]);
  }
  const filtered = Boolean(group || category);
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageHeader title={m.catalogue_new_title()}>{m.catalogue_new_intro()}</PageHeader>
        </div>
        <a href={CHANGES_FEED_PATH} className={buttonClass("secondary")}>
          <Rss aria-hidden="true" className="size-4" /> {m.catalogue_new_rss()}
        </a>
      </div>

      <div className="mt-8 flex flex-col gap-4">
        <KindFilter current={group} category={category} />
        <Form method="get" action={CHANGES_PATH} className="flex flex-wrap items-end gap-3">
          {group && <input type="hidden" name="kind" value={group} />}
          <div>
            <label htmlFor="changes-category" className="block text-sm font-medium">
              {m.catalogue_new_category()}
            </label>
            <select id="changes-category" name="category" defaultValue={category ?? ""} key={category ?? ""} className={`${inputClass} mt-1 w-auto`}>
              <option value="">{m.catalogue_new_all_categories()}</option>
              {categories.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {categoryName(option.slug, option.displayName).name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass("secondary")}>
            {m.catalogue_new_show()}
          </button>
        </Form>
        <p className="text-sm text-muted" aria-live="polite">
          {m.catalogue_new_count({ count: total })}
        </p>
      </div>

      {changes.length === 0 ? (
        <EmptyState
          icon={History}
          title={filtered ? m.catalogue_new_none_of_kind() : m.catalogue_new_nothing()}
          description={filtered ? m.catalogue_new_none_of_kind_hint() : m.catalogue_new_nothing_hint()}
          className="mt-8"
        >
          {filtered && (
            <Link to={CHANGES_PATH} className={buttonClass("secondary")}>
              {m.catalogue_new_show_everything()}
            </Link>
          )}
        </EmptyState>
      ) : (
        [...weeks].map(([week, inWeek]) => (
          <section key={week} aria-labelledby={`week-${week}`} className="mt-10">
            <h2 id={`week-${week}`} className="text-xl font-semibold">
              {m.catalogue_new_week_of({ date: formatDate(week) })}
            </h2>
            <Card as="ul" className="mt-4 divide-y divide-border">
              {inWeek.map((change) => {
                const subject = changeSubject(change);
                const words = changeWordsIn(change);
                return (
                  <li key={change.id} id={change.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:gap-4">
                    <time dateTime={new Date(change.happenedAt).toISOString()} className="shrink-0 text-sm text-muted sm:w-36">
                      {formatDate(change.happenedAt)}
                    </time>
                    <div className="min-w-0">
                      <Link to={subject.path} className="font-medium hover:underline">
                        {subject.name}
                      </Link>
                      {change.categoryName && <span className="text-sm text-muted"> · <CategoryNameText slug={change.categorySlug} name={change.categoryName} /></span>}
                      <p className="mt-0.5">
                        {words.what}
                        {words.fromTo && <>: {words.fromTo}</>}
                        {change.kind === "discontinued" && change.successorSlug && (
                          <>
                            {" "}
                            {withSlots(m.catalogue_change_try({ successor: slot("successor") }), {
                              successor: <Link to={`/tools/${change.successorSlug}`} className="text-accent hover:underline">{change.successorName}</Link>,
                            })}
                          </>
                        )}
                        <ChangeProvenance source={change.source} suggestedBy={change.suggestedBy} linkClassName="text-sm" />
                      </p>
                    </div>
                  </li>
                );
              })}
            </Card>
          </section>
        ))
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => hrefFor({ group, category, page: n })} />
    </section>
  );
}
