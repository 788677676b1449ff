// The contact form (spec: Contact), checked in the browser and again by the action.
import { z } from "zod/mini";
import * as m from "../../paraglide/messages";

export const CONTACT_CATEGORIES = ["AI Tools", "Course", "Blog Post", "Professional Categories", "Other"] as const;
export const CONTACT_LIMITS = { fullName: 120, phone: 30, message: 5000 } as const;

export const contactFields = ["fullName", "email", "phone", "category", "message"] as const;
export type ContactField = (typeof contactFields)[number];

export const contactSchema = z.object({
  fullName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: () => m.forms_contact_name_required() }),
      z.maxLength(CONTACT_LIMITS.fullName, { error: () => m.forms_contact_name_too_long({ max: CONTACT_LIMITS.fullName }) }),
    ),
  email: z.pipe(
    z
      .string()
      .check(z.trim(), z.minLength(1, { error: () => m.forms_email_required() }), z.maxLength(254, { error: () => m.forms_email_too_long() })),
    z.email({ error: () => m.forms_email_invalid() }),
  ),
  phone: z
    .string()
    .check(
      z.trim(),
      z.maxLength(CONTACT_LIMITS.phone, { error: () => m.forms_contact_phone_too_long({ max: CONTACT_LIMITS.phone }) }),
      z.regex(/^[0-9+()\-.\s]*$/, { error: () => m.forms_contact_phone_invalid() }),
    ),
  category: z.enum(CONTACT_CATEGORIES, { error: () => m.forms_category_required() }),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: () => m.forms_contact_message_required() }),
      z.maxLength(CONTACT_LIMITS.message, { error: () => m.forms_contact_message_too_long({ max: CONTACT_LIMITS.message }) }),
    ),
});

export type ContactInput = z.infer<typeof contactSchema>;

/** The full name is split at the first space: "Ada King Lovelace" is Ada / King Lovelace. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(" ");
  return space === -1 ? { firstName: trimmed, lastName: "" } : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}
