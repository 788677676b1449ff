// The admin's tool form: every field of a listing, checked in the browser and by the action.
import { z } from "zod/mini";
import { COMMERCIAL_FREE, COMMERCIAL_PAID, FACT_LABELS, isPlatform, isUseCase, TRAINING } from "../tool-facts";
import { TOOL_PRICING } from "./suggestions";

export const TOOL_STATUSES = ["draft", "published", "discontinued"] as const;
export const TOOL_STATUS_LABELS: Record<(typeof TOOL_STATUSES)[number], string> = { draft: "Draft", published: "Published", discontinued: "Discontinued" };

export const toolAdminFields = [
  "version",
  "name",
  "description",
  "category",
  "pricing",
  "website",
  "pricingUrl",
  "status",
  "successor",
  "logoUrl",
  "useCases",
  "platforms",
  "features",
  "freeTier",
  "startingPrice",
  "openSource",
  "selfHostable",
  "commercialFree",
  "commercialPaid",
  "trainsOnContent",
  "termsNote",
  "termsSource",
  "termsAsOf",
] as const;

/** What an admin edits: every field of the form but the version it started from. */
export type ToolEditableField = Exclude<(typeof toolAdminFields)[number], "version">;

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
};

/** Yes / no / not known, as the form's selects send them. */
export const TRI_STATE = ["unknown", "yes", "no"] as const;
export const TRI_STATE_LABELS: Record<(typeof TRI_STATE)[number], string> = { unknown: "Unknown", yes: "Yes", no: "No" };

/** A comma-separated list of slugs from one vocabulary. */
const slugList = (isKnown: (slug: string) => boolean, message: string) =>
  z.pipe(
    z.string(),
    z.transform((text) => [...new Set(text.split(",").map((slug) => slug.trim()).filter(Boolean))]),
  ).check(z.refine((slugs) => slugs.every(isKnown), message));
export type ToolAdminField = (typeof toolAdminFields)[number];

const webAddress = (label: string) =>
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: `${label} must be a full web address starting with http:// or https://.` });

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
  logoUrl: z.string().check(z.regex(/^(\/uploads\/[a-z0-9/_-]+\.webp|\/logos\/[a-z0-9-]+\.svg|\/brand-logos\/(lobehub|simple-icons)\/[a-z0-9-]+\.svg)?$/, "Please upload the logo again.")),
  useCases: slugList(isUseCase, "Please choose use cases from the list."),
  platforms: slugList(isPlatform, "Please choose platforms from the list."),
  features: z.pipe(
    z.string(),
    z.transform((text) => text.split("\n").map((line) => line.trim()).filter(Boolean)),
  ).check(
    z.refine((lines) => lines.length <= 6, "Please list at most 6 features."),
    z.refine((lines) => lines.every((line) => line.length <= 100), "Each feature must be 100 characters or fewer."),
  ),
  freeTier: z.enum(TRI_STATE, "Please choose yes, no or unknown."),
  startingPrice: z.string().check(z.trim(), z.maxLength(40, "The starting price must be 40 characters or fewer.")),
  openSource: z.enum(TRI_STATE, "Please choose yes, no or unknown."),
  selfHostable: z.enum(TRI_STATE, "Please choose yes, no or unknown."),
  commercialFree: z.enum(COMMERCIAL_FREE, "Please choose what the free plan allows."),
  commercialPaid: z.enum(COMMERCIAL_PAID, "Please choose what paid plans allow."),
  trainsOnContent: z.enum(TRAINING, "Please choose whether the tool trains on users' content."),
  termsNote: z.string().check(z.trim(), z.maxLength(300, "The note must be 300 characters or fewer.")),
  termsSource: z.union([z.literal(""), z.pipe(z.string().check(z.trim()), webAddress("The terms page"))]),
  termsAsOf: z.string().check(z.regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, "Please write the month as YYYY-MM, e.g. 2025-06.")),
});
export type ToolAdminInput = z.output<typeof toolAdminSchema>;
