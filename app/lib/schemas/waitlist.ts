// The waitlist sign-up forms (spec: Blueprint and lab signup forms), checked in the browser and again by the action.
import { z } from "zod/mini";
import { CHECKED } from "../forms";
import * as m from "../../paraglide/messages";

export const waitlistFields = ["firstName", "lastName", "email"] as const;
export type WaitlistField = (typeof waitlistFields)[number];

const name = (tooShort: () => string, tooLong: (inputs: { max: number }) => string) =>
  z.string().check(z.trim(), z.minLength(2, { error: tooShort }), z.maxLength(100, { error: () => tooLong({ max: 100 }) }));

export const waitlistSchema = z.object({
  firstName: name(m.forms_waitlist_first_name_short, m.forms_waitlist_first_name_long),
  lastName: name(m.forms_waitlist_last_name_short, m.forms_waitlist_last_name_long),
  email: z.pipe(z.string().check(z.trim(), z.maxLength(254, { error: () => m.forms_email_too_long() })), z.email({ error: () => m.forms_waitlist_email_invalid() })),
});
export type WaitlistInput = z.infer<typeof waitlistSchema>;

/** The Blueprint's form adds one question: the newsletter, only when the visitor ticks it (unticked by default). */
export const blueprintSignupFields = [...waitlistFields, "newsletter"] as const;
export type BlueprintSignupField = (typeof blueprintSignupFields)[number];

export const blueprintSignupSchema = z.extend(waitlistSchema, {
  newsletter: z.pipe(
    z.string(),
    z.transform((value) => value === CHECKED),
  ),
});
export type BlueprintSignupInput = z.infer<typeof blueprintSignupSchema>;
