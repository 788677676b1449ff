/** A tool as the admin form sends it once checked: every fact unknown and no source, for tests to give what they need. */
import { sourcesAsFormValues } from "~/lib/fact-source-form";
import { NO_SOURCES } from "~/lib/fact-sources";
import type { ToolAdminInput } from "~/lib/schemas/tool-admin";

export function toolAdminInput(given: Partial<ToolAdminInput> & Pick<ToolAdminInput, "name" | "description" | "category" | "website">): ToolAdminInput {
  return {
    version: "",
    pricing: "Free",
    pricingUrl: "",
    status: "published",
    successor: "",
    logoUrl: "",
    useCases: [],
    platforms: [],
    features: [],
    freeTier: "unknown",
    startingPrice: "",
    openSource: "unknown",
    selfHostable: "unknown",
    commercialFree: "unknown",
    commercialPaid: "unknown",
    trainsOnContent: "unknown",
    termsNote: "",
    termsSource: "",
    termsAsOf: "",
    freeWatermark: "unknown",
    freeCardRequired: "unknown",
    freeAllowance: "",
    ...sourcesAsFormValues(NO_SOURCES),
    ...given,
  };
}
