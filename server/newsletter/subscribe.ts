/**
 * The newsletter with double opt-in. An address is pending until the link in
 * its confirmation e-mail is opened, active after, and unsubscribed when its
 * owner says so (it may come back). Every state change and its e-mail are
 * written in one transaction.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { NewsletterInput } from "~/lib/schemas/newsletter";
import type { Database } from "../db/client";
import { newsletterDeliveries, newsletterSubscribers } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { newsletterConfirmMail } from "../mail/templates";
import { baseLocale, getLocale, type Locale } from "~/paraglide/runtime";
import { pathInLocale } from "~/lib/i18n";
import { hitRateLimit } from "../security/rate-limit";

/** Subscribing again soon after sends no second e-mail with the same link. */
const CONFIRMATIONS_PER_RECIPIENT = { max: 1, windowSeconds: 60 * 60 };

const newToken = () => randomBytes(24).toString("base64url");

/** The links of the newsletter's e-mails, to pages in the subscriber's language. */
export const newsletterLinks = (publicUrl: string, locale: Locale = baseLocale) => ({
  confirm: (token: string) => `${publicUrl}${pathInLocale("/newsletter/confirm", locale)}?token=${token}`,
  unsubscribe: (token: string) => `${publicUrl}${pathInLocale("/newsletter/unsubscribe", locale)}?token=${token}`,
  oneClickUnsubscribe: (token: string) => `${publicUrl}${pathInLocale("/newsletter/one-click-unsubscribe", locale)}?token=${token}`,
});

export type SubscribeOutcome = "confirmation-sent" | "confirmation-recently-sent" | "already-subscribed";

export async function subscribeToNewsletter(
  db: Database,
  input: NewsletterInput,
  source: string,
  { publicUrl }: { publicUrl: string },
): Promise<SubscribeOutcome> {
  const email = input.email.toLowerCase();
  // The language of the page they subscribe from: the e-mails and their links speak it.
  const language = getLocale();
  const links = newsletterLinks(publicUrl, language);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({ email, firstName: input.firstName, source, language, unsubscribeToken: newToken(), confirmToken: newToken() })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning();
    let subscriber = created;
    if (!subscriber) {
      const [existing] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for("update");
      // Anyone can type an address: a confirmed subscriber's name and language change only through their own links.
      if (existing!.confirmedAt && !existing!.unsubscribedAt) return "already-subscribed";
      // Pending, or coming back after unsubscribing: pending again, with a link to confirm.
      [subscriber] = await tx
        .update(newsletterSubscribers)
        .set({
          firstName: input.firstName,
          language,
          confirmToken: existing!.confirmToken ?? newToken(),
          confirmedAt: null,
          unsubscribedAt: null,
          ...(existing!.unsubscribedAt ? { subscribedAt: new Date(), source } : {}),
        })
        .where(eq(newsletterSubscribers.id, existing!.id))
        .returning();
    }
    // Per link: coming back after unsubscribing makes a new link, and that one is sent at once.
    const allowed = await hitRateLimit(tx, `newsletter-confirm:${email}:${subscriber!.confirmToken}`, CONFIRMATIONS_PER_RECIPIENT);
    if (!allowed.allowed) return "confirmation-recently-sent";
    const { confirmToken, unsubscribeToken } = subscriber!;
    await enqueueMail(
      tx,
      newsletterConfirmMail(
        email,
        { confirm: links.confirm(confirmToken!), unsubscribe: links.unsubscribe(unsubscribeToken), oneClick: links.oneClickUnsubscribe(unsubscribeToken) },
        language,
      ),
    );
    return "confirmation-sent";
  });
}

/** Opens a confirmation link; false when it is unknown or already used. */
export async function confirmSubscription(db: Database, token: string): Promise<boolean> {
  if (!token) return false;
  const confirmed = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: new Date(), confirmToken: null })
    .where(and(eq(newsletterSubscribers.confirmToken, token), isNull(newsletterSubscribers.unsubscribedAt)))
    .returning({ id: newsletterSubscribers.id });
  return confirmed.length === 1;
}

/** Unsubscribes the address of an unsubscribe link; true also when it already was. */
export async function unsubscribe(db: Database, token: string): Promise<boolean> {
  if (!token) return false;
  return db.transaction(async (tx) => unsubscribeWhere(tx, eq(newsletterSubscribers.unsubscribeToken, token)));
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Unsubscribes, stops the copies of issues still on their way to that person, and counts the
 * leaving against the last issue that reached them. True when a subscriber was found.
 */
async function unsubscribeWhere(tx: Transaction, which: SQL): Promise<boolean> {
  const [row] = await tx
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`, confirmToken: null })
    .where(which)
    .returning({ id: newsletterSubscribers.id, wasActive: sql<boolean>`${newsletterSubscribers.confirmedAt} is not null` });
  if (!row) return false;
  await tx
    .update(newsletterDeliveries)
    .set({ status: "skipped" })
    .where(and(eq(newsletterDeliveries.subscriberId, row.id), eq(newsletterDeliveries.status, "pending")));
  await tx.execute(sql`
    update newsletter_deliveries set unsubscribed_at = now()
    where (issue_id, subscriber_id) = (
      select issue_id, subscriber_id from newsletter_deliveries
      where subscriber_id = ${row.id} and status = 'sent' order by sent_at desc limit 1
    ) and unsubscribed_at is null`);
  return true;
}

/**
 * "Marketing emails" in an account's settings is the newsletter for the account's address: the
 * switch shows whether that address is a confirmed subscriber, and moving it subscribes or
 * unsubscribes the address. Signing in needs a confirmed address, so switching it on confirms the
 * subscription at once: the double opt-in was the account's own confirmation.
 */
export async function isAccountSubscribed(db: Database | Transaction, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.email, email.toLowerCase()), isNotNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.unsubscribedAt)));
  return Boolean(row);
}

export async function setAccountSubscription(tx: Transaction, account: { email: string; firstName: string | null }, subscribed: boolean, language: Locale): Promise<void> {
  const email = account.email.toLowerCase();
  if (!subscribed) {
    await unsubscribeWhere(tx, and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt))!);
    return;
  }
  await tx
    .insert(newsletterSubscribers)
    .values({ email, firstName: account.firstName ?? "", source: "settings", language, unsubscribeToken: newToken(), confirmedAt: new Date() })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        language,
        confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())`,
        confirmToken: null,
        // Coming back after leaving counts as a new subscription.
        subscribedAt: sql`case when ${newsletterSubscribers.unsubscribedAt} is null then ${newsletterSubscribers.subscribedAt} else now() end`,
        unsubscribedAt: null,
      },
    });
}

/** An account's language is its newsletter's too, once it has chosen one. */
export async function setSubscriberLanguage(tx: Database | Transaction, email: string, language: Locale): Promise<void> {
  await tx.update(newsletterSubscribers).set({ language }).where(eq(newsletterSubscribers.email, email.toLowerCase()));
}

/** Confirmed subscribers who have not left: who an issue sent now would reach. */
export async function countActiveSubscribers(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(newsletterSubscribers)
    .where(and(isNotNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.unsubscribedAt)));
  return row?.n ?? 0;
}
