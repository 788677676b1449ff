// The contact form (spec: Contact), checked in the browser and again by the action.
import { z } from "zod/mini";

export const CONTACT_CATEGORIES = ["AI Tools", "Course", "Blog Post", "Professional Categories", "Other"] as const;
export const CONTACT_LIMITS = { fullName: 120, phone: 30, message: 5000 } as const;

export const contactFields = ["fullName", "email", "phone", "category", "message"] as const;
export type ContactField = (typeof contactFields)[number];

export const contactSchema = z.object({
  fullName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Please enter your full name."),
      z.maxLength(CONTACT_LIMITS.fullName, `Full name must be ${CONTACT_LIMITS.fullName} characters or fewer.`),
    ),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, "Please enter your email address."), z.maxLength(254, "Email address is too long.")),
    z.email("Please enter a valid email address."),
  ),
  phone: z
    .string()
    .check(
      z.trim(),
      z.maxLength(CONTACT_LIMITS.phone, `Phone number must be ${CONTACT_LIMITS.phone} characters or fewer.`),
      z.regex(/^[0-9+()\-.\s]*$/, "Please enter a phone number with digits, spaces and + ( ) - only."),
    ),
  category: z.enum(CONTACT_CATEGORIES, "Please choose a category."),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Please enter your message."),
      z.maxLength(CONTACT_LIMITS.message, `Message must be ${CONTACT_LIMITS.message} characters or fewer.`),
    ),
});

export type ContactInput = z.infer<typeof contactSchema>;

/** The full name is split at the first space: "Ada King Lovelace" is Ada / King Lovelace. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(" ");
  return space === -1 ? { firstName: trimmed, lastName: "" } : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}
