/**
 * "E-mail me my results": one e-mail with the results' address, queued in the outbox (the stored
 * request: it is sent, retried and, if it fails, listed at /admin/mail), and the newsletter only
 * when the visitor ticked it, by the newsletter's own double opt-in.
 */
import type { Locale } from "~/lib/i18n";
import type { AssessmentEmailInput } from "~/lib/schemas/assessment-email";
import type { Database } from "../db/client";
import { log } from "../log/index";
import { enqueueMail } from "../mail/outbox";
import { assessmentResultsMail } from "../mail/templates";
import { subscribeToNewsletter } from "../newsletter/subscribe";

export async function emailAssessmentResults(
  db: Database,
  input: AssessmentEmailInput,
  { resultsUrl, summary, locale, publicUrl }: { resultsUrl: string; summary: string; locale: Locale; publicUrl: string },
): Promise<void> {
  await enqueueMail(db, assessmentResultsMail(input.email, resultsUrl, summary, locale));
  if (input.newsletter) {
    // The results are on their way whatever happens to the subscription.
    await subscribeToNewsletter(db, { firstName: input.firstName, email: input.email }, "assessment", { publicUrl }).catch((error: unknown) =>
      log.warn({ err: error }, "The newsletter part of an assessment e-mail failed"),
    );
  }
}
