import { ArrowRight } from "~/components/icons";
import * as m from "~/paraglide/messages";
import { CategoryIcon } from "./category-icon";
import { PageLink } from "./page-link";
import { Card } from "~/components/ui/card";

export interface CategoryCardData {
  slug: string;
  displayName: string;
  description: string;
  icon: string;
  colour: string;
  toolCount: number;
  displayNameLang: "en" | undefined;
  descriptionLang: "en" | undefined;
}

export function CategoryCard({ category }: { category: CategoryCardData }) {
  return (
    <Card as="article" className="flex h-full flex-col p-6 transition hover:border-accent/60">
      <div className="flex items-center gap-4">
        <span
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl"
          style={{ backgroundColor: `${category.colour}26`, color: category.colour }}
        >
          <CategoryIcon name={category.icon} className="size-6" />
        </span>
        <div>
          <h2 lang={category.displayNameLang} className="text-lg font-semibold leading-snug">{category.displayName}</h2>
          <p className="text-sm text-muted">
            {m.category_tool_count({ count: category.toolCount })}
          </p>
        </div>
      </div>
      <p lang={category.descriptionLang} className="mt-4 flex-1 text-sm text-muted">{category.description}</p>
      <PageLink
        to={`/category/${category.slug}`}
        className="mt-5 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-accent hover:underline"
        aria-label={m.category_explore_label({ category: category.displayName })}
      >
        {m.category_explore()} <ArrowRight aria-hidden="true" className="size-4" />
      </PageLink>
    </Card>
  );
}
