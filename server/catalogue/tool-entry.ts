/**
 * One mapping between a tool as the catalogue files write it
 * (data/catalogue/tools.json) and its database row, used by the seed, the
 * import and the export so the three never disagree.
 */
import type { CatalogueTool } from "../db/catalogue";
import type { aiTools } from "../db/schema";
import { toolSearchTerms } from "../tools/search-terms";

type ToolRow = typeof aiTools.$inferSelect;
type ToolValues = typeof aiTools.$inferInsert;

/** Where a tool's logo is served: a packaged brand mark, else its initials drawn by /logos. */
export const monogramUrl = (slug: string) => `/logos/${slug}.svg`;
export const brandLogoUrl = (mark: string) => `/brand-logos/${mark}`;
export const BRAND_LOGO_PREFIX = "/brand-logos/";

const fromKnown = (value: boolean | "unknown") => (value === "unknown" ? null : value);
const toKnown = (value: boolean | null) => (value === null ? "unknown" : value);

/** The columns the catalogue describes; the logo is left to the caller, which knows whether an admin uploaded one. */
export function toolColumns(tool: CatalogueTool, category: { id: number; name: string; displayName?: string }) {
  return {
    name: tool.name,
    description: tool.description,
    pricing: tool.pricing,
    exploreNowLink: tool.website,
    // Unknown pricing page: no link, rather than a "pricing" link to the home page.
    seePricingLink: tool.pricingUrl,
    categoryName: category.name,
    categoryId: category.id,
    useCases: tool.useCases,
    platforms: tool.platforms,
    features: tool.features,
    freeTier: fromKnown(tool.freeTier),
    startingPrice: tool.startingPrice,
    openSource: fromKnown(tool.openSource),
    selfHostable: fromKnown(tool.selfHostable),
    commercialFree: tool.commercialUse.freePlan,
    commercialPaid: tool.commercialUse.paidPlans,
    trainsOnContent: tool.commercialUse.trainsOnUserContent,
    termsNote: tool.commercialUse.note,
    termsSource: tool.commercialUse.source,
    termsAsOf: tool.commercialUse.asOf,
    ...toolSearchTerms({ categoryName: category.name, categoryDisplayName: category.displayName, ...tool }),
  } satisfies Partial<ToolValues>;
}

/** The logo a catalogue entry asks for. */
export const catalogueLogoUrl = (tool: Pick<CatalogueTool, "slug" | "logo">) => (tool.logo ? brandLogoUrl(tool.logo) : monogramUrl(tool.slug));

/** An admin's upload is never replaced by the catalogue's choice. */
export const isUploadedLogo = (logoUrl: string | null) => Boolean(logoUrl?.startsWith("/uploads/"));

export function toolEntry(row: ToolRow, categorySlug: string): CatalogueTool {
  return {
    name: row.name,
    slug: row.slug,
    category: categorySlug,
    pricing: row.pricing as CatalogueTool["pricing"],
    website: row.exploreNowLink,
    pricingUrl: row.seePricingLink,
    description: row.description,
    useCases: row.useCases,
    platforms: row.platforms,
    features: row.features,
    freeTier: toKnown(row.freeTier),
    startingPrice: row.startingPrice,
    openSource: toKnown(row.openSource),
    selfHostable: toKnown(row.selfHostable),
    commercialUse: {
      freePlan: row.commercialFree as CatalogueTool["commercialUse"]["freePlan"],
      paidPlans: row.commercialPaid as CatalogueTool["commercialUse"]["paidPlans"],
      trainsOnUserContent: row.trainsOnContent as CatalogueTool["commercialUse"]["trainsOnUserContent"],
      note: row.termsNote,
      source: row.termsSource,
      asOf: row.termsAsOf,
    },
    logo: row.logoUrl?.startsWith(BRAND_LOGO_PREFIX) ? row.logoUrl.slice(BRAND_LOGO_PREFIX.length) : null,
  };
}
