/**
 * Accounts: Better Auth with e-mail and password, confirmation required
 * before signing in, sessions stored in the database. Every e-mail it sends
 * is written to the outbox.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "../db/client";
import { accounts, sessions, users, verifications } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { confirmEmailMail, existingAccountMail, passwordChangedMail, resetPasswordMail } from "../mail/templates";
import { recipientLanguage, withCallbackInLanguage } from "../mail/language";
import { pathInLocale } from "~/lib/i18n";
import { AUTH_LIMITS, hitRateLimit } from "../security/rate-limit";
import { PASSWORD_MIN_LENGTH } from "~/lib/schemas/auth";
import { SITE_NAME } from "~/lib/site";
import { log, maskSecrets } from "../log/index";
import { hashPassword, verifyPassword } from "./password";
import { CONFIRM_LINK_LIFETIME_SECONDS, RESET_LINK_LIFETIME_SECONDS } from "./link-lifetimes";

function describeDetail(detail: unknown): string {
  if (detail instanceof Error) return maskSecrets(`${detail.name}: ${detail.message}`);
  if (typeof detail === "string") return maskSecrets(detail);
  try {
    return maskSecrets(JSON.stringify(detail) ?? String(detail));
  } catch {
    return "[unprintable]";
  }
}

export { CONFIRM_LINK_LIFETIME_SECONDS } from "./link-lifetimes";
/** Where a confirmation link lands once it has confirmed the address. */
export const CONFIRMED_CALLBACK_URL = "/auth?notice=email-confirmed";

/** better-auth names its cookies with this: the session is `atelier.session_token` (`__Secure-` first over HTTPS). */
export const AUTH_COOKIE_PREFIX = "atelier";

export function createAuth(db: Database, { baseURL, secret }: { baseURL: string; secret: string }) {
  return betterAuth({
    appName: SITE_NAME,
    baseURL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [baseURL],
    database: drizzleAdapter(db, { provider: "pg", schema: { users, sessions, accounts, verifications } }),
    user: {
      modelName: "users",
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
        // Set by our own sign-in (accounts.ts), never by a form.
        passwordOutdated: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    session: { modelName: "sessions", expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    account: { modelName: "accounts" },
    verification: { modelName: "verifications" },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        const locale = await recipientLanguage(db, user.id);
        await enqueueMail(db, resetPasswordMail(user, withCallbackInLanguage(url, locale), locale));
      },
      // A password set from a reset link is a changed password too: its owner is told, as after Settings.
      onPasswordReset: async ({ user }) => {
        const notice = await hitRateLimit(db, `notice:password-changed:${user.id}`, AUTH_LIMITS.passwordChangedNoticePerRecipient);
        if (!notice.allowed) return;
        await enqueueMail(db, passwordChangedMail(user, await recipientLanguage(db, user.id)));
      },
      // Sign-up answers the same whether or not the address has an account; its owner is told instead.
      onExistingUserSignUp: async ({ user }) => {
        const notice = await hitRateLimit(db, `notice:existing-account:${user.email}`, AUTH_LIMITS.existingAccountNoticePerRecipient);
        if (!notice.allowed) return;
        const locale = await recipientLanguage(db, user.id);
        await enqueueMail(db, existingAccountMail(user, `${baseURL}${pathInLocale("/auth", locale)}`, `${baseURL}${pathInLocale("/auth?view=forgot", locale)}`, locale));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: CONFIRM_LINK_LIFETIME_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        const locale = await recipientLanguage(db, user.id);
        // The sign-in page it lands on has the address filled in: the person only types their password.
        await enqueueMail(db, confirmEmailMail(user.email, withCallbackInLanguage(url, locale, { email: user.email }), locale));
      },
    },
    // The sign-in, sign-up and reset forms apply their own limits (server/security/rate-limit.ts),
    // and only the e-mail link endpoints of this API are reachable from outside.
    rateLimit: { enabled: false },
    // Into the site's structured log, where addresses and tokens are masked.
    logger: {
      level: "warn",
      log: (level, message, ...details) => log[level]({ source: "auth", details: details.map(describeDetail) }, message),
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: baseURL.startsWith("https://"),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
