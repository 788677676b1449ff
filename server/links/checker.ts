/**
 * The link checker: keeps one row per tool link, claims due rows in the
 * database (SKIP LOCKED, with a lease), checks them politely and records what
 * it found. Any number of instances can run it; none checks a link another
 * instance holds. Two failures in a row flag a link for the admins.
 *
 * A tool's pricing and terms pages are also the sources of its facts, so their
 * check is a GET that keeps the page's readable text: when it reads differently
 * from last time, a source change waits for an admin (source-changes.ts). The
 * watch lives in these rows rather than a table of its own: the pricing page
 * is fetched once for both purposes, and the claiming, lease, per-host pause and
 * re-check times are the link checker's without a second copy of them.
 *
 * A tool's website check is also when its logo is looked for on that site
 * (server/logos/), when it has none and the settings carry a storage for it.
 */
import { and, asc, count, desc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiTools, linkChecks } from "../db/schema";
import { claimWithLease } from "../jobs/claim";
import { isOneOf, oneOf } from "~/lib/records";
import { log } from "../log/index";
import { searchToolLogo, type LogoSearchSettings } from "../logos/candidates";
import { checkUrl, type CheckOptions, type LinkCheckResult } from "./check-url";
import { fetchPage } from "./fetch-page";
import { readableText, SOURCE_TEXT_MAX_CHARS, textFingerprint } from "./page-text";
import { openSourceChange, SOURCE_KINDS } from "./source-changes";

/** Also in the trigger that tells pages a tool's links started or stopped failing (migration 0023). */
export const FLAG_AFTER_FAILURES = 2;

export interface LinkCheckSettings {
  workerId: string;
  batchSize: number;
  /** How long a claim holds before another worker may take the link over (a crashed worker's). */
  leaseSeconds: number;
  /** Pause between two requests to the same host. */
  perHostDelayMs: number;
  /** Hosts checked at the same time (one request at a time each). */
  hostConcurrency: number;
  recheckAfterOkHours: number;
  recheckAfterFailureHours: number;
  /** A source page's HTML is read up to this many bytes. */
  maxPageBytes: number;
  check: CheckOptions;
  /** Look for logos on the tools' sites and keep what is found here; off when absent. */
  logos?: LogoSearchSettings;
}

export function defaultLinkCheckSettings(siteUrl: string, workerId: string): LinkCheckSettings {
  return {
    workerId,
    batchSize: 50,
    leaseSeconds: 10 * 60,
    perHostDelayMs: 2000,
    hostConcurrency: 4,
    recheckAfterOkHours: 7 * 24,
    recheckAfterFailureHours: 12,
    maxPageBytes: 2 * 1024 * 1024,
    check: { userAgent: `AtelierAI-LinkCheck/1.0 (+${siteUrl}/about)`, timeoutMs: 15_000, maxRedirects: 5 },
  };
}

/** One row per tool link, kept in step with the tools: a changed address is checked afresh, its text a new baseline. */
export async function syncLinkTargets(db: Database): Promise<void> {
  await db.execute(sql`
    insert into link_checks (tool_id, kind, url)
    select id, 'website', explore_now_link from ai_tools
    union all
    select id, 'pricing', see_pricing_link from ai_tools where see_pricing_link is not null
    union all
    select id, 'terms', terms_source from ai_tools where terms_source is not null
    on conflict (tool_id, kind) do update set
      url = excluded.url, http_status = null, final_url = null, error = null, checked_at = null,
      last_ok_at = null, consecutive_failures = 0, next_check_at = now(), page_fingerprint = null, page_text = null
    where link_checks.url <> excluded.url`);
  await db.execute(sql`
    delete from link_checks where
      (kind = 'pricing' and not exists (select 1 from ai_tools where ai_tools.id = link_checks.tool_id and ai_tools.see_pricing_link is not null))
      or (kind = 'terms' and not exists (select 1 from ai_tools where ai_tools.id = link_checks.tool_id and ai_tools.terms_source is not null))`);
}

export interface ClaimedLink {
  id: string;
  toolId: string;
  kind: string;
  url: string;
}

/** Takes up to `limit` due links nobody holds, for `leaseSeconds`. */
export async function claimDueLinks(db: Database, settings: Pick<LinkCheckSettings, "workerId" | "batchSize" | "leaseSeconds">): Promise<ClaimedLink[]> {
  return claimWithLease(db, {
    table: linkChecks,
    keys: [linkChecks.id],
    due: sql`${linkChecks.nextCheckAt} <= now() and (${linkChecks.claimedUntil} is null or ${linkChecks.claimedUntil} < now())`,
    oldestFirst: linkChecks.nextCheckAt,
    limit: settings.batchSize,
    hold: [
      [linkChecks.claimedBy, sql`${settings.workerId}`],
      [linkChecks.claimedUntil, sql`now() + make_interval(secs => ${settings.leaseSeconds})`],
    ],
    returning: { id: linkChecks.id, toolId: linkChecks.toolId, kind: linkChecks.kind, url: linkChecks.url },
  });
}

/**
 * Records a check, if this worker still holds the link. `text` is a source
 * page's readable text: the first becomes its baseline, and one that differs
 * from the last opens a source change, in the same transaction.
 */
export async function recordLinkCheck(db: Database, link: ClaimedLink, result: LinkCheckResult, settings: LinkCheckSettings, text: string | null = null): Promise<void> {
  const hours = result.ok ? settings.recheckAfterOkHours : settings.recheckAfterFailureHours;
  const found = {
    httpStatus: result.httpStatus,
    finalUrl: result.finalUrl,
    error: result.error,
    checkedAt: sql`now()`,
    ...(result.ok ? { lastOkAt: sql`now()`, consecutiveFailures: 0 } : { consecutiveFailures: sql`${linkChecks.consecutiveFailures} + 1` }),
    nextCheckAt: sql`now() + make_interval(hours => ${hours})`,
    claimedBy: null,
    claimedUntil: null,
  };
  const held = and(eq(linkChecks.id, link.id), eq(linkChecks.claimedBy, settings.workerId));
  if (text === null) {
    await db.update(linkChecks).set(found).where(held);
    return;
  }
  const fingerprint = textFingerprint(text);
  const kept = text.slice(0, SOURCE_TEXT_MAX_CHARS);
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ toolId: linkChecks.toolId, fingerprint: linkChecks.pageFingerprint, text: linkChecks.pageText }).from(linkChecks).where(held).for("update");
    if (!row) return;
    if (row.fingerprint !== null && row.fingerprint !== fingerprint) {
      await openSourceChange(tx, { toolId: row.toolId, kind: oneOf(SOURCE_KINDS, link.kind, "source kind"), url: link.url, before: row.text ?? "", after: kept });
    }
    await tx.update(linkChecks).set({ ...found, pageFingerprint: fingerprint, pageText: kept }).where(held);
  });
}

const isSource = (link: ClaimedLink) => isOneOf(SOURCE_KINDS, link.kind);

/** A link check, and for a source page its readable text too (null when it failed or is not HTML). */
async function checkLink(link: ClaimedLink, settings: LinkCheckSettings): Promise<{ result: LinkCheckResult; text: string | null }> {
  if (!isSource(link)) return { result: await checkUrl(link.url, settings.check), text: null };
  const { html, ...result } = await fetchPage(link.url, { ...settings.check, maxBytes: settings.maxPageBytes });
  return { result, text: html === null ? null : readableText(html) };
}

/** A failed search is logged and the check goes on: a logo is a nicety, the link's health is not. */
async function searchLogo(db: Database, link: ClaimedLink, logos: LogoSearchSettings): Promise<void> {
  try {
    await searchToolLogo(db, link.toolId, link.url, logos);
  } catch (error) {
    log.error({ err: error, toolId: link.toolId }, "A logo search failed");
  }
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One pass: claim what is due, check it host by host, record each answer. */
export async function runLinkCheckPass(db: Database, settings: LinkCheckSettings): Promise<{ checked: number; failed: number }> {
  const links = await claimDueLinks(db, settings);
  const byHost = new Map<string, ClaimedLink[]>();
  for (const link of links) byHost.set(hostOf(link.url), [...(byHost.get(hostOf(link.url)) ?? []), link]);
  let failed = 0;
  const hosts = [...byHost.values()];
  const worker = async () => {
    for (let group = hosts.shift(); group; group = hosts.shift()) {
      for (const [index, link] of group.entries()) {
        if (index > 0) await sleep(settings.perHostDelayMs);
        const { result, text } = await checkLink(link, settings);
        if (!result.ok) failed++;
        // While the link is still held, so no other instance searches the same site.
        if (result.ok && link.kind === "website" && settings.logos) await searchLogo(db, link, settings.logos);
        await recordLinkCheck(db, link, result, settings, text);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(settings.hostConcurrency, hosts.length) }, worker));
  if (links.length) log.info({ checked: links.length, failed }, "Link check pass finished");
  return { checked: links.length, failed };
}

/** Links that failed twice or more in a row, with what was found. */
export async function findFlaggedLinks(db: Database) {
  return db
    .select({
      id: linkChecks.id,
      kind: linkChecks.kind,
      url: linkChecks.url,
      httpStatus: linkChecks.httpStatus,
      finalUrl: linkChecks.finalUrl,
      error: linkChecks.error,
      checkedAt: linkChecks.checkedAt,
      lastOkAt: linkChecks.lastOkAt,
      consecutiveFailures: linkChecks.consecutiveFailures,
      toolName: aiTools.name,
      toolSlug: aiTools.slug,
    })
    .from(linkChecks)
    .innerJoin(aiTools, eq(aiTools.id, linkChecks.toolId))
    .where(gte(linkChecks.consecutiveFailures, FLAG_AFTER_FAILURES))
    .orderBy(desc(linkChecks.consecutiveFailures), asc(aiTools.name));
}

/** How many links findFlaggedLinks lists. */
export async function countFlaggedLinks(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(linkChecks)
    .innerJoin(aiTools, eq(aiTools.id, linkChecks.toolId))
    .where(gte(linkChecks.consecutiveFailures, FLAG_AFTER_FAILURES));
  return row?.total ?? 0;
}

/**
 * What a tool page may say: the time all its links last answered well, or
 * nothing when one was never checked or failed since.
 */
export async function findLinksVerifiedAt(db: Database, toolId: string): Promise<{ verifiedAt: Date | null; failing: boolean }> {
  const rows = await db.select({ lastOkAt: linkChecks.lastOkAt, failures: linkChecks.consecutiveFailures }).from(linkChecks).where(eq(linkChecks.toolId, toolId));
  const failing = rows.some((row) => row.failures >= FLAG_AFTER_FAILURES);
  if (rows.length === 0 || rows.some((row) => row.lastOkAt === null || row.failures > 0)) return { verifiedAt: null, failing };
  return { verifiedAt: new Date(Math.min(...rows.map((row) => row.lastOkAt!.getTime()))), failing };
}

