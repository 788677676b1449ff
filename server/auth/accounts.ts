/**
 * What the account forms do on the server. Each function applies the rate
 * limits first, then asks Better Auth, and answers with a result the route
 * can show: never an exception for an expected failure. The database and the
 * auth instance are passed in, so tests run them on a database of their own.
 */
import type { Database } from "../db/client";
import { enqueueMail } from "../mail/outbox";
import { passwordChangedMail } from "../mail/templates";
import { AUTH_LIMITS, hitRateLimits, TOO_MANY_ATTEMPTS } from "../security/rate-limit";
import type { Auth } from "./auth";
import type { CurrentUser } from "./session";

export interface AccountDeps {
  db: Database;
  auth: Auth;
}

export type AccountResult<T = object> = ({ ok: true } & T) | { ok: false; code: string; message: string };

/** Better Auth's cookies, to send back with whatever the route answers. */
export function cookiesFrom(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

async function failureOf(response: Response): Promise<{ ok: false; code: string; message: string }> {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  return { ok: false, code: body.code ?? `HTTP_${response.status}`, message: body.message ?? "An unexpected error occurred. Please try again." };
}

const limited = { ok: false as const, code: "RATE_LIMITED", message: TOO_MANY_ATTEMPTS };

export async function signUp(
  { db, auth }: AccountDeps,
  request: Request,
  clientAddress: string,
  input: { email: string; password: string; firstName: string; lastName: string },
): Promise<AccountResult> {
  const limit = await hitRateLimits(db, [{ key: `sign-up:ip:${clientAddress}`, rule: AUTH_LIMITS.signUpPerIp }]);
  if (!limit.allowed) return limited;
  const name = [input.firstName, input.lastName].filter(Boolean).join(" ") || input.email.split("@")[0]!;
  const response = await auth.api.signUpEmail({
    body: {
      email: input.email,
      password: input.password,
      name,
      firstName: input.firstName || undefined,
      lastName: input.lastName || undefined,
      callbackURL: "/auth?notice=email-confirmed",
    },
    headers: request.headers,
    asResponse: true,
  });
  return response.ok ? { ok: true } : failureOf(response);
}

export async function signIn(
  { db, auth }: AccountDeps,
  request: Request,
  clientAddress: string,
  input: { email: string; password: string },
): Promise<AccountResult<{ headers: Headers }>> {
  const limit = await hitRateLimits(db, [
    { key: `sign-in:ip:${clientAddress}`, rule: AUTH_LIMITS.signInPerIp },
    { key: `sign-in:email:${input.email.toLowerCase()}`, rule: AUTH_LIMITS.signInPerEmail },
  ]);
  if (!limit.allowed) return limited;
  const response = await auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers: request.headers,
    asResponse: true,
  });
  return response.ok ? { ok: true, headers: cookiesFrom(response) } : failureOf(response);
}

export async function resendConfirmation({ db, auth }: AccountDeps, request: Request, clientAddress: string, email: string): Promise<AccountResult> {
  const limit = await hitRateLimits(db, [
    { key: `resend:ip:${clientAddress}`, rule: AUTH_LIMITS.resendPerIp },
    { key: `resend:email:${email.toLowerCase()}`, rule: AUTH_LIMITS.resendPerEmail },
  ]);
  if (!limit.allowed) return limited;
  const response = await auth.api.sendVerificationEmail({
    body: { email, callbackURL: "/auth?notice=email-confirmed" },
    headers: request.headers,
    asResponse: true,
  });
  return response.ok ? { ok: true } : failureOf(response);
}

/** Answers the same whether or not the address has an account. */
export async function requestPasswordReset({ db, auth }: AccountDeps, request: Request, clientAddress: string, email: string): Promise<AccountResult> {
  const limit = await hitRateLimits(db, [
    { key: `reset:ip:${clientAddress}`, rule: AUTH_LIMITS.resetPerIp },
    { key: `reset:email:${email.toLowerCase()}`, rule: AUTH_LIMITS.resetPerEmail },
  ]);
  if (!limit.allowed) return limited;
  const response = await auth.api.requestPasswordReset({
    body: { email, redirectTo: "/reset-password" },
    headers: request.headers,
    asResponse: true,
  });
  return response.ok ? { ok: true } : failureOf(response);
}

export async function resetPassword({ auth }: Pick<AccountDeps, "auth">, request: Request, token: string, newPassword: string): Promise<AccountResult> {
  const response = await auth.api.resetPassword({ body: { token, newPassword }, headers: request.headers, asResponse: true });
  return response.ok ? { ok: true } : failureOf(response);
}

export async function signOut({ auth }: Pick<AccountDeps, "auth">, request: Request): Promise<AccountResult<{ headers: Headers }>> {
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true });
  return response.ok ? { ok: true, headers: cookiesFrom(response) } : failureOf(response);
}

/** Checks the current password, sets the new one, signs out other devices and tells the owner by e-mail. */
export async function changePassword(
  { db, auth }: AccountDeps,
  request: Request,
  user: CurrentUser,
  input: { currentPassword: string; newPassword: string },
): Promise<AccountResult<{ headers: Headers }>> {
  const limit = await hitRateLimits(db, [{ key: `password-change:user:${user.id}`, rule: AUTH_LIMITS.passwordChangePerUser }]);
  if (!limit.allowed) return limited;
  const response = await auth.api.changePassword({
    body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) return failureOf(response);
  await enqueueMail(db, passwordChangedMail(user.email, user.firstName));
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
