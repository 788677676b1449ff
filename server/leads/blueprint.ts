/**
 * Early access to the Business Automation Blueprint. Each address becomes one
 * lead with an unguessable lead id (the payment and assessment pages will find
 * it by that id). The lead and the team's copy are stored in one transaction.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { WaitlistInput } from "~/lib/schemas/waitlist";
import type { Database } from "../db/client";
import { businessAutomationSignups } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { waitlistNotificationMail } from "../mail/templates";

export const BUSINESS_AUTOMATION_BLUEPRINT = "Business Automation Blueprint";

export async function signUpForBlueprint(db: Database, input: WaitlistInput, { inbox }: { inbox: string }): Promise<"joined" | "already-signed-up"> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(businessAutomationSignups)
      .values({ leadId: randomBytes(16).toString("base64url"), firstName: input.firstName, lastName: input.lastName, email: input.email })
      .onConflictDoNothing()
      .returning({ id: businessAutomationSignups.id });
    if (inserted.length === 0) return "already-signed-up";
    await enqueueMail(tx, waitlistNotificationMail(inbox, BUSINESS_AUTOMATION_BLUEPRINT, input));
    return "joined";
  });
}

/** The first name of a lead who has paid, for the assessment and payment pages; nothing for anyone else. */
export async function findPaidLeadFirstName(db: Database, leadId: string): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(leadId)) return undefined;
  const [lead] = await db
    .select({ firstName: businessAutomationSignups.firstName })
    .from(businessAutomationSignups)
    .where(and(eq(businessAutomationSignups.leadId, leadId), eq(businessAutomationSignups.paymentStatus, "paid")));
  return lead?.firstName;
}
