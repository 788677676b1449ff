import { TEST_BOT_CHECK_COST } from "../../tests/helpers/bot-check";
import { eq, or, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import type { DatabaseHandle } from "../db/client";
import {
  accounts,
  aiTools,
  blogPosts,
  catalogueChanges,
  mailOutbox,
  newsletterSubscribers,
  rateLimits,
  sessions,
  userFavorites,
  userPreferences,
  userRoles,
  users,
  verifications,
} from "../db/schema";
import { AUTH_LIMITS } from "../security/rate-limit";
import {
  changePassword,
  deleteAccount,
  refusalOf,
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
  type AccountDeps,
  type AccountFailure,
} from "./accounts";
import { hashPassword } from "./password";
import type { CurrentUser } from "./session";
import { refusalInit } from "../forms/public-form";
import { createAuth } from "./auth";
import { createBotCheck, encodeBotCheckPayload, type BotCheck } from "../botcheck/index";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

const BASE_URL = "http://localhost:3000";
const PASSWORD = "correct-horse-7";
const ADDRESS = "203.0.113.1";

/** A form post as the browser sends it: Better Auth refuses another origin. */
function formRequest(cookie?: string): Request {
  const headers = new Headers({ Origin: BASE_URL });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`${BASE_URL}/auth`, { method: "POST", headers });
}

/** The name=value pairs of Set-Cookie headers, as the browser would send them back. */
const cookieOf = (headers: Headers) => headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");

describe.each(testDatabaseKinds)("accounts on $name", (kind) => {
  let handle: DatabaseHandle;
  let deps: AccountDeps & { botCheck: BotCheck };
  beforeEach(async () => {
    handle = await kind.open();
    deps = { db: handle.db, auth: createAuth(handle.db, { baseURL: BASE_URL, secret: "x".repeat(40) }), botCheck: createBotCheck("x".repeat(40), TEST_BOT_CHECK_COST) };
  });
  afterEach(async () => {
    await handle.close();
  });

  const mailTo = (email: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const confirm = (email: string) => handle.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));

  async function signUpConfirmed(email: string, firstName = "Ada") {
    expect(await signUp(deps, formRequest(), { email, password: PASSWORD, firstName, lastName: "" })).toEqual({ ok: true });
    await confirm(email);
  }

  /** A confirmed account, signed in: the user as the routes see it, and a request carrying its session cookie. */
  async function signedIn(email: string) {
    await signUpConfirmed(email);
    const session = await signIn(deps, formRequest(), ADDRESS, { email, password: PASSWORD });
    if (!session.ok) throw new Error(session.message);
    const [row] = await handle.db.select().from(users).where(eq(users.email, email));
    const user: CurrentUser = { id: row!.id, email, firstName: row!.firstName, lastName: row!.lastName, isAdmin: false, passwordOutdated: false };
    return { user, request: () => formRequest(cookieOf(session.headers)) };
  }

  it("sign-up queues exactly one confirmation e-mail, with a link that confirms the address", async () => {
    const result = await signUp(deps, formRequest(), { email: "ada@example.com", password: PASSWORD, firstName: "Ada", lastName: "Lovelace" });
    expect(result).toEqual({ ok: true });
    const mail = await mailTo("ada@example.com");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/^Confirm your/);

    const link = mail[0]!.textBody.match(/(http\S+verify-email\S+)/)![1]!;
    const response = await deps.auth.handler(new Request(link));
    expect(response.status).toBe(302);
    const [user] = await handle.db.select().from(users).where(eq(users.email, "ada@example.com"));
    expect(user).toMatchObject({ emailVerified: true, firstName: "Ada", lastName: "Lovelace" });
  });

  it("refuses to sign in before the address is confirmed, and signs in after", async () => {
    await signUp(deps, formRequest(), { email: "grace@example.com", password: PASSWORD, firstName: "", lastName: "" });
    const before = await signIn(deps, formRequest(), ADDRESS, { email: "grace@example.com", password: PASSWORD });
    expect(before).toMatchObject({ ok: false, code: "EMAIL_NOT_VERIFIED" });

    await confirm("grace@example.com");
    const after = await signIn(deps, formRequest(), ADDRESS, { email: "grace@example.com", password: PASSWORD });
    expect(after.ok).toBe(true);
    expect(after.ok && cookieOf(after.headers)).toContain("atelier.session_token=");
  });

  it("refuses a wrong password", async () => {
    await signUpConfirmed("linus@example.com");
    const result = await signIn(deps, formRequest(), ADDRESS, { email: "linus@example.com", password: "not-the-password" });
    expect(result).toMatchObject({ ok: false, code: "INVALID_EMAIL_OR_PASSWORD" });
  });

  it("slows a password guesser down per network address without locking the owner out", async () => {
    await signUpConfirmed("owner@example.com");
    const attacker = "198.51.100.7";
    for (let attempt = 1; attempt <= AUTH_LIMITS.signInPerIpAndEmail.max; attempt++) {
      const guess = await signIn(deps, formRequest(), attacker, { email: "owner@example.com", password: `guess-${attempt}` });
      expect(guess).toMatchObject({ ok: false, code: "INVALID_EMAIL_OR_PASSWORD" });
    }
    const refused = await signIn(deps, formRequest(), attacker, { email: "owner@example.com", password: PASSWORD });
    expect(refused).toMatchObject({ ok: false, code: "RATE_LIMITED" });
    const retryAfter = refused.ok ? 0 : refused.retryAfterSeconds!;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(AUTH_LIMITS.signInPerIpAndEmail.windowSeconds);
    expect(refusalInit(refusalOf(refused as AccountFailure, 401))).toEqual({ status: 429, headers: { "Retry-After": String(retryAfter) } });

    expect((await signIn(deps, formRequest(), ADDRESS, { email: "owner@example.com", password: PASSWORD })).ok).toBe(true);
  });

  it("past many attempts for one address from anywhere, asks for a solved bot check instead of locking the owner out", async () => {
    await signUpConfirmed("target@example.com");
    // A guesser spreads attempts over many network addresses, under every per-address limit.
    for (let attempt = 1; attempt <= AUTH_LIMITS.signInPerEmailBeforeBotCheck.max; attempt++) {
      const guess = await signIn(deps, formRequest(), `198.51.100.${attempt}`, { email: "target@example.com", password: `guess-${attempt}` });
      expect(guess).toMatchObject({ ok: false, code: "INVALID_EMAIL_OR_PASSWORD" });
    }
    const unchecked = await signIn(deps, formRequest(), ADDRESS, { email: "target@example.com", password: PASSWORD });
    expect(unchecked).toMatchObject({ ok: false, code: "BOT_CHECK_REQUIRED" });

    const challenge = await deps.botCheck.challenge();
    const answer = encodeBotCheckPayload(challenge, (await solveChallenge({ challenge, deriveKey }))!);
    expect((await signIn(deps, formRequest(), ADDRESS, { email: "target@example.com", password: PASSWORD, botCheck: answer })).ok).toBe(true);
    // The same answer does not open the door twice.
    const replayed = await signIn(deps, formRequest(), "203.0.113.99", { email: "target@example.com", password: PASSWORD, botCheck: answer });
    expect(replayed).toMatchObject({ ok: false, code: "BOT_CHECK_REQUIRED" });
  });

  it("tells the owner of a used address about a new sign-up at most once an hour, with the same answer each time", async () => {
    await signUpConfirmed("victim@example.com");
    for (let i = 0; i < 5; i++) {
      const again = await signUp(deps, formRequest(), { email: "victim@example.com", password: `another-pass-${i}`, firstName: "", lastName: "" });
      expect(again).toEqual({ ok: true });
    }
    const notices = (await mailTo("victim@example.com")).filter((mail) => mail.subject.startsWith("Someone tried to create"));
    expect(notices).toHaveLength(1);
  });

  it("never puts the name typed at sign-up into e-mails to an address that is not confirmed", async () => {
    const signUpAs = (firstName: string, password = PASSWORD) =>
      signUp(deps, formRequest(), { email: "target@example.com", password, firstName, lastName: "" });
    await signUpAs("Eve");
    await signUpAs("Mallory", "another-pass-1");
    await requestPasswordReset(deps, formRequest(), "target@example.com");
    const mail = await mailTo("target@example.com");
    expect(mail.map((m) => m.subject.split(" ")[0])).toEqual(expect.arrayContaining(["Confirm", "Someone", "Reset"]));
    for (const { textBody, htmlBody } of mail) {
      expect(textBody.startsWith("Hi,\n")).toBe(true);
      expect(`${textBody}${htmlBody}`).not.toMatch(/Eve|Mallory/);
    }
  });

  it("e-mails a reset link to an account, and answers the same for an unknown address", async () => {
    await signUpConfirmed("hopper@example.com");
    expect(await requestPasswordReset(deps, formRequest(), "hopper@example.com")).toEqual({ ok: true });
    expect(await requestPasswordReset(deps, formRequest(), "nobody@example.com")).toEqual({ ok: true });
    const reset = (await mailTo("hopper@example.com")).filter((mail) => mail.subject.startsWith("Reset your"));
    expect(reset).toHaveLength(1);
    expect(reset[0]!.textBody).toMatch(/^Hi Ada,\n/);
    expect(reset[0]!.textBody).toMatch(/\/api\/auth\/reset-password\/\S+/);
    expect(await mailTo("nobody@example.com")).toHaveLength(0);
  });

  it("changes the password after checking the current one, and tells the owner", async () => {
    await signUpConfirmed("katherine@example.com", "Katherine");
    const session = await signIn(deps, formRequest(), ADDRESS, { email: "katherine@example.com", password: PASSWORD });
    if (!session.ok) throw new Error(session.message);
    const [row] = await handle.db.select().from(users).where(eq(users.email, "katherine@example.com"));
    const user = { id: row!.id, email: row!.email, firstName: row!.firstName, lastName: row!.lastName, isAdmin: false, passwordOutdated: false };
    const request = () => formRequest(cookieOf(session.headers));

    const wrong = await changePassword(deps, request(), user, { currentPassword: "not-my-password", newPassword: "changed-pass-2" });
    expect(wrong).toMatchObject({ ok: false, code: "INVALID_PASSWORD" });

    const changed = await changePassword(deps, request(), user, { currentPassword: PASSWORD, newPassword: "changed-pass-2" });
    expect(changed.ok).toBe(true);
    // This device gets a new session cookie: the old session was revoked with the others.
    expect(changed.ok && cookieOf(changed.headers)).toContain("atelier.session_token=");
    expect((await mailTo("katherine@example.com")).filter((mail) => mail.subject.includes("password was changed"))).toHaveLength(1);

    expect(await signIn(deps, formRequest(), ADDRESS, { email: "katherine@example.com", password: PASSWORD })).toMatchObject({ ok: false });
    expect((await signIn(deps, formRequest(), ADDRESS, { email: "katherine@example.com", password: "changed-pass-2" })).ok).toBe(true);
  });

  it("sends the password-changed notice a few times an hour at most", async () => {
    await signUpConfirmed("margaret@example.com");
    const [row] = await handle.db.select().from(users).where(eq(users.email, "margaret@example.com"));
    const user = { id: row!.id, email: row!.email, firstName: row!.firstName, lastName: row!.lastName, isAdmin: false, passwordOutdated: false };
    const session = await signIn(deps, formRequest(), ADDRESS, { email: user.email, password: PASSWORD });
    if (!session.ok) throw new Error(session.message);
    let cookie = cookieOf(session.headers);
    let current = PASSWORD;
    const changes = AUTH_LIMITS.passwordChangedNoticePerRecipient.max + 2;
    for (let i = 1; i <= changes; i++) {
      const changed = await changePassword(deps, formRequest(cookie), user, { currentPassword: current, newPassword: `changed-pass-${i}` });
      if (!changed.ok) throw new Error(changed.message);
      cookie = cookieOf(changed.headers);
      current = `changed-pass-${i}`;
    }
    const notices = (await mailTo(user.email)).filter((mail) => mail.subject.includes("password was changed"));
    expect(notices).toHaveLength(AUTH_LIMITS.passwordChangedNoticePerRecipient.max);
  });

  it("refuses new passwords under 8 characters or on the common list, on sign-up, reset and change; takes an uncommon 8-character one", async () => {
    const TOO_SHORT = "k7#pqz!";
    const COMMON = "Password1";
    const GOOD = "tq8-vmzr";
    const signUpWith = (email: string, password: string) => signUp(deps, formRequest(), { email, password, firstName: "", lastName: "" });
    expect(await signUpWith("short@example.com", TOO_SHORT)).toMatchObject({ ok: false, code: "PASSWORD_TOO_SHORT" });
    expect(await signUpWith("common@example.com", COMMON)).toEqual({
      ok: false,
      code: "PASSWORD_TOO_COMMON",
      message: "This password is too common. Choose one that is harder to guess.",
    });
    expect(await handle.db.select().from(users).where(or(eq(users.email, "short@example.com"), eq(users.email, "common@example.com")))).toEqual([]);
    expect(await signUpWith("good@example.com", GOOD)).toEqual({ ok: true });

    const { user, request } = await signedIn("changer@example.com");
    expect(await changePassword(deps, request(), user, { currentPassword: PASSWORD, newPassword: TOO_SHORT })).toMatchObject({ ok: false, code: "PASSWORD_TOO_SHORT" });
    expect(await changePassword(deps, request(), user, { currentPassword: PASSWORD, newPassword: COMMON })).toMatchObject({ ok: false, code: "PASSWORD_TOO_COMMON" });
    expect((await changePassword(deps, request(), user, { currentPassword: PASSWORD, newPassword: GOOD })).ok).toBe(true);

    await requestPasswordReset(deps, formRequest(), user.email);
    const [resetMail] = (await mailTo(user.email)).filter((mail) => mail.subject.startsWith("Reset your"));
    const token = resetMail!.textBody.match(/\/api\/auth\/reset-password\/([^?\s]+)/)![1]!;
    expect(await resetPassword(deps, formRequest(), token, TOO_SHORT)).toMatchObject({ ok: false, code: "PASSWORD_TOO_SHORT" });
    expect(await resetPassword(deps, formRequest(), token, COMMON)).toMatchObject({ ok: false, code: "PASSWORD_TOO_COMMON" });
    expect(await resetPassword(deps, formRequest(), token, "ld-9wq-x")).toEqual({ ok: true });
    expect((await signIn(deps, formRequest(), ADDRESS, { email: user.email, password: "ld-9wq-x" })).ok).toBe(true);
  });

  it("still signs in with a 6-character password from before the rules, says it must be changed until it is", async () => {
    const { user, request } = await signedIn("old-timer@example.com");
    // As an account made when 6 characters were enough.
    await handle.db.update(accounts).set({ password: await hashPassword("kq7vzx") }).where(eq(accounts.userId, user.id));
    const outdated = await signIn(deps, formRequest(), ADDRESS, { email: user.email, password: "kq7vzx" });
    expect(outdated).toMatchObject({ ok: true, passwordOutdated: true });
    const session = await deps.auth.api.getSession({ headers: new Headers({ cookie: cookieOf((outdated as { headers: Headers }).headers) }) });
    expect(session!.user).toMatchObject({ passwordOutdated: true });

    expect((await changePassword(deps, request(), user, { currentPassword: "kq7vzx", newPassword: "tq8-vmzr" })).ok).toBe(true);
    const [row] = await handle.db.select({ passwordOutdated: users.passwordOutdated }).from(users).where(eq(users.id, user.id));
    expect(row).toEqual({ passwordOutdated: false });
    expect(await signIn(deps, formRequest(), ADDRESS, { email: user.email, password: "tq8-vmzr" })).toMatchObject({ ok: true, passwordOutdated: false });
  });

  it("deletes an account only with its password, and then keeps no row that names the person", async () => {
    const { user, request } = await signedIn("leaving@example.com");
    const other = await signedIn("staying@example.com");
    const [tool] = await handle.db
      .insert(aiTools)
      .values({ slug: "sketcher", name: "Sketcher", description: "Draws.", pricing: "Free", exploreNowLink: "https://sketcher.example" })
      .returning({ id: aiTools.id });
    for (const { id } of [user, other.user]) await handle.db.insert(userFavorites).values({ userId: id, toolId: tool!.id });
    await handle.db.insert(userPreferences).values({ userId: user.id });
    await handle.db.insert(userRoles).values({ userId: user.id, role: "admin" });
    const [post] = await handle.db.insert(blogPosts).values({ title: "Hello", slug: "hello", author: "Ada", userId: user.id }).returning({ id: blogPosts.id });
    await handle.db.insert(catalogueChanges).values({ entity: "tool", entityId: tool!.id, action: "created", userId: user.id, userEmail: user.email, changes: {} });
    await handle.db.insert(newsletterSubscribers).values({ email: user.email, firstName: "Ada", unsubscribeToken: "unsubscribe-token" });
    await requestPasswordReset(deps, formRequest(), user.email);

    const naming = async () => ({
      users: await handle.db.select().from(users).where(eq(users.email, user.email)),
      sessions: await handle.db.select().from(sessions).where(eq(sessions.userId, user.id)),
      accounts: await handle.db.select().from(accounts).where(eq(accounts.userId, user.id)),
      userRoles: await handle.db.select().from(userRoles).where(eq(userRoles.userId, user.id)),
      userPreferences: await handle.db.select().from(userPreferences).where(eq(userPreferences.userId, user.id)),
      userFavorites: await handle.db.select().from(userFavorites).where(eq(userFavorites.userId, user.id)),
      blogPosts: await handle.db.select().from(blogPosts).where(eq(blogPosts.userId, user.id)),
      catalogueChanges: await handle.db
        .select()
        .from(catalogueChanges)
        .where(or(eq(catalogueChanges.userId, user.id), eq(catalogueChanges.userEmail, user.email))),
      verifications: await handle.db.select().from(verifications).where(eq(verifications.value, user.id)),
      mailOutbox: await handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email)),
      newsletterSubscribers: await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email)),
      rateLimits: await handle.db
        .select()
        .from(rateLimits)
        .where(sql`strpos(${rateLimits.key}, ${user.email}) > 0 or strpos(${rateLimits.key}, ${user.id}) > 0`),
    });
    const before = await naming();
    for (const [table, rows] of Object.entries(before)) expect(rows.length, table).toBeGreaterThan(0);

    const wrong = await deleteAccount(deps, request(), user, { password: "not-my-password" });
    expect(wrong).toMatchObject({ ok: false, code: "INVALID_PASSWORD" });
    const afterWrong = await naming();
    for (const [table, rows] of Object.entries(afterWrong)) expect(rows.length, table).toBe(before[table as keyof typeof before].length + (table === "rateLimits" ? 1 : 0));

    const deleted = await deleteAccount(deps, request(), user, { password: PASSWORD });
    expect(deleted.ok).toBe(true);
    expect(deleted.ok && deleted.headers.getSetCookie().join()).toMatch(/atelier\.session_token=;.*Max-Age=0/);
    for (const [table, rows] of Object.entries(await naming())) expect(rows, table).toEqual([]);
    // What the site published stays, no longer linked to the account.
    expect(await handle.db.select({ userId: blogPosts.userId, author: blogPosts.author }).from(blogPosts).where(eq(blogPosts.id, post!.id))).toEqual([{ userId: null, author: "Ada" }]);
    expect(await handle.db.select({ userEmail: catalogueChanges.userEmail }).from(catalogueChanges)).toEqual([{ userEmail: null }]);
    // Nobody else's.
    expect(await handle.db.select().from(userFavorites).where(eq(userFavorites.userId, other.user.id))).toHaveLength(1);
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, other.user.id))).toHaveLength(1);

    expect(await signIn(deps, formRequest(), ADDRESS, { email: user.email, password: PASSWORD })).toMatchObject({ ok: false, code: "INVALID_EMAIL_OR_PASSWORD" });
    expect(await signUp(deps, formRequest(), { email: user.email, password: PASSWORD, firstName: "", lastName: "" })).toEqual({ ok: true });
    expect((await mailTo(user.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Confirm your/)]);
  });
});
