// The assessment's "e-mail me my results" form, checked in the browser and again by the action.
import { z } from "zod/mini";
import { CHECKED } from "../forms";
import * as m from "../../paraglide/messages";

export const assessmentEmailFields = ["email", "newsletter", "firstName"] as const;
export type AssessmentEmailField = (typeof assessmentEmailFields)[number];

export const assessmentEmailSchema = z
  .object({
    email: z.pipe(
      z.string().check(z.trim(), z.minLength(1, { error: () => m.forms_email_required() }), z.maxLength(254, { error: () => m.forms_email_too_long() })),
      z.email({ error: () => m.forms_email_invalid() }),
    ),
    /** Unticked unless the visitor ticks it. */
    newsletter: z.pipe(
      z.string(),
      z.transform((value) => value === CHECKED),
    ),
    /** Asked only for the newsletter, which greets its readers by name. */
    firstName: z.string().check(z.trim(), z.maxLength(100, { error: () => m.forms_first_name_too_long() })),
  })
  .check(
    z.refine((input) => !input.newsletter || input.firstName !== "", { path: ["firstName"], error: () => m.forms_first_name_required() }),
  );
export type AssessmentEmailInput = z.infer<typeof assessmentEmailSchema>;
