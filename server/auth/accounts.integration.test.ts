import { TEST_BOT_CHECK_COST } from "../../tests/helpers/bot-check";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import type { DatabaseHandle } from "../db/client";
import { mailOutbox, users } from "../db/schema";
import { AUTH_LIMITS } from "../security/rate-limit";
import { changePassword, refusalOf, requestPasswordReset, signIn, signUp, type AccountDeps, type AccountFailure } from "./accounts";
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
    const user = { id: row!.id, email: row!.email, firstName: row!.firstName, lastName: row!.lastName, isAdmin: false };
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
    const user = { id: row!.id, email: row!.email, firstName: row!.firstName, lastName: row!.lastName, isAdmin: false };
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
});
