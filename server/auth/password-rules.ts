/**
 * What a new password must be (NIST SP 800-63B, 5.1.1.2): at least PASSWORD_MIN_LENGTH
 * characters, and none of what that guideline says to refuse:
 * - one of the 49,233 common passwords of @zxcvbn-ts/language-common (MIT; the most used
 *   passwords of public leaks), also when written with digits for letters and a number or
 *   symbols around it ("Passw0rd!" is "password");
 * - repeated or sequential characters: the whole password one or two runs that repeat a
 *   character or step through the alphabet, the digits or a keyboard row ("aaaaaaaa",
 *   "abcdefgh", "1234abcd", "qwertyui"), or a short pattern repeated ("abcabcabc");
 * - words of the site's context: its name ("atelierai") and words of what it is, alone
 *   or with digits and symbols around them;
 * - nothing but spaces.
 * The length is checked in the browser too (the shared schemas); these checks stay on the
 * server, the list being too large for a page to download.
 */
import { dictionary } from "@zxcvbn-ts/language-common";
import { z } from "zod/mini";
import { PASSWORD_MIN_LENGTH } from "~/lib/schemas/auth";
import * as m from "~/paraglide/messages";
export const PASSWORD_TOO_COMMON = "PASSWORD_TOO_COMMON";

// The list is lower case; "Password1" is as easy to guess as "password1".
const COMMON_PASSWORDS = new Set(dictionary["passwords-common"]);

/** Words a guesser tries first against this site. */
const CONTEXT_WORDS = ["atelier", "atelierai", "atelieraitools", "aitools", "aitool", "creative", "creativeai", "directory", "password", "passwort", "contrasena", "motdepasse"];

/** Digits and symbols read as the letters they stand for ("p4ssw0rd", "$un$hine"). */
const LOOK_ALIKES: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "@": "a", $: "s", "!": "i" };

const KEYBOARD_ROWS = ["1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm", "qwertzuiop", "azertyuiop", "qsdfghjklm", "wxcvbn"];

/** The word a decorated password is made from: look-alikes read as letters, then the digits and symbols around it dropped. */
function baseWord(password: string): string {
  const lower = password.toLowerCase();
  const trimmed = lower.replace(/^[^a-z0-9@$]+|[^a-z0-9]+$/g, "").replace(/\d+$/, "").replace(/^\d+/, "");
  return [...trimmed].map((c) => LOOK_ALIKES[c] ?? c).join("").replace(/[^a-z]/g, "");
}

/** How many runs the password breaks into, each repeating one character or stepping by one through the alphabet, the digits or a keyboard row. */
function runCount(password: string): number {
  const chars = [...password.toLowerCase()];
  const step = (a: string, b: string): number | null => {
    if (a === b) return 0;
    const code = b.codePointAt(0)! - a.codePointAt(0)!;
    if (Math.abs(code) === 1 && /[a-z0-9]/.test(a) && /[a-z0-9]/.test(b)) return code;
    for (const row of KEYBOARD_ROWS) {
      const i = row.indexOf(a);
      const j = row.indexOf(b);
      if (i !== -1 && j !== -1 && Math.abs(j - i) === 1) return j - i + 10;
    }
    return null;
  };
  let runs = 1;
  let direction: number | null | undefined;
  for (let i = 1; i < chars.length; i++) {
    const next = step(chars[i - 1]!, chars[i]!);
    if (next === null || (direction !== undefined && direction !== null && next !== direction)) {
      runs++;
      direction = undefined;
    } else direction = next;
  }
  return runs;
}

/** A short pattern written again and again ("abcabcabc", "abababab", "12121212"). */
function isRepeatedPattern(password: string): boolean {
  for (let size = 1; size <= 4 && size * 2 <= password.length; size++) {
    const pattern = password.slice(0, size);
    if (pattern.repeat(Math.ceil(password.length / size)).startsWith(password)) return true;
  }
  return false;
}

/** Whether a guesser would try this password early (NIST SP 800-63B): see the module's header. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || password.trim() === "") return true;
  if (isRepeatedPattern(lower) || runCount(password) <= 2) return true;
  const word = baseWord(password);
  return word.length > 0 && (COMMON_PASSWORDS.has(word) || CONTEXT_WORDS.includes(word) || isRepeatedPattern(word));
}

/** Whether a password typed at sign-in would still be accepted as a new one. */
export function meetsPasswordRules(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && !isCommonPassword(password);
}

/** A shared form schema that also refuses a common password in `field`, with the message under that field. */
export function refusingCommonPasswords<S extends z.ZodMiniType<Record<F, string>>, F extends string>(schema: S, field: F): S {
  return schema.check(
    z.refine((form: Record<F, string>) => !isCommonPassword(form[field]), { error: () => m.forms_password_too_common(), path: [field] }),
  );
}
