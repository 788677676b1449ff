/**
 * Early access to the Business Automation Blueprint. Each address becomes one
 * lead with an unguessable lead id (the payment and assessment pages will find
 * it by that id). The lead and the team's copy are stored in one transaction.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { BlueprintSignupInput, WaitlistInput } from "~/lib/schemas/waitlist";
import type { Database } from "../db/client";
import { businessAutomationSignups } from "../db/schema";
import { log } from "../log/index";
import { enqueueMail } from "../mail/outbox";
import { waitlistNotificationMail } from "../mail/templates";
import { subscribeToNewsletter } from "../newsletter/subscribe";

/** The product's name in the team's copy: in English (the visitor gets no e-mail from here). */
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

/**
 * The Blueprint form: the lead, and the newsletter only when the visitor asked for it, by the
 * same double opt-in as the newsletter form. The sign-up stands even if the newsletter part fails.
 */
export async function joinBlueprintEarlyAccess(
  db: Database,
  input: BlueprintSignupInput,
  { inbox, publicUrl }: { inbox: string; publicUrl: string },
): Promise<"joined" | "already-signed-up"> {
  const outcome = await signUpForBlueprint(db, input, { inbox });
  if (input.newsletter) {
    await subscribeToNewsletter(db, { firstName: input.firstName, email: input.email }, "blueprint", { publicUrl }).catch((error: unknown) =>
      log.warn({ err: error }, "The newsletter part of a Blueprint sign-up failed"),
    );
  }
  return outcome;
}

/** Lead ids are 16 random bytes in base64url; anything else is no lead (and costs no query). */
const LEAD_ID = /^[A-Za-z0-9_-]{16,64}$/;

export interface BlueprintLead {
  firstName: string;
  /** Only a payment confirmed by the team (payment_status 'paid') counts; every lead starts 'pending'. */
  paid: boolean;
}

/** The lead a payment page names, paid or not; nothing for an id no lead has. */
export async function findBlueprintLead(db: Database, leadId: string): Promise<BlueprintLead | undefined> {
  if (!LEAD_ID.test(leadId)) return undefined;
  const [lead] = await db
    .select({ firstName: businessAutomationSignups.firstName, paymentStatus: businessAutomationSignups.paymentStatus })
    .from(businessAutomationSignups)
    .where(eq(businessAutomationSignups.leadId, leadId));
  return lead && { firstName: lead.firstName, paid: lead.paymentStatus === "paid" };
}

/** The first name of a lead who has paid, for the assessment page; nothing for anyone else. */
export async function findPaidLeadFirstName(db: Database, leadId: string): Promise<string | undefined> {
  const lead = await findBlueprintLead(db, leadId);
  return lead?.paid ? lead.firstName : undefined;
}
