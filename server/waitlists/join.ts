/**
 * Waitlists for products that are coming (the AI Automation Lab). A place is
 * stored with the team's copy and a short receipt in one transaction; joining
 * again with the same address changes nothing and sends nothing.
 */
import type { WaitlistInput } from "~/lib/schemas/waitlist";
import type { Database } from "../db/client";
import { productSignups } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { waitlistNotificationMail, waitlistReceivedMail } from "../mail/templates";
import { getLocale } from "~/paraglide/runtime";

export const AI_AUTOMATION_LAB = "AI Automation Lab";

export async function joinWaitlist(db: Database, productName: string, input: WaitlistInput, { inbox }: { inbox: string }): Promise<"joined" | "already-on-the-list"> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(productSignups)
      .values({ productName, firstName: input.firstName, lastName: input.lastName, email: input.email })
      .onConflictDoNothing()
      .returning({ id: productSignups.id });
    if (inserted.length === 0) return "already-on-the-list";
    await enqueueMail(tx, waitlistNotificationMail(inbox, productName, input));
    await enqueueMail(tx, waitlistReceivedMail(input.email, productName, getLocale()));
    return "joined";
  });
}
