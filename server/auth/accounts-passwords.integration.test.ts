// Accounts: password reset and change, their e-mails, and the password rules.
import { beforeEach, describe, expect, it } from "vitest";
import { eq, or } from "drizzle-orm";
import { ADDRESS, PASSWORD, accountDeps, accountSteps, cookieOf, formRequest, type TestAccountDeps } from "../../tests/helpers/accounts";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { accounts, users } from "../db/schema";
import { AUTH_LIMITS } from "../security/rate-limit";
import { changePassword, requestPasswordReset, resetPassword, signIn, signUp } from "./accounts";
import { hashPassword } from "./password";

describe.each(testDatabaseKinds)("accounts on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");
  let deps: TestAccountDeps;
  beforeEach(async () => {
    deps = accountDeps(handle);
  });
  const { mailTo, signUpConfirmed, signedIn } = accountSteps(() => ({ handle, deps }));

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
      message: "This password is too easy to guess. Avoid common passwords, repeated or sequential characters and the site's name.",
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

  it("tells the owner when a reset link set a new password, as a change in Settings does", async () => {
    const { user } = await signedIn("resetter@example.com");
    const changedNotices = async () => (await mailTo(user.email)).filter((mail) => mail.subject === "Your Atelier AI password was changed");
    await requestPasswordReset(deps, formRequest(), user.email);
    const [resetMail] = (await mailTo(user.email)).filter((mail) => mail.subject.startsWith("Reset your"));
    const token = resetMail!.textBody.match(/\/api\/auth\/reset-password\/([^?\s]+)/)![1]!;
    expect(await resetPassword(deps, formRequest(), token, "short")).toMatchObject({ ok: false });
    expect(await changedNotices()).toHaveLength(0);
    expect(await resetPassword(deps, formRequest(), token, "vq3-pzmk")).toEqual({ ok: true });
    expect(await changedNotices()).toHaveLength(1);
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
});
