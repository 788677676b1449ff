// zod/mini: the same validation as zod, a fraction of the size in the browser bundle.
import { z } from "zod/mini";
import * as m from "../../paraglide/messages";

/** The newsletter form, checked in the browser for instant feedback and again by the action. */
export const newsletterSchema = z.object({
  firstName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: () => m.forms_first_name_required() }),
      z.maxLength(100, { error: () => m.forms_first_name_too_long() }),
    ),
  email: z.pipe(
    z
      .string()
      .check(z.trim(), z.minLength(1, { error: () => m.forms_email_required() }), z.maxLength(254, { error: () => m.forms_email_too_long() })),
    z.email({ error: () => m.forms_email_invalid() }),
  ),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
export const newsletterFields = ["firstName", "email"] as const;
export type NewsletterField = (typeof newsletterFields)[number];

/** An issue as an admin edits it (the admin pages are in English): the subject line and the body from the post editor. */
export const NEWSLETTER_ISSUE_LIMITS = { subject: 150, content: 200_000 } as const;

export const newsletterIssueSchema = z.object({
  subject: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Please enter a subject."),
      z.maxLength(NEWSLETTER_ISSUE_LIMITS.subject, `The subject must be ${NEWSLETTER_ISSUE_LIMITS.subject} characters or fewer.`),
    ),
  content: z
    .string()
    .check(
      z.maxLength(NEWSLETTER_ISSUE_LIMITS.content, "The issue is too long."),
      z.refine((html) => html.replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ").trim() !== "", "Please write the issue."),
    ),
});
export type NewsletterIssueInput = z.infer<typeof newsletterIssueSchema>;
export const newsletterIssueFields = ["subject", "content"] as const;
export type NewsletterIssueField = (typeof newsletterIssueFields)[number];

/** When a scheduled issue goes out: a date and time in UTC, from a datetime-local field. */
export const newsletterScheduleSchema = z.object({
  scheduledFor: z
    .string()
    .check(z.trim(), z.minLength(1, "Please choose a date and time."), z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Please choose a date and time.")),
});
export const newsletterScheduleFields = ["scheduledFor"] as const;
export type NewsletterScheduleField = (typeof newsletterScheduleFields)[number];
