/**
 * A content creator application, stored with the team's copy in one
 * transaction. The applicant's address is not confirmed, so nothing is
 * e-mailed to it: the team answers from the inbox.
 */
import type { ApplicationInput } from "~/lib/schemas/application";
import type { Database } from "../db/client";
import { contentCreatorApplications } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { applicationNotificationMail } from "../mail/templates";

export async function submitApplication(db: Database, input: ApplicationInput, { inbox }: { inbox: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(contentCreatorApplications).values({ ...input, experience: input.experience || null });
    await enqueueMail(tx, applicationNotificationMail(inbox, input));
  });
}
