// The waitlist sign-up forms (spec: Blueprint and lab signup forms), checked in the browser and again by the action.
import { z } from "zod/mini";
import { CHECKED } from "../forms";

export const waitlistFields = ["firstName", "lastName", "email"] as const;
export type WaitlistField = (typeof waitlistFields)[number];

const name = (message: string, label: string) => z.string().check(z.trim(), z.minLength(2, message), z.maxLength(100, `${label} must be 100 characters or fewer.`));

export const waitlistSchema = z.object({
  firstName: name("First name must be at least 2 characters", "First name"),
  lastName: name("Last name must be at least 2 characters", "Last name"),
  email: z.pipe(z.string().check(z.trim(), z.maxLength(254, "Email address is too long.")), z.email("Please enter a valid email address")),
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
