import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { newsletterSubscribers } from "../db/schema";
import type { NewsletterInput } from "~/lib/schemas/newsletter";

/**
 * Stores a subscription. One row per address (lower-cased); subscribing
 * again updates the name and brings back an address that had left.
 */
export async function subscribeToNewsletter(db: Database, input: NewsletterInput, source: string) {
  const email = input.email.toLowerCase();
  await db
    .insert(newsletterSubscribers)
    .values({ email, firstName: input.firstName, source, unsubscribeToken: randomBytes(24).toString("base64url") })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        firstName: input.firstName,
        unsubscribedAt: null,
        subscribedAt: sql`case when ${newsletterSubscribers.unsubscribedAt} is null then ${newsletterSubscribers.subscribedAt} else now() end`,
      },
    });
}
