import { z } from "zod";

/** The newsletter form, checked in the browser for instant feedback and again by the action. */
export const newsletterSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, "Please enter your first name.")
    .max(100, "First name must be 100 characters or fewer."),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email address.")
    .max(254, "Email address is too long.")
    .pipe(z.email("Please enter a valid email address.")),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
export type NewsletterFieldErrors = Partial<Record<keyof NewsletterInput, string>>;

export function newsletterFieldErrors(error: z.ZodError): NewsletterFieldErrors {
  const errors: NewsletterFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof NewsletterInput;
    errors[field] ??= issue.message;
  }
  return errors;
}
