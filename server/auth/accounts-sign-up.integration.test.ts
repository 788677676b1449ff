// Accounts: sign-up, the confirmation e-mail, and what a sign-up with a used address sends.
import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ADDRESS, PASSWORD, accountDeps, accountSteps, cookieOf, formRequest, type TestAccountDeps } from "../../tests/helpers/accounts";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { users } from "../db/schema";
import { requestPasswordReset, signIn, signUp } from "./accounts";

describe.each(testDatabaseKinds)("accounts on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");
  let deps: TestAccountDeps;
  beforeEach(async () => {
    deps = accountDeps(handle);
  });
  const { mailTo, confirm, signUpConfirmed } = accountSteps(() => ({ handle, deps }));

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
});
