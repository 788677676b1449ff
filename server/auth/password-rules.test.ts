import { describe, expect, it } from "vitest";
import { changePasswordSchema, resetPasswordSchema, signUpSchema } from "~/lib/schemas/auth";
import { fieldErrorsOf } from "~/lib/forms";
import { isCommonPassword, meetsPasswordRules, refusingCommonPasswords } from "./password-rules";

const COMMON_PASSWORD = "This password is too easy to guess. Avoid common passwords, repeated or sequential characters and the site's name.";

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]);

describe("password rules", () => {
  it("knows the common passwords, whatever their case", () => {
    for (const password of ["password", "Password1", "QWERTY123", "iloveyou", "12345678"]) expect(isCommonPassword(password), password).toBe(true);
    for (const password of ["tq8-vmzr", "correct-horse-7"]) expect(isCommonPassword(password), password).toBe(false);
  });

  it("refuses what NIST SP 800-63B names: repeated and sequential characters, the site's name, decorated common words, spaces", () => {
    const guessable = ["aaaaaaaa", "        ", "abcdefgh", "hgfedcba", "12345678", "1234abcd", "aaaabbbb", "qwertyui", "asdfghjk", "abcabcabc", "12121212", "atelierai", "AtelierAI2026!", "Passw0rd!", "P@ssword1", "Sunshine99!"];
    for (const password of guessable) expect(isCommonPassword(password), password).toBe(true);
    for (const password of ["tq8-vmzr", "correct-horse-7", "corpus-pass-1", "Lumen river 42", "abcd-wxyz-9"]) expect(isCommonPassword(password), password).toBe(false);
  });

  it("a password typed at sign-in meets today's rules only with 8 characters and off the list", () => {
    expect(meetsPasswordRules("tq8-vmzr")).toBe(true);
    expect(meetsPasswordRules("kq7vzx")).toBe(false);
    expect(meetsPasswordRules("sunshine")).toBe(false);
  });

  it("the server's form schemas put the refusal under the password field", () => {
    expect(errorsOf(refusingCommonPasswords(signUpSchema, "password").safeParse({ firstName: "", lastName: "", email: "a@b.co", password: "sunshine", confirmPassword: "sunshine" }))).toEqual({
      password: COMMON_PASSWORD,
    });
    expect(errorsOf(refusingCommonPasswords(resetPasswordSchema, "password").safeParse({ token: "t", password: "trustno1", confirmPassword: "trustno1" }))).toEqual({
      password: COMMON_PASSWORD,
    });
    expect(
      errorsOf(refusingCommonPasswords(changePasswordSchema, "newPassword").safeParse({ currentPassword: "x", newPassword: "qwerty123", confirmPassword: "qwerty123" })),
    ).toEqual({ newPassword: COMMON_PASSWORD });
    expect(refusingCommonPasswords(changePasswordSchema, "newPassword").safeParse({ currentPassword: "x", newPassword: "tq8-vmzr", confirmPassword: "tq8-vmzr" }).success).toBe(true);
  });
});
