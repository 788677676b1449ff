// The content creator application (spec: Application), checked in the browser and again by the action.
import { z } from "zod/mini";

export const APPLICATION_LIMITS = { name: 120, short: 300, long: 3000 } as const;

export const applicationFields = ["name", "email", "background", "contentType", "experience", "sampleWork", "motivation"] as const;
export type ApplicationField = (typeof applicationFields)[number];

const text = (max: number, label: string, required?: string) =>
  z.string().check(z.trim(), ...(required ? [z.minLength(1, required)] : []), z.maxLength(max, `${label} must be ${max} characters or fewer.`));

export const applicationSchema = z.object({
  name: text(APPLICATION_LIMITS.name, "Full name", "Please enter your full name."),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, "Please enter your email address."), z.maxLength(254, "Email address is too long.")),
    z.email("Please enter a valid email address."),
  ),
  background: text(APPLICATION_LIMITS.short, "Your creative background", "Please tell us about your creative background."),
  contentType: text(APPLICATION_LIMITS.short, "The content you want to create", "Please tell us what content you would like to create."),
  experience: text(APPLICATION_LIMITS.long, "Your experience"),
  sampleWork: text(APPLICATION_LIMITS.short, "Sample work", "Please share a link to, or a description of, your sample work."),
  motivation: text(APPLICATION_LIMITS.long, "Why you want to join", "Please tell us why you want to join."),
});
export type ApplicationInput = z.infer<typeof applicationSchema>;
