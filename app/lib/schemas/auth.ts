// The account forms. Messages are the product's wording; each schema runs in the browser and again on the server.
import { z } from "zod/mini";
import * as m from "../../paraglide/messages";
import { CHECKED } from "../forms";
import { PASSWORD_MIN_LENGTH } from "../password-rules";

// The account forms' pages read the rules from here, with the schemas.
export { PASSWORD_MIN_LENGTH } from "../password-rules";
const PASSWORD_MAX_LENGTH = 128;

// Messages are functions, read when a value is checked: in the language of the page or request.
const email = (required: () => string) =>
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, { error: required }), z.maxLength(254, { error: () => m.forms_email_too_long() })),
    z.email({ error: () => m.forms_email_invalid() }),
  );

// Names go into e-mails, so they may hold nothing a mail program would turn into a link (a scheme,
// www., an e-mail address, a domain such as evil.example, also with the full stops of other scripts)
// and no control or text-direction characters, which can hide or reorder what follows.
const LINK_LIKE = /:\/\/|www[.\u3002\uff0e\uff61]|@|[^\s.\u3002\uff0e\uff61][.\u3002\uff0e\uff61]\p{L}{2}/iu;
const CONTROL = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

const name = (messages: { tooLong: () => string; linkLike: () => string; control: () => string }) =>
  z.string().check(
    z.trim(),
    z.maxLength(100, { error: messages.tooLong }),
    z.refine((value) => !LINK_LIKE.test(value), { error: messages.linkLike }),
    z.refine((value) => !CONTROL.test(value), { error: messages.control }),
  );
const firstName = () =>
  name({ tooLong: () => m.forms_first_name_too_long(), linkLike: () => m.forms_first_name_link(), control: () => m.forms_first_name_control() });
const lastName = () =>
  name({ tooLong: () => m.forms_last_name_too_long(), linkLike: () => m.forms_last_name_link(), control: () => m.forms_last_name_control() });

const newPassword = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { error: () => m.forms_password_too_short({ min: PASSWORD_MIN_LENGTH }) }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: () => m.forms_password_too_long() }),
  );

export const signInSchema = z.object({
  email: email(() => m.forms_email_required()),
  password: z.string().check(z.minLength(1, { error: () => m.forms_password_required() })),
});

export const signUpSchema = z
  .object({
    firstName: firstName(),
    lastName: lastName(),
    email: email(() => m.forms_email_required()),
    password: newPassword,
    confirmPassword: z.string().check(z.minLength(1, { error: () => m.forms_password_confirm_required() })),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, { error: () => m.forms_passwords_mismatch(), path: ["confirmPassword"] }),
  );

export const forgotPasswordSchema = z.object({
  email: email(() => m.forms_email_required_first()),
});

export const resetPasswordSchema = z
  .object({
    token: z.string().check(z.minLength(1, { error: () => m.forms_reset_token_missing() })),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      error: () => m.forms_passwords_not_identical(),
      path: ["confirmPassword"],
    }),
  );

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, { error: () => m.forms_current_password_required() })),
    newPassword,
    confirmPassword: z.string(),
  })
  .check(z.refine((form) => form.newPassword === form.confirmPassword, { error: () => m.forms_new_passwords_mismatch(), path: ["confirmPassword"] }));

/** What happens to an account's reviews when it is deleted: gone with it, or kept under "Former member". */
export const REVIEWS_ON_DELETION = ["remove", "keep"] as const;
export type ReviewsOnDeletion = (typeof REVIEWS_ON_DELETION)[number];
export { FORMER_MEMBER_NAME } from "../review-score";

export const deleteAccountSchema = z.object({
  password: z.string().check(z.minLength(1, { error: () => m.forms_password_required() })),
  reviews: z.enum(REVIEWS_ON_DELETION, { error: () => m.forms_reviews_choice_required() }),
});

export const profileSchema = z.object({
  firstName: firstName(),
  lastName: lastName(),
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
  theme: z.enum(THEMES, { error: () => m.forms_theme_invalid() }),
  language: z.enum(LANGUAGES, { error: () => m.forms_language_invalid() }),
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
