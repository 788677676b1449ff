// The admin's tool form: every field of a listing, checked in the browser and by the action.
import { z } from "zod/mini";
import { SOURCE_FORM_FIELDS, SOURCE_RECORD_LABELS, sourceFieldSchemas, type SourceRecordField } from "../fact-source-form";
import { factFieldSchemas, factsAsFormValues, webAddress } from "../tool-fact-form";
import { sourcesAsFormValues } from "../fact-source-form";
import type { FactSources } from "../fact-sources";
import { FACT_LABELS, TOOL_FACT_KEYS } from "../tool-facts";
import { TOOL_PRICING } from "./suggestions";

export const TOOL_STATUSES = ["draft", "published", "discontinued"] as const;
export const TOOL_STATUS_LABELS: Record<(typeof TOOL_STATUSES)[number], string> = { draft: "Draft", published: "Published", discontinued: "Discontinued" };

/** The listing's own fields; the facts follow from their definition. */
const listingFields = ["version", "name", "description", "category", "pricing", "website", "pricingUrl", "status", "successor", "logoUrl"] as const;
export const toolAdminFields = [...listingFields, ...TOOL_FACT_KEYS, ...SOURCE_FORM_FIELDS] as const;

/** What the history records of a tool: its listing, its facts, and each group's source in one line. */
export type ToolEditableField = Exclude<(typeof listingFields)[number], "version"> | (typeof TOOL_FACT_KEYS)[number] | SourceRecordField;

/** Each field's name, as the form labels it and the history reports it. */
export const TOOL_FIELD_LABELS: Record<ToolEditableField, string> = {
  name: "Name",
  description: "Description",
  category: "Category",
  pricing: "Pricing",
  website: "Website",
  pricingUrl: "Pricing page",
  status: "Status",
  successor: "Successor",
  logoUrl: "Logo",
  ...FACT_LABELS,
  ...SOURCE_RECORD_LABELS,
};

export type ToolAdminField = (typeof toolAdminFields)[number];

export const toolAdminSchema = z.object({
  version: z.string(),
  name: z.string().check(z.trim(), z.minLength(1, "Please enter the tool's name."), z.maxLength(120, "The name must be 120 characters or fewer.")),
  description: z
    .string()
    .check(z.trim(), z.minLength(40, "Please describe the tool in at least 40 characters."), z.maxLength(600, "The description must be 600 characters or fewer.")),
  category: z.string().check(z.minLength(1, "Please choose a category.")),
  pricing: z.enum(TOOL_PRICING, "Please choose a pricing model."),
  website: z.pipe(z.string().check(z.trim(), z.minLength(1, "Please enter the tool's website.")), webAddress("The website")),
  pricingUrl: z.union([z.literal(""), z.pipe(z.string().check(z.trim()), webAddress("The pricing page"))]),
  status: z.enum(TOOL_STATUSES, "Please choose a status."),
  successor: z.string(),
  logoUrl: z.string().check(z.regex(/^(\/uploads\/[a-z0-9/_-]+\.(webp|png)|\/logos\/[a-z0-9-]+\.svg|\/brand-logos\/(lobehub|simple-icons|logos|devicon)\/[a-z0-9-]+\.svg)?$/, "Please upload the logo again.")),
  ...factFieldSchemas(),
  ...sourceFieldSchemas(),
});
export type ToolAdminInput = z.output<typeof toolAdminSchema>;

/** A stored tool as the form shows it: what an admin edits, and what an accepted suggestion starts from. */
export function toolAsFormValues(
  tool: {
    updatedAt: Date | string;
    name: string;
    description: string;
    category: string | null;
    pricing: string;
    website: string;
    pricingUrl: string | null;
    status: string;
    successor: string | null;
    logoUrl: string | null;
    factSources: FactSources;
  } & Record<string, unknown>,
): Record<ToolAdminField, string> {
  return {
    version: String(new Date(tool.updatedAt).getTime()),
    name: tool.name,
    description: tool.description,
    category: tool.category ?? "",
    pricing: tool.pricing,
    website: tool.website,
    pricingUrl: tool.pricingUrl ?? "",
    status: tool.status,
    successor: tool.successor ?? "",
    logoUrl: tool.logoUrl ?? "",
    ...factsAsFormValues(tool),
    ...sourcesAsFormValues(tool.factSources),
  };
}
