/**
 * What a new password must be (NIST SP 800-63B): at least PASSWORD_MIN_LENGTH
 * characters, and not one of the 49,233 common passwords of
 * @zxcvbn-ts/language-common (MIT; its list of the most used passwords from
 * public password leaks). The length is checked in the browser too (the shared
 * schemas); the list stays on the server, too large for a page to download.
 */
import { dictionary } from "@zxcvbn-ts/language-common";
import { z } from "zod/mini";
import { PASSWORD_MIN_LENGTH } from "~/lib/schemas/auth";
import * as m from "~/paraglide/messages";
export const PASSWORD_TOO_COMMON = "PASSWORD_TOO_COMMON";

// The list is lower case; "Password1" is as easy to guess as "password1".
const COMMON_PASSWORDS = new Set(dictionary["passwords-common"]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Whether a password typed at sign-in would still be accepted as a new one. */
export function meetsPasswordRules(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && !isCommonPassword(password);
}

/** A shared form schema that also refuses a common password in `field`, with the message under that field. */
export function refusingCommonPasswords<S extends z.ZodMiniType<Record<F, string>>, F extends string>(schema: S, field: F): S {
  return schema.check(
    z.refine((form: Record<F, string>) => !isCommonPassword(form[field]), { error: () => m.forms_password_too_common(), path: [field] }),
  ) as S;
}
