/**
 * A contact message is stored with its e-mails in one transaction: the row
 * is the record, the e-mails follow from the outbox. A mail server that is
 * down never loses a message or fails the visitor's request.
 */
import type { ContactInput } from "~/lib/schemas/contact";
import { splitFullName } from "~/lib/schemas/contact";
import type { Database } from "../db/client";
import { contactFormSubmissions } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { contactNotificationMail, contactReceivedMail } from "../mail/templates";
import { getLocale } from "~/paraglide/runtime";
import { hitRateLimit } from "../security/rate-limit";

/** One acknowledgement an hour per address: the form must not become a way to flood someone's inbox. */
const RECEIPTS_PER_RECIPIENT = { max: 1, windowSeconds: 60 * 60 };

export async function submitContactMessage(db: Database, input: ContactInput, { inbox }: { inbox: string }): Promise<{ id: string }> {
  const { firstName, lastName } = splitFullName(input.fullName);
  const submission = { firstName, lastName, email: input.email, phone: input.phone || null, category: input.category, message: input.message };
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactFormSubmissions).values(submission).returning({ id: contactFormSubmissions.id });
    await enqueueMail(tx, contactNotificationMail(inbox, submission));
    const receipt = await hitRateLimit(tx, `contact-received:${input.email.toLowerCase()}`, RECEIPTS_PER_RECIPIENT);
    if (receipt.allowed) await enqueueMail(tx, contactReceivedMail(input.email, getLocale()));
    return { id: row!.id };
  });
}
