/**
 * What the account integration tests share (server/auth/accounts-*.integration.test.ts):
 * requests as the browser sends them, the use cases' dependencies on a test
 * database, and the steps most tests start with.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { signIn, signUp, type AccountDeps } from "../../server/auth/accounts";
import { createAuth } from "../../server/auth/auth";
import type { CurrentUser } from "../../server/auth/session";
import { createBotCheck, type BotCheck } from "../../server/botcheck/index";
import type { DatabaseHandle } from "../../server/db/client";
import { mailOutbox, users } from "../../server/db/schema";
import { TEST_BOT_CHECK_COST } from "./bot-check";

export const BASE_URL = "http://localhost:3000";
export const PASSWORD = "correct-horse-7";
export const ADDRESS = "203.0.113.1";

export type TestAccountDeps = AccountDeps & { botCheck: BotCheck; publicUrl: string };

/** A form post as the browser sends it: Better Auth refuses another origin. */
export function formRequest(cookie?: string): Request {
  const headers = new Headers({ Origin: BASE_URL });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`${BASE_URL}/auth`, { method: "POST", headers });
}

/** The name=value pairs of Set-Cookie headers, as the browser would send them back. */
export const cookieOf = (headers: Headers) => headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");

export function accountDeps(handle: DatabaseHandle): TestAccountDeps {
  return {
    db: handle.db,
    auth: createAuth(handle.db, { baseURL: BASE_URL, secret: "x".repeat(40) }),
    botCheck: createBotCheck("x".repeat(40), TEST_BOT_CHECK_COST),
    publicUrl: BASE_URL,
  };
}

/** Steps on the current test's database and dependencies, which `current` returns. */
export function accountSteps(current: () => { handle: DatabaseHandle; deps: TestAccountDeps }) {
  const mailTo = (email: string) => current().handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const confirm = (email: string) => current().handle.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));

  async function signUpConfirmed(email: string, firstName = "Ada") {
    expect(await signUp(current().deps, formRequest(), { email, password: PASSWORD, firstName, lastName: "" })).toEqual({ ok: true });
    await confirm(email);
  }

  /** A confirmed account, signed in: the user as the routes see it, and a request carrying its session cookie. */
  async function signedIn(email: string) {
    await signUpConfirmed(email);
    const session = await signIn(current().deps, formRequest(), ADDRESS, { email, password: PASSWORD });
    if (!session.ok) throw new Error(session.message);
    const [row] = await current().handle.db.select().from(users).where(eq(users.email, email));
    const user: CurrentUser = { id: row!.id, email, firstName: row!.firstName, lastName: row!.lastName, isAdmin: false, passwordOutdated: false };
    return { user, request: () => formRequest(cookieOf(session.headers)) };
  }

  return { mailTo, confirm, signUpConfirmed, signedIn };
}
