/**
 * What admins do with tools: list, create (also from a visitor's suggestion),
 * edit, retire and delete. Every change is written to catalogue_changes with
 * who made it and each field before and after, in the same transaction.
 */
import { factContradiction } from "~/lib/fact-consistency";
import { and, count, desc, eq, ilike, ne, sql, type SQL } from "drizzle-orm";
import { slugFromTitle } from "~/lib/blog";
import type { ToolAdminInput, ToolEditableField } from "~/lib/schemas/tool-admin";
import { FACT_SOURCE_GROUPS, NO_SOURCES, wholeSources, type FactSources } from "~/lib/fact-sources";
import { sourceField, sourcesAsRecorded, sourcesFromForm } from "~/lib/fact-source-form";
import { factsAsRecorded, factsFromForm } from "~/lib/tool-fact-form";
import type { ToolFactValues } from "~/lib/tool-facts";
import type { Database } from "../db/client";
import type { Transaction } from "../catalogue/transfer";
import { byName } from "../db/order";
import { aiTools, categories, toolReports, toolSuggestions } from "../db/schema";
import { differences, recordChange, removal, type Actor } from "../catalogue/history";
import { isOnMakersDomain, makersDomain } from "../catalogue/maker-domain";
import { monogramUrl as toolLogoUrl } from "../catalogue/tool-entry";
import { addToolToSearchLexicon } from "../search/lexicon";
import { toolFactColumns } from "./facts";
import { toolSearchTerms } from "./search-terms";
import { recordNoPublicChanges, recordSuggestedBy } from "../changes/quiet";

export const ADMIN_TOOLS_PAGE_SIZE = 30;
export const CHANGED_ELSEWHERE = "This tool was changed by someone else since you opened it. Reload it to see the latest version.";


/** How many tools each status holds (draft, published, discontinued). */
export async function countToolsByStatus(db: Database): Promise<Record<string, number>> {
  const rows = await db.select({ status: aiTools.status, total: count() }).from(aiTools).groupBy(aiTools.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.total]));
}

export async function listToolsForAdmin(db: Database, { search, status, page }: { search: string; status: string; page: number }) {
  const conditions: SQL[] = [];
  if (search) conditions.push(ilike(aiTools.name, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (status) conditions.push(eq(aiTools.status, status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [tools, [counted]] = await Promise.all([
    db
      .select({ id: aiTools.id, name: aiTools.name, slug: aiTools.slug, status: aiTools.status, pricing: aiTools.pricing, categoryName: categories.displayName, updatedAt: aiTools.updatedAt })
      .from(aiTools)
      .leftJoin(categories, eq(aiTools.categoryId, categories.id))
      .where(where)
      .orderBy(sql`${byName(aiTools.name)} asc`)
      .limit(ADMIN_TOOLS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_TOOLS_PAGE_SIZE),
    db.select({ total: count() }).from(aiTools).where(where),
  ]);
  const total = counted?.total ?? 0;
  return { tools, total, pageCount: Math.max(1, Math.ceil(total / ADMIN_TOOLS_PAGE_SIZE)) };
}

/** Every category, for the tool form's choice. */
export async function findCategoryChoices(db: Database) {
  return db.select({ slug: categories.slug, name: categories.displayName }).from(categories).orderBy(categories.sortOrder, sql`${byName(categories.displayName)}`);
}

/** A tool as its form shows it: the category and successor by slug. */
export async function findToolForEditing(db: Database, id: string) {
  const successor = sql<string | null>`(select s.slug from ai_tools s where s.id = ${aiTools.successorId})`;
  const [tool] = await db
    .select({
      id: aiTools.id,
      slug: aiTools.slug,
      name: aiTools.name,
      description: aiTools.description,
      category: categories.slug,
      pricing: aiTools.pricing,
      website: aiTools.exploreNowLink,
      pricingUrl: aiTools.seePricingLink,
      status: aiTools.status,
      successor,
      logoUrl: aiTools.logoUrl,
      ...toolFactColumns,
      factSources: aiTools.factSources,
      updatedAt: aiTools.updatedAt,
    })
    .from(aiTools)
    .leftJoin(categories, eq(aiTools.categoryId, categories.id))
    .where(eq(aiTools.id, id));
  return tool && { ...tool, factSources: wholeSources(tool.factSources) };
}

export type EditableTool = NonNullable<Awaited<ReturnType<typeof findToolForEditing>>>;

type Listing = Pick<EditableTool, "name" | "description" | "category" | "pricing" | "website" | "pricingUrl" | "status" | "successor" | "logoUrl" | "factSources">;

/**
 * The form's fields as stored and compared in the history. Typed by the form's
 * fields, so the history (app/lib/catalogue-history.ts) has a label for each.
 */
export function toolSnapshot(tool: Listing & ToolFactValues): Record<ToolEditableField, unknown> {
  return {
    name: tool.name,
    description: tool.description,
    category: tool.category,
    pricing: tool.pricing,
    website: tool.website,
    pricingUrl: tool.pricingUrl || null,
    status: tool.status,
    successor: tool.successor || null,
    logoUrl: tool.logoUrl || null,
    ...factsAsRecorded(tool),
    ...sourcesAsRecorded(tool.factSources),
  };
}

async function uniqueToolSlug(db: Pick<Database, "select">, name: string): Promise<string> {
  const base = slugFromTitle(name) || "tool";
  const taken = new Set(
    (await db.select({ slug: aiTools.slug }).from(aiTools).where(sql`${aiTools.slug} = ${base} or ${aiTools.slug} like ${`${base}-%`}`)).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * A save that accepts a reader's or a maker's suggestion: the public changes it makes say who
 * suggested them, and the suggestion's decision is written in the same transaction.
 */
export interface AcceptedSuggestion {
  origin: "reader" | "maker";
  alsoRecord: (tx: Transaction) => Promise<void>;
}

export type ToolSaveOutcome = { ok: true; id: string } | { ok: false; status: number; message: string; field?: keyof ToolAdminInput };

/**
 * Creates a tool, or updates one if nobody saved it since `version` (its
 * updated_at as milliseconds). The slug comes from the name at creation and
 * stays, so addresses never break. A `correction` records no public change.
 */
export async function saveTool(
  db: Database,
  actor: Actor,
  input: ToolAdminInput,
  id?: string,
  { correction = false, suggestion }: { correction?: boolean; suggestion?: AcceptedSuggestion } = {},
): Promise<ToolSaveOutcome> {
  return db.transaction(async (tx) => {
    // A fixed mistake is not news: the save stays in the admin history but not on /new.
    if (id && correction) await recordNoPublicChanges(tx);
    if (suggestion) await recordSuggestedBy(tx, suggestion.origin);
    const [category] = await tx.select({ id: categories.id, name: categories.name, displayName: categories.displayName }).from(categories).where(eq(categories.slug, input.category));
    if (!category) return { ok: false, status: 400, message: "Please choose a category.", field: "category" as const };
    let successorId: string | null = null;
    if (input.successor) {
      const [successor] = await tx.select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.slug, input.successor));
      if (!successor || successor.id === id) return { ok: false, status: 400, message: "Please choose another tool as the successor.", field: "successor" as const };
      successorId = successor.id;
    }
    const facts = factsFromForm(input);
    const contradiction = factContradiction({ pricing: input.pricing, ...facts });
    if (contradiction) return { ok: false, status: 400, message: contradiction.message, field: contradiction.field };
    const before = id ? await findToolForEditing(tx, id) : undefined;
    if (id && !before) return { ok: false, status: 404, message: "This tool no longer exists." };
    const read = sourcesFromForm(input, facts, before?.factSources ?? NO_SOURCES, new Date().toISOString().slice(0, 10));
    if (!read.ok) return { ok: false, status: 400, message: read.problem.message, field: read.problem.field };
    const offDomain = offDomainMakerSource(read.sources, input);
    if (offDomain) return { ok: false, status: 400, ...offDomain };
    const values = {
      ...facts,
      ...toolSearchTerms({ categoryName: category.name, categoryDisplayName: category.displayName, ...facts }),
      name: input.name,
      description: input.description,
      pricing: input.pricing,
      exploreNowLink: input.website,
      seePricingLink: input.pricingUrl || null,
      categoryId: category.id,
      categoryName: category.name,
      status: input.status,
      successorId: input.status === "discontinued" ? successorId : null,
      factSources: read.sources,
      updatedAt: new Date(),
    };
    const after = toolSnapshot({ ...input, ...facts, factSources: read.sources, successor: input.status === "discontinued" ? input.successor : "" });
    if (!id) {
      const slug = await uniqueToolSlug(tx, input.name);
      const [created] = await tx
        .insert(aiTools)
        .values({ ...values, slug, logoUrl: input.logoUrl || toolLogoUrl(slug) })
        .returning({ id: aiTools.id });
      await recordChange(tx, actor, "tool", created!.id, "created", differences(undefined, { ...after, logoUrl: input.logoUrl || toolLogoUrl(slug) }));
      await addToolToSearchLexicon(tx, created!.id);
      return { ok: true, id: created!.id };
    }
    if (!before) return { ok: false, status: 404, message: "This tool no longer exists." };
    if (String(before.updatedAt.getTime()) !== input.version) return { ok: false, status: 409, message: CHANGED_ELSEWHERE };
    const logoUrl = input.logoUrl || before.logoUrl;
    const updated = await tx
      .update(aiTools)
      .set({ ...values, logoUrl })
      // Stored times carry microseconds; the version is the millisecond the form was read at.
      .where(and(eq(aiTools.id, id), sql`date_trunc('milliseconds', ${aiTools.updatedAt}) = ${before.updatedAt}`))
      .returning({ id: aiTools.id });
    if (updated.length === 0) return { ok: false, status: 409, message: CHANGED_ELSEWHERE };
    const action = suggestion ? `updated from ${suggestion.origin === "maker" ? "the maker's" : "a reader's"} suggestion` : "updated";
    await recordChange(tx, actor, "tool", id, action, differences(toolSnapshot(before), { ...after, logoUrl: logoUrl || null }));
    await addToolToSearchLexicon(tx, id);
    await suggestion?.alsoRecord(tx);
    return { ok: true, id };
  });
}

/** A source marked as the maker's own page that is not on the tool's domain: the field and what to do. */
function offDomainMakerSource(sources: FactSources, tool: Pick<ToolAdminInput, "website" | "pricingUrl">): { field: keyof ToolAdminInput; message: string } | undefined {
  const group = FACT_SOURCE_GROUPS.find((name) => sources[name]?.kind === "maker" && !isOnMakersDomain(sources[name].url, [tool.website, tool.pricingUrl]));
  if (!group) return undefined;
  return { field: sourceField(group, "Kind"), message: `A maker's page is on the tool's own domain (${makersDomain(tool.website)}): choose "A third party's report" for this one.` };
}

/** Refused while another tool names it as its successor. */
export async function deleteTool(db: Database, actor: Actor, id: string): Promise<{ ok: true } | { ok: false; message: string }> {
  return db.transaction(async (tx) => {
    const [dependent] = await tx.select({ name: aiTools.name }).from(aiTools).where(and(eq(aiTools.successorId, id), ne(aiTools.id, id)));
    if (dependent) return { ok: false, message: `${dependent.name} names this tool as its successor: change that first.` };
    const before = await findToolForEditing(tx, id);
    if (!before) return { ok: false, message: "This tool no longer exists." };
    await tx.delete(aiTools).where(eq(aiTools.id, id));
    await recordChange(tx, actor, "tool", id, "deleted", removal(toolSnapshot(before)));
    return { ok: true };
  });
}

/** A suggestion becomes a draft tool in one step; the suggestion is marked handled and linked to it. */
export async function createDraftFromSuggestion(db: Database, actor: Actor, suggestionId: string): Promise<{ ok: true; id: string } | { ok: false; message: string }> {
  return db.transaction(async (tx) => {
    const [suggestion] = await tx.select().from(toolSuggestions).where(eq(toolSuggestions.id, suggestionId)).for("update");
    if (!suggestion) return { ok: false, message: "This suggestion no longer exists." };
    if (suggestion.toolId) return { ok: true, id: suggestion.toolId };
    // The suggestion's category is one of the form's broad ones; the closest category by name, or the first.
    const [category] = await tx
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(desc(sql`similarity(${categories.displayName}, ${suggestion.category})`), categories.sortOrder)
      .limit(1);
    const slug = await uniqueToolSlug(tx, suggestion.toolName);
    const [tool] = await tx
      .insert(aiTools)
      .values({
        slug,
        name: suggestion.toolName,
        description: suggestion.description,
        pricing: suggestion.pricing ?? "Freemium",
        exploreNowLink: suggestion.toolLink,
        categoryId: category?.id ?? null,
        categoryName: category?.name ?? null,
        logoUrl: toolLogoUrl(slug),
        status: "draft",
      })
      .returning({ id: aiTools.id });
    await tx.update(toolSuggestions).set({ toolId: tool!.id, handledAt: new Date() }).where(eq(toolSuggestions.id, suggestionId));
    await recordChange(tx, actor, "tool", tool!.id, "created from a suggestion", {
      name: { before: null, after: suggestion.toolName },
      website: { before: null, after: suggestion.toolLink },
      status: { before: null, after: "draft" },
    } satisfies Partial<Record<ToolEditableField, unknown>>);
    return { ok: true, id: tool!.id };
  });
}

/** Visitors' problem reports about a tool, newest first. */
export async function findToolReports(db: Database, id: string) {
  return db
    .select({ id: toolReports.id, reason: toolReports.reason, note: toolReports.note, email: toolReports.email, createdAt: toolReports.createdAt, handledAt: toolReports.handledAt })
    .from(toolReports)
    .where(eq(toolReports.toolId, id))
    .orderBy(desc(toolReports.createdAt));
}
