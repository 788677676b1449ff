/**
 * One mapping between a tool as the catalogue files write it
 * (data/catalogue/tools.json) and its database row, used by the seed, the
 * import and the export so the three never disagree.
 */
import { wholeSources } from "~/lib/fact-sources";
import type { CatalogueTool } from "./file";
import { PRICING_MODELS, type aiTools } from "../db/schema";
import { oneOf } from "~/lib/records";
import { factsForCatalogue, factsFromCatalogue } from "../tools/facts";
import { toolSearchTerms } from "../tools/search-terms";

type ToolRow = typeof aiTools.$inferSelect;
type ToolValues = typeof aiTools.$inferInsert;

/** Where a tool's logo is served: a packaged brand mark, else its initials drawn by /logos. */
export const monogramUrl = (slug: string) => `/logos/${slug}.svg`;
export const brandLogoUrl = (mark: string) => `/brand-logos/${mark}`;
export const BRAND_LOGO_PREFIX = "/brand-logos/";

/** The columns the catalogue describes; the logo is left to the caller, which knows whether an admin uploaded one. */
export function toolColumns(tool: CatalogueTool, category: { id: number; name: string; displayName?: string }) {
  const facts = factsFromCatalogue(tool);
  return {
    name: tool.name,
    description: tool.description,
    pricing: tool.pricing,
    exploreNowLink: tool.website,
    // Unknown pricing page: no link, rather than a "pricing" link to the home page.
    seePricingLink: tool.pricingUrl,
    categoryName: category.name,
    categoryId: category.id,
    ...facts,
    factSources: tool.sources,
    ...toolSearchTerms({ categoryName: category.name, categoryDisplayName: category.displayName, ...facts }),
  } satisfies Partial<ToolValues>;
}

/** A new row's creation and first publication: the day its entry was first recorded, when the entry says. */
export function addedColumns(tool: Pick<CatalogueTool, "added">): { createdAt?: Date; publishedAt?: Date } {
  if (!tool.added) return {};
  const day = new Date(`${tool.added}T00:00:00Z`);
  return { createdAt: day, publishedAt: day };
}

/** The logo a catalogue entry asks for. */
export const catalogueLogoUrl = (tool: Pick<CatalogueTool, "slug" | "logo">) => (tool.logo ? brandLogoUrl(tool.logo) : monogramUrl(tool.slug));

/** An admin's upload is never replaced by the catalogue's choice. */
export const isUploadedLogo = (logoUrl: string | null) => Boolean(logoUrl?.startsWith("/uploads/"));

export function toolEntry(row: ToolRow, categorySlug: string): CatalogueTool {
  return {
    name: row.name,
    slug: row.slug,
    added: row.createdAt.toISOString().slice(0, 10),
    category: categorySlug,
    pricing: oneOf(PRICING_MODELS, row.pricing, "pricing model"),
    website: row.exploreNowLink,
    pricingUrl: row.seePricingLink,
    description: row.description,
    ...factsForCatalogue(row),
    sources: wholeSources(row.factSources),
    logo: row.logoUrl?.startsWith(BRAND_LOGO_PREFIX) ? row.logoUrl.slice(BRAND_LOGO_PREFIX.length) : null,
  };
}
