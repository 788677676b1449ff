/**
 * Waitlists for products that are coming (the AI Automation Lab). A place is
 * stored with the team's copy and a short receipt in one transaction; joining
 * again with the same address changes nothing and sends nothing. The stored
 * place and the team's copy name the product in English; the receipt names it
 * in the visitor's language.
 */
import type { WaitlistInput } from "~/lib/schemas/waitlist";
import type { Database } from "../db/client";
import { productSignups } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { waitlistNotificationMail, waitlistReceivedMail } from "../mail/templates";
import * as m from "~/paraglide/messages";
import { getLocale, type Locale } from "~/paraglide/runtime";

/** The product's name as stored with each place and given to the team: in English. */
export const AI_AUTOMATION_LAB = "AI Automation Lab";

/** Each product's name as the visitor reads it in their receipt, in their language. */
const NAMES_FOR_VISITORS: Record<string, (locale: Locale) => string> = {
  [AI_AUTOMATION_LAB]: (locale) => m.nav_automation_lab({}, { locale }),
};

export async function joinWaitlist(db: Database, productName: string, input: WaitlistInput, { inbox }: { inbox: string }): Promise<"joined" | "already-on-the-list"> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(productSignups)
      .values({ productName, firstName: input.firstName, lastName: input.lastName, email: input.email })
      .onConflictDoNothing()
      .returning({ id: productSignups.id });
    if (inserted.length === 0) return "already-on-the-list";
    await enqueueMail(tx, waitlistNotificationMail(inbox, productName, input));
    const locale = getLocale();
    await enqueueMail(tx, waitlistReceivedMail(input.email, NAMES_FOR_VISITORS[productName]?.(locale) ?? productName, locale));
    return "joined";
  });
}
