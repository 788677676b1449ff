// Accounts: signing in, and what slows a password guesser down.
import { beforeEach, describe, expect, it } from "vitest";
import { ADDRESS, PASSWORD, accountDeps, accountSteps, formRequest, type TestAccountDeps } from "../../tests/helpers/accounts";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { AUTH_LIMITS } from "../security/rate-limit";
import { refusalOf, signIn, type AccountFailure } from "./accounts";
import { refusalInit } from "../forms/public-form";
import { encodeBotCheckPayload } from "../botcheck/index";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

describe.each(testDatabaseKinds)("accounts on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");
  let deps: TestAccountDeps;
  beforeEach(async () => {
    deps = accountDeps(handle);
  });
  const { signUpConfirmed } = accountSteps(() => ({ handle, deps }));

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
});
