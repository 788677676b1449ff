// The admin's course and category forms, checked in the browser and by the action.
import { z } from "zod/mini";
import { CHECKED } from "../forms";
import { COURSE_LEVEL_OPTIONS, COURSE_PRICING_OPTIONS } from "../course-search-params";

const webAddress = (label: string) =>
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: `${label} must be a full web address starting with http:// or https://.` });
const text = (label: string, min: number, max: number, required: string) =>
  z.string().check(z.trim(), z.minLength(min, required), z.maxLength(max, `${label} must be ${max} characters or fewer.`));

const optionalText = (label: string, max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, `${label} must be ${max} characters or fewer.`)));

export const courseAdminFields = ["version", "name", "platform", "level", "pricing", "link", "description", "featured", "tools"] as const;
export type CourseAdminField = (typeof courseAdminFields)[number];

/** Each field's name, as the form labels it and the history reports it. */
export const COURSE_FIELD_LABELS: Record<Exclude<CourseAdminField, "version">, string> = {
  name: "Name",
  platform: "Platform",
  level: "Level",
  pricing: "Price",
  link: "Link",
  description: "Description",
  featured: "Featured",
  tools: "Tools it teaches",
};

export const courseAdminSchema = z.object({
  version: z.string(),
  name: text("The name", 1, 160, "Please enter the course's name."),
  platform: text("The platform", 1, 100, "Please enter the platform that runs it."),
  level: z.enum(COURSE_LEVEL_OPTIONS, "Please choose a level."),
  pricing: z.enum(COURSE_PRICING_OPTIONS, "Please choose a price."),
  link: z.union([z.literal(""), z.pipe(z.string().check(z.trim()), webAddress("The link"))]),
  description: text("The description", 40, 600, "Please describe the course in at least 40 characters."),
  featured: z.pipe(z.string(), z.transform((value) => value === CHECKED)),
  /** The address names of the tools it teaches, comma-separated; the server checks they exist. */
  tools: z.pipe(
    z.string(),
    z.transform((text) => [...new Set(text.split(",").map((slug) => slug.trim().toLowerCase()).filter(Boolean))]),
  ).check(z.refine((slugs) => slugs.length <= 20, "Please name at most 20 tools.")),
});
export type CourseAdminInput = z.output<typeof courseAdminSchema>;

/** The category's texts in the site's other languages: one field each, in this order. */
export const CATEGORY_TRANSLATION_FIELDS = [
  { locale: "es", language: "Spanish", displayName: "displayNameEs", description: "descriptionEs" },
  { locale: "fr", language: "French", displayName: "displayNameFr", description: "descriptionFr" },
  { locale: "de", language: "German", displayName: "displayNameDe", description: "descriptionDe" },
] as const;

export const categoryAdminFields = [
  "version", "name", "displayName", "slug", "description", "icon", "colour", "sortOrder", "searchPhrases",
  "displayNameEs", "descriptionEs", "displayNameFr", "descriptionFr", "displayNameDe", "descriptionDe",
] as const;
export type CategoryAdminField = (typeof categoryAdminFields)[number];

/** Each field's name, as the form labels it and the history reports it. */
export const CATEGORY_FIELD_LABELS: Record<Exclude<CategoryAdminField, "version">, string> = {
  name: "Name",
  displayName: "Display name",
  slug: "Address name",
  description: "Description",
  icon: "Icon",
  colour: "Colour",
  sortOrder: "Order",
  searchPhrases: "Search phrases",
  displayNameEs: "Spanish display name",
  descriptionEs: "Spanish description",
  displayNameFr: "French display name",
  descriptionFr: "French description",
  displayNameDe: "German display name",
  descriptionDe: "German description",
};

export const categoryAdminSchema = z.object({
  version: z.string(),
  name: text("The name", 1, 80, "Please enter the category's name."),
  displayName: text("The display name", 1, 80, "Please enter the name visitors read."),
  slug: z.string().check(z.trim(), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "The address name may hold lowercase letters, digits and single hyphens.")),
  description: text("The description", 10, 400, "Please describe the category in at least 10 characters."),
  icon: text("The icon", 1, 60, "Please name an icon (for example Sparkles)."),
  colour: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, "Please choose a colour such as #f59e0b.")),
  sortOrder: z.pipe(z.string().check(z.regex(/^-?\d{1,4}$/, "The order must be a whole number.")), z.transform(Number)),
  /** One per line: what people type when they want a tool of this kind (server/search/task-intent.ts). */
  searchPhrases: z
    .pipe(
      z.string(),
      z.transform((text) => [...new Set(text.split("\n").map((phrase) => phrase.trim().toLowerCase().replace(/\s+/g, " ")).filter(Boolean))]),
    )
    .check(
      z.refine((phrases) => phrases.length <= 30, "Please keep to 30 search phrases."),
      z.refine((phrases) => phrases.every((phrase) => phrase.length <= 60), "Each search phrase must be 60 characters or fewer."),
    ),
  // Optional: what is left empty reads in English on that language's pages.
  displayNameEs: optionalText("The Spanish display name", 80),
  descriptionEs: optionalText("The Spanish description", 400),
  displayNameFr: optionalText("The French display name", 80),
  descriptionFr: optionalText("The French description", 400),
  displayNameDe: optionalText("The German display name", 80),
  descriptionDe: optionalText("The German description", 400),
});
export type CategoryAdminInput = z.output<typeof categoryAdminSchema>;
