import * as m from "~/paraglide/messages";
import { deferredWidget } from "./deferred-widget";

export interface HeaderUser {
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** From the server's session check; only decides whether the Admin entry shows. */
  isAdmin: boolean;
}

export function displayName(user: HeaderUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email.split("@")[0]!;
}

export const AVATAR_CLASS =
  "inline-flex size-10 items-center justify-center rounded-full bg-accent text-base font-semibold text-accent-foreground";

/** The avatar (the e-mail's first letter) and the account menu. */
export const UserMenu = deferredWidget<{ user: HeaderUser }>(
  () => import("./user-menu-dropdown").then((module) => module.default),
  ({ user, intent }) => (
    <button type="button" aria-haspopup="menu" aria-expanded={false} aria-label={m.shell_account_menu({ email: user.email })} className={AVATAR_CLASS} {...intent}>
      {user.email.charAt(0).toUpperCase()}
    </button>
  ),
);
