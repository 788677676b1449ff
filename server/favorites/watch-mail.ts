/**
 * The daily watch e-mail: what changed in the tools a user saved, for users who keep Email
 * notifications on. It tells what the dashboard marks (server/favorites/changes.ts), but keeps its
 * own mark (changes_mailed_at), so marking a change seen on the dashboard and being e-mailed about
 * it do not depend on each other, except that a change already seen is never e-mailed.
 *
 * Several instances may run the job at the same moment: a user's e-mail for a UTC day is queued
 * only by whoever inserts that user's watch_mail_days row, in the same transaction.
 */
import { and, asc, eq, gt, inArray, ne, notExists, sql } from "drizzle-orm";
import { sourceHost, wholeSources } from "~/lib/fact-sources";
import { CHANGE_SOURCE_GROUP, changeSentence, WATCHED_CHANGE_KINDS, type PublicChangeKind } from "~/lib/public-changes";
import { changeWordsIn } from "~/lib/catalogue-labels";
import type { Database } from "../db/client";
import { aiTools, publicChanges, userFavorites, userPreferences, users, watchMailDays } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { watchChangesMail, type ChangedTool } from "../mail/templates";
import { recipientLanguage, withMessagesIn } from "../mail/language";
import { baseLocale, pathInLocale } from "~/lib/i18n";

/** A saved tool's changes as recorded: put into words in the recipient's language when the e-mail is written. */
interface WatchedTool {
  name: string;
  url: string;
  changes: { change: { kind: PublicChangeKind; before: string | null; after: string | null }; reportedBy: string | null; suggestedBy: "reader" | "maker" | null }[];
}

interface WatchingUser {
  id: string;
  email: string;
  firstName: string | null;
  changeIds: string[];
  tools: Map<string, WatchedTool>;
}

/** Every user due an e-mail on that day, with each saved tool's unmailed changes, in one query. */
async function findUnmailedChanges(db: Database, publicUrl: string, day: string): Promise<WatchingUser[]> {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      toolId: aiTools.id,
      toolName: aiTools.name,
      toolSlug: aiTools.slug,
      toolSources: aiTools.factSources,
      changeId: publicChanges.id,
      kind: publicChanges.kind,
      before: publicChanges.before,
      after: publicChanges.after,
      suggestedBy: publicChanges.suggestedBy,
    })
    .from(userFavorites)
    .innerJoin(users, and(eq(users.id, userFavorites.userId), eq(users.emailVerified, true)))
    // No preferences row means the defaults, which have Email notifications on.
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .innerJoin(aiTools, and(eq(aiTools.id, userFavorites.toolId), ne(aiTools.status, "draft")))
    .innerJoin(
      publicChanges,
      and(
        eq(publicChanges.toolId, userFavorites.toolId),
        inArray(publicChanges.kind, [...WATCHED_CHANGE_KINDS]),
        // A change the user has seen on the dashboard needs no e-mail either.
        gt(publicChanges.happenedAt, sql`greatest(${userFavorites.changesMailedAt}, ${userFavorites.changesSeenAt})`),
      ),
    )
    .where(
      and(
        sql`coalesce(${userPreferences.emailNotifications}, true)`,
        // Users already e-mailed that day wait for the next; the insert below is what guarantees it.
        notExists(db.select({ userId: watchMailDays.userId }).from(watchMailDays).where(and(eq(watchMailDays.userId, users.id), eq(watchMailDays.day, day)))),
      ),
    )
    .orderBy(asc(users.id), asc(aiTools.name), asc(aiTools.id), asc(publicChanges.happenedAt), asc(publicChanges.id));

  const byUser = new Map<string, WatchingUser>();
  for (const row of rows) {
    let user = byUser.get(row.userId);
    if (!user) {
      user = { id: row.userId, email: row.email, firstName: row.firstName, changeIds: [], tools: new Map() };
      byUser.set(row.userId, user);
    }
    let tool = user.tools.get(row.toolId);
    if (!tool) {
      tool = { name: row.toolName, url: `${publicUrl}/tools/${row.toolSlug}`, changes: [] };
      user.tools.set(row.toolId, tool);
    }
    // A new value a third party reports is said to be one, as on the tool's page.
    const group = CHANGE_SOURCE_GROUP[row.kind];
    const source = group ? wholeSources(row.toolSources)[group] : null;
    tool.changes.push({ change: { kind: row.kind, before: row.before, after: row.after }, reportedBy: source?.kind === "report" ? sourceHost(source.url) : null, suggestedBy: row.suggestedBy });
    user.changeIds.push(row.changeId);
  }
  return [...byUser.values()];
}

/** The UTC day of a moment, as YYYY-MM-DD. */
const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** Queues today's watch e-mail for every user due one; answers how many were queued. */
export async function sendDueWatchMail(db: Database, { publicUrl, now = new Date() }: { publicUrl: string; now?: Date }): Promise<number> {
  const day = utcDay(now);
  let queued = 0;
  for (const user of await findUnmailedChanges(db, publicUrl, day)) {
    const sent = await db.transaction(async (tx) => {
      const claimed = await tx.insert(watchMailDays).values({ userId: user.id, day }).onConflictDoNothing().returning({ userId: watchMailDays.userId });
      if (claimed.length === 0) return false;
      // Written by a scheduled job, outside any page: the account's language, or English.
      const locale = await recipientLanguage(tx, user.id, baseLocale);
      const inLanguage = (url: string) => new URL(pathInLocale(new URL(url).pathname, locale), publicUrl).href;
      const tools: ChangedTool[] = withMessagesIn(locale, () =>
        [...user.tools.values()].map((tool) => ({
          name: tool.name,
          url: inLanguage(tool.url),
          changes: tool.changes.map(({ change, reportedBy, suggestedBy }) => ({ sentence: changeSentence(changeWordsIn(change)), reportedBy, suggestedBy })),
        })),
      );
      await enqueueMail(tx, watchChangesMail({ email: user.email, firstName: user.firstName, emailVerified: true }, tools, inLanguage(`${publicUrl}/settings`), locale));
      // Marked up to the newest change this e-mail told, not to now(): a change recorded while the
      // job ran, after the query above, is still told the next day. Taken from the rows themselves,
      // because a timestamp passed through JavaScript loses its microseconds.
      await tx
        .update(userFavorites)
        .set({
          changesMailedAt: sql`(select max(${publicChanges.happenedAt}) from ${publicChanges} where ${inArray(publicChanges.id, user.changeIds)} and ${publicChanges.toolId} = ${userFavorites.toolId})`,
        })
        .where(and(eq(userFavorites.userId, user.id), inArray(userFavorites.toolId, [...user.tools.keys()])));
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}
