import type { ToolCardData } from "@server/tools/queries";
import { originalLang, pricingLabel } from "~/lib/catalogue-labels";
import { MIN_REVIEWS_FOR_SCORE } from "~/lib/review-score";
import { CardRating } from "./card-rating";
import { CompareButton } from "./compare";
import { FavoriteButton } from "./favorite-button";
import { ToolLogo } from "./tool-logo";
import { HydrateLater } from "./hydrate-later";
import { PageLink } from "./page-link";
import { CategoryNameText } from "~/components/category-name";
import * as m from "~/paraglide/messages";

export function PricingBadge({ pricing }: { pricing: string }) {
  return (
    <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium text-muted">{pricingLabel(pricing)}</span>
  );
}

/** The whole card is one link to the tool page. */
function ToolCardArticle({ tool }: { tool: ToolCardData }) {
  return (
    <article id={`tool-${tool.slug}`} className="tool-card">
      <div className="flex items-start gap-4">
        <ToolLogo src={tool.logoUrl} name={tool.name} categoryIcon={tool.categoryIcon} colour={tool.categoryColour} />
        <div className="min-w-0 flex-1">
          {/* Long names wrap (two lines at most) instead of being cut or widening the card. */}
          <h3 className="line-clamp-2 text-lg leading-snug font-semibold [overflow-wrap:anywhere]">
            <PageLink to={`/tools/${tool.slug}`} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
              {tool.name}
            </PageLink>
          </h3>
          {tool.categoryName && (
            <span className="mt-1 inline-flex items-center gap-1.5 text-xs font-medium text-muted">
              <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: tool.categoryColour ?? undefined }} />
              <CategoryNameText slug={tool.categorySlug} name={tool.categoryName} />
            </span>
          )}
        </div>
      </div>
      <p lang={originalLang()} className="line-clamp-2 text-sm text-muted">{tool.description}</p>
      {/* The heart sits below the name, so a long name has the card's whole width to wrap in. */}
      <div className="mt-auto flex items-center justify-between gap-3">
        {/* Badge, price and score wrap onto two lines at 320 px rather than squeeze the buttons. */}
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <PricingBadge pricing={tool.pricing} />
          {tool.startingPrice && (
            <span className="text-xs font-medium">
              {tool.priceReported ? m.catalogue_card_price_from_reported({ price: tool.startingPrice }) : m.catalogue_card_price_from({ price: tool.startingPrice })}
            </span>
          )}
          {tool.reviewCount >= MIN_REVIEWS_FOR_SCORE && <CardRating ratingSum={tool.ratingSum} reviewCount={tool.reviewCount} />}
        </span>
        <span className="relative z-10 flex gap-2">
          <CompareButton slug={tool.slug} name={tool.name} />
          <FavoriteButton toolId={tool.id} toolName={tool.name} returnTo={`#tool-${tool.slug}`} />
        </span>
      </div>
    </article>
  );
}

/** Cards are taken over one by one, each in a task of its own (see HydrateLater). */
export function ToolCard(props: { tool: ToolCardData }) {
  return (
    <HydrateLater>
      <ToolCardArticle {...props} />
    </HydrateLater>
  );
}

export function ToolGrid({ tools }: { tools: ToolCardData[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" role="list">
      {tools.map((tool) => (
        <li key={tool.id} className="min-w-0">
          <ToolCard tool={tool} />
        </li>
      ))}
    </ul>
  );
}
