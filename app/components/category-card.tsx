import { ArrowRight } from "~/components/icons";
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
          <h2 className="text-lg font-semibold leading-snug">{category.displayName}</h2>
          <p className="text-sm text-muted">
            {category.toolCount} {category.toolCount === 1 ? "tool" : "tools"}
          </p>
        </div>
      </div>
      <p className="mt-4 flex-1 text-sm text-muted">{category.description}</p>
      <PageLink
        to={`/category/${category.slug}`}
        className="mt-5 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-accent hover:underline"
        aria-label={`Explore Now: ${category.displayName}`}
      >
        Explore Now <ArrowRight aria-hidden="true" className="size-4" />
      </PageLink>
    </Card>
  );
}
