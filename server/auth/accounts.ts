/**
 * What the account forms do on the server. Each function applies its rate
 * limits first (sign-up and forgot-password have theirs, with the bot check,
 * from the form pipeline in server/forms/public-form.ts), then asks Better Auth,
 * and answers with a result the route can show: never an exception for an
 * expected failure. The database and the auth instance are passed in, so tests
 * run them on a database of their own.
 */
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { BotCheck } from "../botcheck/index";
import type { Database } from "../db/client";
import { FORMER_MEMBER_NAME, type ReviewsOnDeletion } from "~/lib/schemas/auth";
import { catalogueChanges, mailOutbox, newsletterSubscribers, rateLimits, reviews, userPreferences, users, verifications } from "../db/schema";
import type { FormRefusal } from "../forms/public-form";
import { enqueueMail } from "../mail/outbox";
import { passwordChangedMail } from "../mail/templates";
import { recipientLanguage } from "../mail/language";
import { recordSignInDevice, signedInOnce } from "../security/new-device";
import { AUTH_LIMITS, hitRateLimit, hitRateLimits, tooManyAttempts, type RateLimitResult } from "../security/rate-limit";
import { CONFIRMED_CALLBACK_URL, type Auth } from "./auth";
import { releaseAuthorship } from "../reviews/authors";
import { isCommonPassword, meetsPasswordRules, PASSWORD_TOO_COMMON } from "./password-rules";
import * as m from "~/paraglide/messages";
import type { CurrentUser } from "./session";
import { isRecord } from "~/lib/records";

export interface AccountDeps {
  db: Database;
  auth: Auth;
}


/** A refused form. Rate-limited ones (code RATE_LIMITED) say when to try again. */
export interface AccountFailure {
  ok: false;
  code: string;
  message: string;
  retryAfterSeconds?: number;
}

export type AccountResult<T = object> = ({ ok: true } & T) | AccountFailure;

/** A refused account form as the form pipeline answers it: 429 when rate-limited, else the route's own status. */
export function refusalOf(failure: AccountFailure, status: number): FormRefusal {
  return {
    status: failure.code === "RATE_LIMITED" ? 429 : status,
    message: failure.message,
    code: failure.code,
    retryAfterSeconds: failure.retryAfterSeconds,
  };
}

/** Better Auth's cookies, to send back with whatever the route answers. */
export function cookiesFrom(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Better Auth's refusals a visitor can meet, in the language of the request (in English, its own words). */
const ACCOUNT_ERRORS: Record<string, () => string> = {
  INVALID_EMAIL_OR_PASSWORD: m.forms_account_error_invalid_credentials,
  INVALID_PASSWORD: m.forms_account_error_invalid_password,
  INVALID_EMAIL: m.forms_account_error_invalid_email,
  USER_ALREADY_EXISTS: m.forms_account_error_user_exists,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: m.forms_account_error_user_exists,
  PASSWORD_TOO_SHORT: m.forms_account_error_password_too_short,
  PASSWORD_TOO_LONG: m.forms_account_error_password_too_long,
  INVALID_TOKEN: m.forms_account_error_invalid_token,
  TOKEN_EXPIRED: m.forms_account_error_token_expired,
  SESSION_EXPIRED: m.forms_account_error_session_expired,
  USER_NOT_FOUND: m.forms_account_error_user_not_found,
  CREDENTIAL_ACCOUNT_NOT_FOUND: m.forms_account_error_no_password,
};

async function failureOf(response: Response): Promise<AccountFailure> {
  const body: unknown = await response.json().catch(() => ({}));
  const given = isRecord(body) ? body.code : undefined;
  const code = typeof given === "string" ? given : `HTTP_${response.status}`;
  // Any other refusal is one no form of ours should meet: said in general terms.
  return { ok: false, code, message: Object.hasOwn(ACCOUNT_ERRORS, code) ? ACCOUNT_ERRORS[code]!() : m.forms_unexpected_error() };
}

const limited = ({ retryAfterSeconds }: RateLimitResult): AccountFailure => ({
  ok: false,
  code: "RATE_LIMITED",
  message: tooManyAttempts(),
  retryAfterSeconds,
});

/** Better Auth refuses a password that is too short; this refuses a common one, before anything else is done. */
const tooCommon = (): AccountFailure => ({ ok: false, code: PASSWORD_TOO_COMMON, message: m.forms_password_too_common() });

export async function signUp(
  { auth }: Pick<AccountDeps, "auth">,
  request: Request,
  input: { email: string; password: string; firstName: string; lastName: string },
): Promise<AccountResult> {
  if (isCommonPassword(input.password)) return tooCommon();
  const name = [input.firstName, input.lastName].filter(Boolean).join(" ") || input.email.split("@")[0]!;
  const response = await auth.api.signUpEmail({
    body: {
      email: input.email,
      password: input.password,
      name,
      firstName: input.firstName || undefined,
      lastName: input.lastName || undefined,
      callbackURL: CONFIRMED_CALLBACK_URL,
    },
    headers: request.headers,
    asResponse: true,
  });
  return response.ok ? { ok: true } : failureOf(response);
}

/**
 * A password that met the rules of its day still signs in; the answer (and the account, for the
 * settings page) says whether it falls short of today's, judged from the password as typed.
 * The browser is recorded, and its owner alerted when it is new (server/security/new-device.ts).
 */
export async function signIn(
  { db, auth, botCheck, publicUrl }: AccountDeps & { botCheck: BotCheck; publicUrl: string },
  request: Request,
  clientAddress: string,
  input: { email: string; password: string; botCheck?: string },
): Promise<AccountResult<{ headers: Headers; passwordOutdated: boolean; language: string | null; firstSignIn: boolean }>> {
  const limit = await hitRateLimits(db, [
    { key: `sign-in:ip:${clientAddress}`, rule: AUTH_LIMITS.signInPerIp },
    { key: `sign-in:ip-email:${clientAddress}:${input.email.toLowerCase()}`, rule: AUTH_LIMITS.signInPerIpAndEmail },
  ]);
  if (!limit.allowed) return limited(limit);
  // No hard limit per e-mail address alone: anyone could use it to lock the owner out. Past a
  // looser count, each attempt for that address costs a proof of work instead: cheap for the
  // owner once, expensive for someone guessing from many network addresses.
  const perEmail = await hitRateLimit(db, `sign-in:email:${input.email.toLowerCase()}`, AUTH_LIMITS.signInPerEmailBeforeBotCheck);
  if (!perEmail.allowed && !(await botCheck.verify(db, input.botCheck)).ok) {
    return { ok: false, code: "BOT_CHECK_REQUIRED", message: m.forms_sign_in_bot_check_required() };
  }
  const response = await auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) return failureOf(response);
  const passwordOutdated = !meetsPasswordRules(input.password);
  await db
    .update(users)
    .set({ passwordOutdated })
    .where(and(eq(users.email, input.email.toLowerCase()), ne(users.passwordOutdated, passwordOutdated)));
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email.toLowerCase()));
  const headers = cookiesFrom(response);
  if (account) for (const cookie of (await recordSignInDevice(db, request, account.id, { publicUrl })).getSetCookie()) headers.append("Set-Cookie", cookie);
  const [preferences] = account ? await db.select({ language: userPreferences.language }).from(userPreferences).where(eq(userPreferences.userId, account.id)) : [];
  const firstSignIn = account ? await signedInOnce(db, account.id) : false;
  return { ok: true, headers, passwordOutdated, language: preferences?.language ?? null, firstSignIn };
}

export async function resendConfirmation({ db, auth }: AccountDeps, request: Request, clientAddress: string, email: string): Promise<AccountResult> {
  const limit = await hitRateLimits(db, [
    { key: `resend:ip:${clientAddress}`, rule: AUTH_LIMITS.resendPerIp },
    { key: `resend:email:${email.toLowerCase()}`, rule: AUTH_LIMITS.resendPerEmail },
  ]);
  if (!limit.allowed) return limited(limit);
  const response = await auth.api.sendVerificationEmail({
    body: { email, callbackURL: CONFIRMED_CALLBACK_URL },
    headers: request.headers,
    asResponse: true,
  });
  return response.ok ? { ok: true } : failureOf(response);
}

/** Answers the same whether or not the address has an account. */
export async function requestPasswordReset({ auth }: Pick<AccountDeps, "auth">, request: Request, email: string): Promise<AccountResult> {
  const response = await auth.api.requestPasswordReset({
    body: { email, redirectTo: "/reset-password" },
    headers: request.headers,
    asResponse: true,
  });
  return response.ok ? { ok: true } : failureOf(response);
}

/** Signs out every device; the next sign-in, with the new password, clears the account's outdated-password mark. */
export async function resetPassword({ auth }: Pick<AccountDeps, "auth">, request: Request, token: string, newPassword: string): Promise<AccountResult> {
  if (isCommonPassword(newPassword)) return tooCommon();
  const response = await auth.api.resetPassword({ body: { token, newPassword }, headers: request.headers, asResponse: true });
  return response.ok ? { ok: true } : failureOf(response);
}

export async function signOut({ auth }: Pick<AccountDeps, "auth">, request: Request): Promise<AccountResult<{ headers: Headers }>> {
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true });
  return response.ok ? { ok: true, headers: cookiesFrom(response) } : failureOf(response);
}

/** Checks the current password, sets the new one, signs out other devices and tells the owner by e-mail (a few times an hour at most). */
export async function changePassword(
  { db, auth }: AccountDeps,
  request: Request,
  user: CurrentUser,
  input: { currentPassword: string; newPassword: string },
): Promise<AccountResult<{ headers: Headers }>> {
  const limit = await hitRateLimits(db, [{ key: `password-change:user:${user.id}`, rule: AUTH_LIMITS.passwordChangePerUser }]);
  if (!limit.allowed) return limited(limit);
  if (isCommonPassword(input.newPassword)) return tooCommon();
  const response = await auth.api.changePassword({
    body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) return failureOf(response);
  await db.update(users).set({ passwordOutdated: false }).where(eq(users.id, user.id));
  const notice = await hitRateLimit(db, `notice:password-changed:${user.id}`, AUTH_LIMITS.passwordChangedNoticePerRecipient);
  // Signing in needs a confirmed address.
  if (notice.allowed) await enqueueMail(db, passwordChangedMail({ ...user, emailVerified: true }, await recipientLanguage(db, user.id)));
  return { ok: true, headers: cookiesFrom(response) };
}

export async function updateProfile({ auth }: Pick<AccountDeps, "auth">, request: Request, input: { firstName: string; lastName: string }): Promise<AccountResult> {
  const name = [input.firstName, input.lastName].filter(Boolean).join(" ");
  const response = await auth.api.updateUser({
    body: { firstName: input.firstName || null, lastName: input.lastName || null, ...(name ? { name } : {}) },
    headers: request.headers,
    asResponse: true,
  });
  return response.ok ? { ok: true } : failureOf(response);
}

/**
 * Deletes the signed-in account once its password is checked (a few tries an hour, like a
 * password change), and answers with cookies that sign this browser out. Its reviews go with
 * it, or stay as a former member's, as the person chose.
 */
export async function deleteAccount(
  { db, auth }: AccountDeps,
  request: Request,
  user: CurrentUser,
  input: { password: string; reviews: ReviewsOnDeletion },
): Promise<AccountResult<{ headers: Headers }>> {
  const limit = await hitRateLimits(db, [{ key: `account-deletion:user:${user.id}`, rule: AUTH_LIMITS.passwordChangePerUser }]);
  if (!limit.allowed) return limited(limit);
  const checked = await auth.api.verifyPassword({ body: { password: input.password }, headers: request.headers, asResponse: true });
  if (!checked.ok) return failureOf(checked);
  await removeEverythingNaming(db, user, input.reviews);
  // The sessions went with the account: this only expires this browser's cookies.
  const signedOut = await auth.api.signOut({ headers: request.headers, asResponse: true });
  return { ok: true, headers: cookiesFrom(signedOut) };
}

/**
 * Everything keyed to the account or its address, in one transaction. The account row takes its
 * sessions, password, roles, preferences, favourites and helpful marks with it (foreign keys
 * cascade); blog posts, catalogue history, reports and makers' replies stay, their link to it
 * cleared. Its reviews are deleted, or kept under "Former member" (their link cleared by the
 * foreign key); either way the subjects' totals follow by trigger. What visitors sent through the
 * public forms is not linked to accounts and stays in the admin inbox.
 */
async function removeEverythingNaming(db: Database, user: CurrentUser, ownReviews: ReviewsOnDeletion): Promise<void> {
  const email = user.email.toLowerCase();
  const keyEndsWith = (suffix: string) => sql`right(${rateLimits.key}, ${suffix.length}) = ${suffix}`;
  await db.transaction(async (tx) => {
    await tx
      .update(catalogueChanges)
      .set({ userEmail: null })
      .where(or(eq(catalogueChanges.userId, user.id), eq(sql`lower(${catalogueChanges.userEmail})`, email)));
    // Unused reset links.
    await tx.delete(verifications).where(eq(verifications.value, user.id));
    await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.toAddress})`, email));
    // A separate consent, but it names the person: stated in the confirmation before they delete.
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    // Rate-limit counters keyed by the address or the account (sign-in:email:<address>, password-change:user:<id>, ...).
    await tx.delete(rateLimits).where(or(keyEndsWith(`:${email}`), keyEndsWith(`:${user.id}`)));
    if (ownReviews === "remove") {
      // Reviews that go with the account leave the address free to review those subjects again, but
      // for those a moderator removed: their keyed hash stays (server/reviews/authors.ts).
      const gone = await tx.delete(reviews).where(and(eq(reviews.userId, user.id), ne(reviews.status, "removed"))).returning({ toolId: reviews.toolId, courseId: reviews.courseId });
      for (const subject of gone) await releaseAuthorship(tx, email, subject);
      await tx.delete(reviews).where(eq(reviews.userId, user.id));
    } else await tx.update(reviews).set({ authorName: FORMER_MEMBER_NAME }).where(eq(reviews.userId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
