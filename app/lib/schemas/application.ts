// The content creator application (spec: Application), checked in the browser and again by the action.
import { z } from "zod/mini";
import * as m from "../../paraglide/messages";

export const APPLICATION_LIMITS = { name: 120, short: 300, long: 3000 } as const;

export const applicationFields = ["name", "email", "background", "contentType", "experience", "sampleWork", "motivation"] as const;
export type ApplicationField = (typeof applicationFields)[number];

// Messages are functions, read when a value is checked: in the language of the page or request.
const text = (max: number, tooLong: (inputs: { max: number }) => string, required?: () => string) =>
  z
    .string()
    .check(z.trim(), ...(required ? [z.minLength(1, { error: required })] : []), z.maxLength(max, { error: () => tooLong({ max }) }));

export const applicationSchema = z.object({
  name: text(APPLICATION_LIMITS.name, m.forms_apply_name_too_long, () => m.forms_contact_name_required()),
  email: z.pipe(
    z
      .string()
      .check(z.trim(), z.minLength(1, { error: () => m.forms_email_required() }), z.maxLength(254, { error: () => m.forms_email_too_long() })),
    z.email({ error: () => m.forms_email_invalid() }),
  ),
  background: text(APPLICATION_LIMITS.short, m.forms_apply_background_too_long, () => m.forms_apply_background_required()),
  contentType: text(APPLICATION_LIMITS.short, m.forms_apply_content_too_long, () => m.forms_apply_content_required()),
  experience: text(APPLICATION_LIMITS.long, m.forms_apply_experience_too_long),
  sampleWork: text(APPLICATION_LIMITS.short, m.forms_apply_sample_too_long, () => m.forms_apply_sample_required()),
  motivation: text(APPLICATION_LIMITS.long, m.forms_apply_motivation_too_long, () => m.forms_apply_motivation_required()),
});
export type ApplicationInput = z.infer<typeof applicationSchema>;
