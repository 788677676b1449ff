/**
 * Messages that follow a redirect (?notice=code): the page that lands shows
 * the toast, then drops the code from the address.
 */
import * as m from "~/paraglide/messages";
import { PASSWORD_MIN_LENGTH } from "./password-rules";

export interface Notice {
  /** The toast's words, in the page's language: called when it shows. */
  title: () => string;
  description?: () => string;
  kind: "success" | "error" | "info";
  durationMs?: number;
}

export const NOTICES: Record<string, Notice> = {
  "signed-in": { title: m.shell_notice_welcome_back, description: m.shell_notice_signed_in, kind: "success" },
  // The account's first sign-in: nobody is "back" yet.
  welcome: { title: m.shell_notice_welcome, description: m.shell_notice_signed_in, kind: "success" },
  "signed-in-password-outdated": {
    title: m.shell_notice_welcome_back,
    description: () => m.shell_notice_password_outdated({ min: PASSWORD_MIN_LENGTH }),
    kind: "info",
    durationMs: 10000,
  },
  "account-deleted": { title: m.shell_notice_account_deleted, description: m.shell_notice_account_deleted_text, kind: "success" },
  "signed-out": { title: m.shell_notice_signed_out, description: m.shell_notice_signed_out_text, kind: "success" },
  "email-confirmed": { title: m.shell_notice_email_confirmed, description: m.shell_notice_email_confirmed_text, kind: "success" },
  "password-changed": { title: m.shell_notice_password_changed, description: m.shell_notice_password_changed_text, kind: "success" },
  // A saved language change opens the settings page again in that language, which says so with this.
  "preferences-saved": { title: m.forms_settings_preferences_saved, description: m.forms_settings_preferences_saved_body, kind: "success" },
  "password-reset": { title: m.shell_notice_password_reset, description: m.shell_notice_password_reset_text, kind: "success" },
  "invalid-reset-link": { title: m.shell_notice_invalid_reset_link, description: m.shell_notice_invalid_reset_link_text, kind: "error" },
  "access-error": { title: m.shell_notice_access_error, description: m.shell_notice_access_error_text, kind: "error" },
  "sign-out-error": { title: m.shell_notice_error, description: m.shell_notice_sign_out_error_text, kind: "error" },
};

/** The path with ?notice= added to its query, before any #fragment. */
export function withNotice(path: string, notice: keyof typeof NOTICES): string {
  const hashAt = path.indexOf("#");
  const [base, hash] = hashAt === -1 ? [path, ""] : [path.slice(0, hashAt), path.slice(hashAt)];
  return `${base}${base.includes("?") ? "&" : "?"}notice=${notice}${hash}`;
}
