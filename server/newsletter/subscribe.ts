/**
 * The newsletter with double opt-in. An address is pending until the link in
 * its confirmation e-mail is opened, active after, and unsubscribed when its
 * owner says so (it may come back). Every state change and its e-mail are
 * written in one transaction.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { NewsletterInput } from "~/lib/schemas/newsletter";
import type { Database } from "../db/client";
import { newsletterSubscribers } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { newsletterConfirmMail } from "../mail/templates";
import { hitRateLimit } from "../security/rate-limit";

/** Subscribing again soon after sends no second e-mail with the same link. */
const CONFIRMATIONS_PER_RECIPIENT = { max: 1, windowSeconds: 60 * 60 };

const newToken = () => randomBytes(24).toString("base64url");

export const newsletterLinks = (publicUrl: string) => ({
  confirm: (token: string) => `${publicUrl}/newsletter/confirm?token=${token}`,
  unsubscribe: (token: string) => `${publicUrl}/newsletter/unsubscribe?token=${token}`,
  oneClickUnsubscribe: (token: string) => `${publicUrl}/newsletter/one-click-unsubscribe?token=${token}`,
});

export type SubscribeOutcome = "confirmation-sent" | "confirmation-recently-sent" | "already-subscribed";

export async function subscribeToNewsletter(
  db: Database,
  input: NewsletterInput,
  source: string,
  { publicUrl }: { publicUrl: string },
): Promise<SubscribeOutcome> {
  const email = input.email.toLowerCase();
  const links = newsletterLinks(publicUrl);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({ email, firstName: input.firstName, source, unsubscribeToken: newToken(), confirmToken: newToken() })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning();
    let subscriber = created;
    if (!subscriber) {
      const [existing] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for("update");
      if (existing!.confirmedAt && !existing!.unsubscribedAt) {
        await tx.update(newsletterSubscribers).set({ firstName: input.firstName }).where(eq(newsletterSubscribers.id, existing!.id));
        return "already-subscribed";
      }
      // Pending, or coming back after unsubscribing: pending again, with a link to confirm.
      [subscriber] = await tx
        .update(newsletterSubscribers)
        .set({
          firstName: input.firstName,
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
      newsletterConfirmMail(email, { confirm: links.confirm(confirmToken!), unsubscribe: links.unsubscribe(unsubscribeToken), oneClick: links.oneClickUnsubscribe(unsubscribeToken) }),
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
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date(), confirmToken: null })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  return Boolean(row);
}
