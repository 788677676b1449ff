/**
 * Reads and validates the seed catalogue in data/catalogue/. A typo in the
 * JSON fails loudly with the file and entry, instead of seeding bad rows.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { recordOf } from "~/lib/records";
import type { FactsIn } from "~/lib/tool-facts";
import { isOnMakersDomain, makersDomain } from "./maker-domain";
import { FACT_SOURCE_GROUPS, knownFactsOf, SOURCE_KINDS, type FactSources } from "~/lib/fact-sources";
import { catalogueFactSchemas, factsFromCatalogue } from "../tools/facts";
import { PRICING_MODELS } from "../db/schema";

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lower-case slug");

export const categorySchema = z.object({
  name: z.string().min(1),
  displayName: z.string().min(1),
  slug,
  description: z.string().min(1),
  icon: z.string().min(1),
  colour: z.string().regex(/^#[0-9a-f]{6}$/i),
  sortOrder: z.number().int(),
  /** What people type when they want a tool of this kind (server/search/task-intent.ts). */
  searchPhrases: z.array(z.string().trim().min(1)).default([]),
  /** The display name and description in Spanish, French and German; what is missing reads in English. */
  translations: z.partialRecord(z.enum(["es", "fr", "de"]), z.strictObject({ displayName: z.string().trim().min(1).optional(), description: z.string().trim().min(1).optional() })).default({}),
});

const https = z.url({ protocol: /^https$/ });

/** A tool's entry but its facts, which follow from their definition (server/tools/facts.ts). */
const listingSchema = z.object({
  name: z.string().min(1),
  slug,
  /** The day the entry was first recorded in the catalogue: the tool's date of entry on a fresh install. */
  added: z.iso.date().nullable().default(null),
  category: slug,
  pricing: z.enum(PRICING_MODELS),
  website: https,
  pricingUrl: https.nullable(),
  description: z.string().min(40),
  /** A brand mark from an icon package, "<package>/<file>.svg" (see scripts/brand-logos.mjs); null: the initials. */
  logo: z
    .string()
    .regex(/^(lobehub|simple-icons|logos|devicon)\/[a-z0-9-]+\.svg$/, "must be <package>/<icon>.svg, the package lobehub, simple-icons, logos or devicon")
    .nullable()
    .default(null),
});

const facts = catalogueFactSchemas();

const month = z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, "must be YYYY-MM");
/** Where one group of facts was read (app/lib/fact-sources.ts). */
const sourceSchema = z.strictObject({
  // The address as it was read: a few makers' help pages are still on plain HTTP.
  url: z.url({ protocol: /^https?$/ }),
  kind: z.enum(SOURCE_KINDS),
  asOf: month.nullable(),
  checkedOn: z.iso.date(),
  quote: z.string().trim().min(10).max(400),
});
const sourcesSchema = z
  .strictObject(recordOf(FACT_SOURCE_GROUPS, () => sourceSchema.nullable().default(null)))
  .prefault({});

export type CatalogueTool = z.output<typeof listingSchema> & FactsIn<"catalogue"> & { sources: FactSources };

/** Every known fact of a group stands on that group's source: the group and the facts it lacks one for. */
export function unsourcedFacts(tool: { sources: FactSources } & Record<string, unknown>): string[] {
  const values = factsFromCatalogue(tool);
  return FACT_SOURCE_GROUPS.flatMap((group) =>
    tool.sources[group] ? [] : knownFactsOf(group, values).map((key) => `${group}: ${key}`),
  );
}

/** A tool's entry in tools.json; whatever is left out is not known. Typed by the facts' definition, which the shape is built from. */
export const toolSchema = listingSchema
  .extend({
    ...facts.top,
    // prefault: an entry without a group gets every answer's default.
    commercialUse: facts.groups.commercialUse.prefault({}),
    freePlanLimits: facts.groups.freePlanLimits.prefault({}),
    sources: sourcesSchema,
  })
  .superRefine((tool, context) => {
    const missing = unsourcedFacts(tool);
    if (missing.length > 0) context.addIssue({ code: "custom", path: ["sources"], message: `known facts need their group's source: ${missing.join(", ")}` });
    for (const group of FACT_SOURCE_GROUPS) {
      const source = tool.sources[group];
      if (source?.kind === "maker" && !isOnMakersDomain(source.url, [tool.website, tool.pricingUrl]))
        context.addIssue({ code: "custom", path: ["sources", group], message: `a maker's page must be on the tool's own domain (${makersDomain(tool.website)}); ${source.url} is a report` });
    }
    // zod infers the facts' object from the definitions built at run time, which TypeScript sees only as
    // strings; CatalogueTool is the same shape written from TOOL_FACTS' types (app/lib/tool-facts.ts).
  }) as unknown as z.ZodType<CatalogueTool>;

export const COURSE_LEVELS = ["Beginner", "Intermediate", "Advanced"] as const;
export const COURSE_PRICING = ["Free", "Freemium", "Paid"] as const;

export const courseSchema = z.object({
  name: z.string().min(1),
  slug,
  platform: z.string().min(1),
  level: z.enum(COURSE_LEVELS),
  pricing: z.enum(COURSE_PRICING),
  link: z.url({ protocol: /^https$/ }),
  description: z.string().min(40),
  featured: z.boolean(),
  /** Slugs of the tools the course teaches. */
  tools: z.array(slug).default([]),
});

const postSchema = z.object({
  title: z.string().min(1),
  slug,
  excerpt: z.string().min(1),
  content: z.string().min(1),
  author: z.string().min(1),
  category: z.enum(["AI Trends", "Tools & Resources", "Tutorials", "Opinion", "News"]),
  tags: z.array(z.string().min(1)),
  featured: z.boolean(),
  metaDescription: z.string().min(1),
  publishedAt: z.iso.datetime({ offset: true }),
});

export type CatalogueCategory = z.infer<typeof categorySchema>;
export type CatalogueCourse = z.output<typeof courseSchema>;
export type CataloguePost = z.infer<typeof postSchema>;

const showcaseSchema = z.object({
  /** Tools featured on the home page when nothing is featured yet. */
  featured: z.array(slug).max(4),
  /** Tools whose logos run in the home page ticker. */
  ticker: z.array(slug),
  /**
   * The tools people mean first, each category's in that order: its page lists them first and a
   * search gives them more weight (ai_tools.sort_order, server/catalogue/seed.ts). An editorial choice.
   */
  leaders: z.array(slug).default([]),
});

export interface Catalogue {
  categories: CatalogueCategory[];
  tools: CatalogueTool[];
  courses: CatalogueCourse[];
  posts: CataloguePost[];
  showcase: z.infer<typeof showcaseSchema>;
  /** Groups of words a searcher uses for the same thing; the starting list admins then edit. */
  synonyms: string[][];
}

export const defaultCatalogueDir = path.resolve(process.cwd(), "data/catalogue");

function readList<T>(dir: string, file: string, schema: z.ZodType<T>): T[] {
  return readJson(dir, file, z.array(schema));
}

function readJson<T>(dir: string, file: string, schema: z.ZodType<T>): T {
  const raw: unknown = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${file}: entry ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return result.data;
}

function assertUnique(file: string, slugs: string[]) {
  const seen = new Set<string>();
  for (const value of slugs) {
    if (seen.has(value)) throw new Error(`${file}: slug "${value}" appears twice`);
    seen.add(value);
  }
}

export function loadCatalogue(dir = defaultCatalogueDir): Catalogue {
  const catalogue: Catalogue = {
    categories: readList(dir, "categories.json", categorySchema),
    tools: readList(dir, "tools.json", toolSchema),
    courses: readList(dir, "courses.json", courseSchema),
    posts: readList(dir, "posts.json", postSchema),
    showcase: readJson(dir, "showcase.json", showcaseSchema),
    synonyms: readJson(dir, "synonyms.json", z.array(z.array(z.string().min(1).max(60)).min(2))),
  };
  assertUnique("categories.json", catalogue.categories.map((c) => c.slug));
  assertUnique("tools.json", catalogue.tools.map((t) => t.slug));
  assertUnique("courses.json", catalogue.courses.map((c) => c.slug));
  assertUnique("posts.json", catalogue.posts.map((p) => p.slug));
  const categorySlugs = new Set(catalogue.categories.map((c) => c.slug));
  for (const tool of catalogue.tools) {
    if (!categorySlugs.has(tool.category)) {
      throw new Error(`tools.json: ${tool.slug} names unknown category "${tool.category}"`);
    }
  }
  const toolSlugs = new Set(catalogue.tools.map((t) => t.slug));
  for (const course of catalogue.courses) {
    for (const taught of course.tools) {
      if (!toolSlugs.has(taught)) throw new Error(`courses.json: ${course.slug} teaches unknown tool "${taught}"`);
    }
  }
  for (const picked of [...catalogue.showcase.featured, ...catalogue.showcase.ticker, ...catalogue.showcase.leaders]) {
    if (!toolSlugs.has(picked)) throw new Error(`showcase.json: unknown tool "${picked}"`);
  }
  return catalogue;
}
