/**
 * Messages that follow a redirect (?notice=code): the page that lands shows
 * the toast, then drops the code from the address.
 */
import { PASSWORD_MIN_LENGTH } from "./password-rules";

export interface Notice {
  title: string;
  description?: string;
  kind: "success" | "error" | "info";
  durationMs?: number;
}

export const NOTICES: Record<string, Notice> = {
  "signed-in": { title: "Welcome back!", description: "You have successfully logged in.", kind: "success" },
  "signed-in-password-outdated": {
    title: "Welcome back!",
    description: `Your password is shorter than ${PASSWORD_MIN_LENGTH} characters or too common. Please choose a new one in Settings.`,
    kind: "info",
    durationMs: 10000,
  },
  "account-deleted": { title: "Account deleted", description: "Your account and everything saved with it have been deleted.", kind: "success" },
  "signed-out": { title: "Logged out", description: "You have been successfully logged out.", kind: "success" },
  "email-confirmed": { title: "Email confirmed", description: "Your email address is confirmed. You can sign in now.", kind: "success" },
  "password-changed": { title: "Password changed", description: "Your password has been updated successfully.", kind: "success" },
  "password-reset": { title: "Password reset successfully!", description: "You can now sign in with your new password.", kind: "success" },
  "invalid-reset-link": { title: "Invalid reset link", description: "The password reset link is invalid or missing.", kind: "error" },
  "access-error": { title: "Access Error", description: "Failed to verify admin status", kind: "error" },
  "sign-out-error": { title: "Error", description: "We could not log you out. Please try again.", kind: "error" },
};

/** The path with ?notice= added to its query, before any #fragment. */
export function withNotice(path: string, notice: keyof typeof NOTICES): string {
  const hashAt = path.indexOf("#");
  const [base, hash] = hashAt === -1 ? [path, ""] : [path.slice(0, hashAt), path.slice(hashAt)];
  return `${base}${base.includes("?") ? "&" : "?"}notice=${notice}${hash}`;
}
