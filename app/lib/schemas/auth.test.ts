import { describe, expect, it } from "vitest";
import { changePasswordSchema, forgotPasswordSchema, preferencesSchema, profileSchema, resetPasswordSchema, signInSchema, signUpSchema } from "./auth";
import { fieldErrorsOf } from "../forms";

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]);

describe("account forms", () => {
  it("sign-up needs matching passwords of at least 8 characters; names are optional", () => {
    const base = { firstName: "", lastName: "", email: "a@b.co", password: "secret12", confirmPassword: "secret12" };
    expect(signUpSchema.safeParse(base).success).toBe(true);
    expect(errorsOf(signUpSchema.safeParse({ ...base, confirmPassword: "secret2" }))).toEqual({ confirmPassword: "Passwords do not match" });
    for (const short of ["abc", "secret1"]) {
      expect(errorsOf(signUpSchema.safeParse({ ...base, password: short, confirmPassword: short }))).toEqual({
        password: "Password must be at least 8 characters long.",
      });
    }
  });

  it("names refuse anything a mail program could turn into a link, and control characters", () => {
    const base = { firstName: "", lastName: "", email: "a@b.co", password: "secret12", confirmPassword: "secret12" };
    for (const firstName of ["Ada", "Jean-Luc", "O'Brien", "J. R. R.", "Zoë", "محمد", "김민준"]) {
      expect(signUpSchema.safeParse({ ...base, firstName }).success, firstName).toBe(true);
    }
    for (const firstName of [
      "Your account is locked, visit https://evil.example",
      "see evil.example now",
      "EVIL.COM",
      "www.evil",
      "mail me@evil.example",
      "ftp://x",
      "evil\u3002example",
    ]) {
      expect(errorsOf(signUpSchema.safeParse({ ...base, firstName })), firstName).toEqual({ firstName: "First name cannot contain a web or e-mail address." });
    }
    expect(errorsOf(signUpSchema.safeParse({ ...base, lastName: "Smith\nClick below" }))).toEqual({ lastName: "Last name cannot contain control characters." });
    expect(errorsOf(profileSchema.safeParse({ firstName: "Ada\u202eevE", lastName: "" }))).toEqual({ firstName: "First name cannot contain control characters." });
  });

  it("sign-in needs both fields", () => {
    expect(errorsOf(signInSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: "Please enter your email address.",
      password: "Please enter your password.",
    });
  });

  it("no form answers with a library's default message: missing fields and unknown choices are named in words", () => {
    expect(errorsOf(signInSchema.safeParse({ email: "", password: "" })).email).toBe("Please enter your email address.");
    const preferences = { emailNotifications: "on", marketingEmails: "", securityAlerts: "on", theme: "neon", language: "xx" };
    expect(errorsOf(preferencesSchema.safeParse(preferences))).toEqual({
      theme: "Please choose dark, light or system.",
      language: "Please choose one of the languages listed.",
    });
  });

  it("forgot password uses the product's two messages", () => {
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: "" }))).toEqual({ email: "Please enter your email address first." });
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: "nope" }))).toEqual({ email: "Please enter a valid email address." });
  });

  it("reset and change password check length and match", () => {
    expect(errorsOf(resetPasswordSchema.safeParse({ token: "t", password: "abcdefgh", confirmPassword: "abcdefgX" }))).toEqual({
      confirmPassword: "Please make sure both passwords are identical.",
    });
    expect(errorsOf(resetPasswordSchema.safeParse({ token: "", password: "abcdefgh", confirmPassword: "abcdefgh" }))).toEqual({
      token: "Reset token is missing.",
    });
    expect(errorsOf(resetPasswordSchema.safeParse({ token: "t", password: "abcdefg", confirmPassword: "abcdefg" }))).toEqual({
      password: "Password must be at least 8 characters long.",
    });
    expect(errorsOf(changePasswordSchema.safeParse({ currentPassword: "x", newPassword: "abcdefgh", confirmPassword: "abcdefgX" }))).toEqual({
      confirmPassword: "New passwords do not match.",
    });
    expect(errorsOf(changePasswordSchema.safeParse({ currentPassword: "x", newPassword: "abcdefg", confirmPassword: "abcdefg" }))).toEqual({
      newPassword: "Password must be at least 8 characters long.",
    });
  });
});
