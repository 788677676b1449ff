// The account forms. Messages are the product's wording; each schema runs in the browser and again on the server.
import { z } from "zod/mini";
import { CHECKED } from "../forms";
import { PASSWORD_MIN_LENGTH } from "../password-rules";

// The account forms' pages read the rules from here, with the schemas.
export { COMMON_PASSWORD_MESSAGE, PASSWORD_HINT, PASSWORD_MIN_LENGTH } from "../password-rules";
const PASSWORD_MAX_LENGTH = 128;

const email = (required: string, invalid = "Please enter a valid email address.") =>
  z.pipe(z.string().check(z.trim(), z.minLength(1, required), z.maxLength(254, "Email address is too long.")), z.email(invalid));

// Names go into e-mails, so they may hold nothing a mail program would turn into a link (a scheme,
// www., an e-mail address, a domain such as evil.example, also with the full stops of other scripts)
// and no control or text-direction characters, which can hide or reorder what follows.
const LINK_LIKE = /:\/\/|www[.\u3002\uff0e\uff61]|@|[^\s.\u3002\uff0e\uff61][.\u3002\uff0e\uff61]\p{L}{2}/iu;
const CONTROL = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

const name = (label: string) =>
  z.string().check(
    z.trim(),
    z.maxLength(100, `${label} must be 100 characters or fewer.`),
    z.refine((value) => !LINK_LIKE.test(value), `${label} cannot contain a web or e-mail address.`),
    z.refine((value) => !CONTROL.test(value), `${label} cannot contain control characters.`),
  );

const newPassword = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`),
    z.maxLength(PASSWORD_MAX_LENGTH, "Password must be 128 characters or fewer."),
  );

export const signInSchema = z.object({
  email: email("Please enter your email address."),
  password: z.string().check(z.minLength(1, "Please enter your password.")),
});

export const signUpSchema = z
  .object({
    firstName: name("First name"),
    lastName: name("Last name"),
    email: email("Please enter your email address."),
    password: newPassword,
    confirmPassword: z.string().check(z.minLength(1, "Please confirm your password.")),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] }),
  );

export const forgotPasswordSchema = z.object({
  email: email("Please enter your email address first."),
});

export const resetPasswordSchema = z
  .object({
    token: z.string().check(z.minLength(1, "Reset token is missing.")),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      message: "Please make sure both passwords are identical.",
      path: ["confirmPassword"],
    }),
  );

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, "Please enter your current password.")),
    newPassword,
    confirmPassword: z.string(),
  })
  .check(z.refine((form) => form.newPassword === form.confirmPassword, { message: "New passwords do not match.", path: ["confirmPassword"] }));

/** What happens to an account's reviews when it is deleted: gone with it, or kept under "Former member". */
export const REVIEWS_ON_DELETION = ["remove", "keep"] as const;
export type ReviewsOnDeletion = (typeof REVIEWS_ON_DELETION)[number];
export { FORMER_MEMBER_NAME } from "../review-score";

export const deleteAccountSchema = z.object({
  password: z.string().check(z.minLength(1, "Please enter your password.")),
  reviews: z.enum(REVIEWS_ON_DELETION, "Please choose what happens to your reviews."),
});

export const profileSchema = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
});

export const THEMES = ["dark", "light", "system"] as const;
export const LANGUAGES = ["en", "es", "fr", "de"] as const;
export type Theme = (typeof THEMES)[number];

/** A checkbox as a browser sends it: "on" when ticked, nothing when not. */
const checkbox = z.pipe(
  z.string(),
  z.transform((value) => value === CHECKED),
);

export const preferencesSchema = z.object({
  emailNotifications: checkbox,
  marketingEmails: checkbox,
  securityAlerts: checkbox,
  // The selects offer only these; the messages are for a tampered form, which would otherwise read "Invalid option".
  theme: z.enum(THEMES, "Please choose dark, light or system."),
  language: z.enum(LANGUAGES, "Please choose one of the languages listed."),
});

/** The fields of each account form, in the order they are shown. */
export const signInFields = ["email", "password"] as const;
export const signUpFields = ["firstName", "lastName", "email", "password", "confirmPassword"] as const;
export const forgotPasswordFields = ["email"] as const;
export const resetPasswordFields = ["token", "password", "confirmPassword"] as const;
export const changePasswordFields = ["currentPassword", "newPassword", "confirmPassword"] as const;
export const deleteAccountFields = ["password", "reviews"] as const;
export const profileFields = ["firstName", "lastName"] as const;
export const preferencesFields = ["emailNotifications", "marketingEmails", "securityAlerts", "theme", "language"] as const;

export type SignUpInput = z.infer<typeof signUpSchema>;
export type PreferencesInput = z.output<typeof preferencesSchema>;
