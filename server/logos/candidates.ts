/**
 * Logos from the makers' own sites, waiting for an admin. The link checker
 * looks when it checks a tool's website (checker.ts) and the tool has no mark
 * (no catalogue mark, no upload, no approved logo) or an admin asked; what it
 * finds waits at /admin/review next to the source changes. Approving copies the
 * file to where /uploads serves it and sets the tool's logo_url; the database
 * then tells the page cache (ai_tools' trigger, migration 0021), not this code.
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { differences, recordChange, type Actor } from "../catalogue/history";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";
import { aiTools, linkChecks, logoCandidates } from "../db/schema";
import { log } from "../log/index";
import { safeFileName } from "../storage/images";
import type { FileStorage } from "../storage/index";
import { searchMakersLogo, type LogoSearchOptions } from "./search";

/** Where found files wait; /uploads never serves this folder (app/routes/uploads.ts). */
export const CANDIDATE_FOLDER = "logo-candidates";
/** Where approved ones are served from, beside the logos admins upload. */
const APPROVED_FOLDER = "logos";

/** A tool shows a mark when its logo is a catalogue brand mark or a file on this site; /logos/... is only its initials. */
const HAS_MARK = sql`(${aiTools.logoUrl} like '/brand-logos/%' or ${aiTools.logoUrl} like '/uploads/%')`;

/**
 * Whether the tool's site should be searched now, and what not to propose
 * again: undefined when it has a mark (and no admin asked), is discontinued, or
 * a candidate already waits.
 */
export async function findLogoSearch(db: Database, toolId: string): Promise<{ slug: string; rejectedUrls: string[] } | undefined> {
  const [tool] = await db
    .select({ slug: aiTools.slug })
    .from(aiTools)
    .innerJoin(linkChecks, and(eq(linkChecks.toolId, aiTools.id), eq(linkChecks.kind, "website")))
    .where(
      and(
        eq(aiTools.id, toolId),
        sql`${aiTools.status} <> 'discontinued'`,
        sql`(not ${HAS_MARK} or ${aiTools.logoUrl} is null or ${linkChecks.logoWanted})`,
        sql`not exists (select 1 from ${logoCandidates} where ${logoCandidates.toolId} = ${aiTools.id} and ${logoCandidates.status} = 'pending')`,
      ),
    );
  if (!tool) return undefined;
  const rejected = await db
    .select({ url: logoCandidates.sourceUrl })
    .from(logoCandidates)
    .where(and(eq(logoCandidates.toolId, toolId), eq(logoCandidates.status, "rejected")));
  return { slug: tool.slug, rejectedUrls: rejected.map((row) => row.url) };
}

export interface LogoSearchSettings extends LogoSearchOptions {
  storage: FileStorage;
}

export type LogoSearchOutcome = "not wanted" | "none found" | "proposed";

/**
 * Searches the tool's site when findLogoSearch says so and stores what it
 * finds as a pending candidate. An admin's request is answered by the search,
 * whatever it finds.
 */
export async function searchToolLogo(db: Database, toolId: string, homeUrl: string, settings: LogoSearchSettings): Promise<LogoSearchOutcome> {
  const wanted = await findLogoSearch(db, toolId);
  if (!wanted) return "not wanted";
  const { logo, refused } = await searchMakersLogo(homeUrl, settings, new Set(wanted.rejectedUrls));
  await db.update(linkChecks).set({ logoWanted: false }).where(and(eq(linkChecks.toolId, toolId), eq(linkChecks.kind, "website")));
  if (!logo) {
    log.info({ toolId, refused }, "No logo found on the tool's site");
    return "none found";
  }
  const fileKey = `${CANDIDATE_FOLDER}/${randomUUID()}-${safeFileName(wanted.slug)}.png`;
  await settings.storage.put(fileKey, logo.png, "image/png");
  const [inserted] = await db
    .insert(logoCandidates)
    .values({ toolId, fileKey, sourceUrl: logo.sourceUrl, width: logo.width, height: logo.height })
    .onConflictDoNothing({ target: logoCandidates.toolId, where: sql`${logoCandidates.status} = 'pending'` })
    .returning({ id: logoCandidates.id });
  if (!inserted) {
    // Another search was quicker; its candidate stands.
    await settings.storage.delete(fileKey);
    return "none found";
  }
  return "proposed";
}

/**
 * Asks for a search of the tool's site at its website check, made due now (the
 * row is made if the checker has not synced the tool yet). False when there is no such tool.
 */
export async function requestLogoSearch(db: Database, toolId: string): Promise<boolean> {
  const result = await db.execute(sql`
    insert into link_checks (tool_id, kind, url, logo_wanted)
    select id, 'website', explore_now_link, true from ai_tools where id = ${toolId}
    on conflict (tool_id, kind) do update set logo_wanted = true, next_check_at = now()
    returning id`);
  return rowsOf(result).length > 0;
}

/** The pending candidates, oldest first, with the tool's current logo to compare. */
export async function findLogoCandidatesToReview(db: Database) {
  return db
    .select({
      id: logoCandidates.id,
      sourceUrl: logoCandidates.sourceUrl,
      width: logoCandidates.width,
      height: logoCandidates.height,
      foundAt: logoCandidates.foundAt,
      toolId: aiTools.id,
      toolName: aiTools.name,
      toolSlug: aiTools.slug,
      currentLogoUrl: aiTools.logoUrl,
    })
    .from(logoCandidates)
    .innerJoin(aiTools, eq(aiTools.id, logoCandidates.toolId))
    .where(eq(logoCandidates.status, "pending"))
    .orderBy(asc(logoCandidates.foundAt), asc(aiTools.name));
}

/** How many candidates findLogoCandidatesToReview lists. */
export async function countPendingLogoCandidates(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(logoCandidates).where(eq(logoCandidates.status, "pending"));
  return row?.total ?? 0;
}

/** The stored file of a candidate, for the review page's image. */
export async function findLogoCandidateFile(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db.select({ fileKey: logoCandidates.fileKey }).from(logoCandidates).where(eq(logoCandidates.id, id));
  return row?.fileKey;
}

export type LogoReview = "approved" | "rejected";

/**
 * Closes a pending candidate. Approving copies its file to a new public key
 * first (a stored file never changes) and makes that the tool's logo, in the
 * tool's admin history like any edit. False when it is no longer pending
 * (another admin was quicker); the copy is then removed again.
 */
export async function reviewLogoCandidate(db: Database, files: FileStorage, actor: Actor, id: string, review: LogoReview): Promise<boolean> {
  const [candidate] = await db
    .select({ fileKey: logoCandidates.fileKey, slug: aiTools.slug })
    .from(logoCandidates)
    .innerJoin(aiTools, eq(aiTools.id, logoCandidates.toolId))
    .where(and(eq(logoCandidates.id, id), eq(logoCandidates.status, "pending")));
  if (!candidate) return false;
  let publicKey: string | undefined;
  if (review === "approved") {
    const file = await files.get(candidate.fileKey);
    if (!file) throw new Error(`The stored file of logo candidate ${id} is missing`);
    publicKey = `${APPROVED_FOLDER}/${randomUUID()}-${safeFileName(candidate.slug)}.png`;
    await files.put(publicKey, file.body, "image/png");
  }
  const closed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(logoCandidates)
      .set({ status: review, reviewedBy: actor.id, reviewedAt: sql`now()` })
      .where(and(eq(logoCandidates.id, id), eq(logoCandidates.status, "pending")))
      .returning({ toolId: logoCandidates.toolId });
    if (!row) return false;
    if (publicKey) {
      const [tool] = await tx.select({ logoUrl: aiTools.logoUrl }).from(aiTools).where(eq(aiTools.id, row.toolId)).for("update");
      const logoUrl = `/uploads/${publicKey}`;
      // updated_at moves too: an edit form opened before this is refused rather than writing the old logo back.
      await tx.update(aiTools).set({ logoUrl, updatedAt: new Date() }).where(eq(aiTools.id, row.toolId));
      await recordChange(tx, actor, "tool", row.toolId, "logo approved from the maker's site", differences({ logoUrl: tool?.logoUrl ?? null }, { logoUrl }));
    }
    return true;
  });
  if (!closed && publicKey) await files.delete(publicKey);
  // The waiting file is no longer needed either way; a failure to remove it only leaves an unused file.
  if (closed) await files.delete(candidate.fileKey).catch((error: unknown) => log.warn({ err: error, id }, "A reviewed logo candidate's file could not be removed"));
  return closed;
}
