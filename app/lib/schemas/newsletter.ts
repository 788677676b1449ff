// zod/mini: the same validation as zod, a fraction of the size in the browser bundle.
import { z } from "zod/mini";

/** The newsletter form, checked in the browser for instant feedback and again by the action. */
export const newsletterSchema = z.object({
  firstName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Please enter your first name."),
      z.maxLength(100, "First name must be 100 characters or fewer."),
    ),
  email: z.pipe(
    z
      .string()
      .check(z.trim(), z.minLength(1, "Please enter your email address."), z.maxLength(254, "Email address is too long.")),
    z.email("Please enter a valid email address."),
  ),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
export const newsletterFields = ["firstName", "email"] as const;
export type NewsletterField = (typeof newsletterFields)[number];
