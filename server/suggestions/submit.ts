/**
 * Tool suggestions and course recommendations, each stored with the team's
 * copy in one transaction. Course recommendations are kept as contact rows
 * (category 'Course Suggestion'), as the spec says. Nothing is e-mailed to the
 * visitor: the optional "Your Name/Email" is for the team to follow up.
 */
import type { CourseSuggestionInput, ToolSuggestionInput } from "~/lib/schemas/suggestions";
import type { Database } from "../db/client";
import { contactFormSubmissions, toolSuggestions } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { suggestionNotificationMail } from "../mail/templates";

export const COURSE_SUGGESTION_CATEGORY = "Course Suggestion";
/** The contact row needs an address; a recommendation may come without one (the .invalid TLD never delivers). */
export const COURSE_SUGGESTION_PLACEHOLDER_EMAIL = "not-given@course-suggestion.invalid";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function submitToolSuggestion(db: Database, input: ToolSuggestionInput, { inbox }: { inbox: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(toolSuggestions).values({
      toolName: input.toolName,
      toolLink: input.toolUrl,
      category: input.category,
      description: input.description,
      pricing: input.pricing || null,
      submittedBy: input.submittedBy || null,
      whySubmit: input.whySubmit,
    });
    await enqueueMail(
      tx,
      suggestionNotificationMail(inbox, "tool", input.toolName, [
        `${input.toolName} (${input.toolUrl}), ${input.category}${input.pricing ? `, ${input.pricing}` : ""}.`,
        input.description,
        `Why add it: ${input.whySubmit}`,
        `Suggested by: ${input.submittedBy || "not given"}`,
      ]),
    );
  });
}

/** The message of the contact row: every course field, labelled. */
export function courseSuggestionMessage(input: CourseSuggestionInput): string {
  return [
    `Course: ${input.courseName}`,
    `Address: ${input.courseUrl}`,
    `Platform: ${input.platform || "not given"}`,
    `Category: ${input.category}`,
    `Level: ${input.level || "not given"}`,
    `Pricing: ${input.pricing || "not given"}`,
    `Suggested by: ${input.submittedBy || "not given"}`,
    "",
    input.description,
  ].join("\n");
}

export async function submitCourseSuggestion(db: Database, input: CourseSuggestionInput, { inbox }: { inbox: string }): Promise<void> {
  const message = courseSuggestionMessage(input);
  const givenEmail = EMAIL.test(input.submittedBy) ? input.submittedBy : undefined;
  await db.transaction(async (tx) => {
    await tx.insert(contactFormSubmissions).values({
      firstName: givenEmail ? "" : input.submittedBy,
      lastName: "",
      email: givenEmail ?? COURSE_SUGGESTION_PLACEHOLDER_EMAIL,
      category: COURSE_SUGGESTION_CATEGORY,
      message,
    });
    await enqueueMail(tx, suggestionNotificationMail(inbox, "course", input.courseName, [message]));
  });
}
