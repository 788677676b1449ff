import { TEST_BOT_CHECK_COST } from "../../tests/helpers/bot-check";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { describe, expect, it } from "vitest";
import { expectErrorLog } from "../../tests/helpers/log-capture";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { createBotCheck, encodeBotCheckPayload } from "../botcheck/index";
import { contactFormSubmissions, mailOutbox } from "../db/schema";
import { checkPublicForm, PER_EMAIL_LIMIT } from "../forms/public-form";
import { submitContactMessage } from "./submit";

const INBOX = "team@example.org";
const message = { fullName: "Ada King Lovelace", email: "ada@example.com", phone: "", category: "Course" as const, message: "Visit https://evil.example now" };
const botCheck = createBotCheck("a-site-secret-of-enough-length-for-tests", TEST_BOT_CHECK_COST);

async function solved(): Promise<string> {
  const challenge = await botCheck.challenge();
  return encodeBotCheckPayload(challenge, (await solveChallenge({ challenge, deriveKey }))!);
}

describe.each(testDatabaseKinds)("contact messages on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");

  it("stores the message with the name split at the first space, and queues the team's copy and a receipt", async () => {
    await submitContactMessage(handle.db, message, { inbox: INBOX });
    const [row] = await handle.db.select().from(contactFormSubmissions);
    expect(row).toMatchObject({ firstName: "Ada", lastName: "King Lovelace", email: "ada@example.com", phone: null, category: "Course" });
    const mail = await handle.db.select().from(mailOutbox);
    const toTeam = mail.find((m) => m.toAddress === INBOX)!;
    expect(toTeam.textBody).toContain("Visit https://evil.example now");
    const receipt = mail.find((m) => m.toAddress === "ada@example.com")!;
    // The sender's address is unconfirmed: nothing typed into the form goes back to it.
    expect(receipt.textBody).not.toContain("evil.example");
    expect(receipt.textBody).not.toContain("Ada");
  });

  it("sends one receipt an hour to an address, however many messages name it", async () => {
    for (let n = 0; n < 3; n++) await submitContactMessage(handle.db, message, { inbox: INBOX });
    expect(await handle.db.select().from(contactFormSubmissions)).toHaveLength(3);
    const mail = await handle.db.select().from(mailOutbox);
    expect(mail.filter((m) => m.toAddress === INBOX)).toHaveLength(3);
    expect(mail.filter((m) => m.toAddress === "ada@example.com")).toHaveLength(1);
  });

  it("refuses a filled honeypot, a missing or replayed bot check, and a burst past the limit", async () => {
    const deps = { db: handle.db, botCheck };
    const options = { clientAddress: "203.0.113.5", formName: "contact", limit: { max: 2, windowSeconds: 3600 }, failureMessage: "Could not send." };
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.set(key, value);
      return data;
    };
    expect(await checkPublicForm(deps, form({ website: "https://spam.example" }), options)).toEqual({ ok: false, status: 400, message: "Your message could not be sent." });
    expect(await checkPublicForm(deps, form({}), { ...options, clientAddress: "203.0.113.6" })).toEqual({ ok: false, status: 403, message: "Please wait for the check that you are not a bot to finish, then send again. It needs JavaScript." });
    const answer = await solved();
    expect(await checkPublicForm(deps, form({ botCheck: answer }), { ...options, clientAddress: "203.0.113.7" })).toEqual({ ok: true });
    expect(await checkPublicForm(deps, form({ botCheck: answer }), { ...options, clientAddress: "203.0.113.7" })).toMatchObject({ ok: false, status: 403 });
    const burst = await checkPublicForm(deps, form({ botCheck: await solved() }), { ...options, clientAddress: "203.0.113.7" });
    expect(burst).toMatchObject({ ok: false, status: 429 });
    expect((burst as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
  });

  it("limits one e-mail address however many network addresses send it", async () => {
    const deps = { db: handle.db, botCheck };
    const options = { formName: "contact", limit: { max: 100, windowSeconds: 3600 }, failureMessage: "Could not send.", email: "Target@Example.com" };
    for (let n = 1; n <= PER_EMAIL_LIMIT.max; n++) {
      const data = new FormData();
      data.set("botCheck", await solved());
      expect(await checkPublicForm(deps, data, { ...options, clientAddress: `198.51.100.${n}` })).toEqual({ ok: true });
    }
    const data = new FormData();
    data.set("botCheck", await solved());
    const refused = await checkPublicForm(deps, data, { ...options, email: "target@example.com", clientAddress: "198.51.100.99" });
    expect(refused).toMatchObject({ ok: false, status: 429 });
    expect(await checkPublicForm(deps, data, { ...options, email: "someone-else@example.com", clientAddress: "198.51.100.99" })).toEqual({ ok: true });
  });

  it("answers with the form's own failure message when its checks cannot reach the database", async () => {
    expectErrorLog(/The checks of a public form could not run/);
    const closed = await kind.open();
    await closed.close();
    const data = new FormData();
    data.set("botCheck", await solved());
    expect(await checkPublicForm({ db: closed.db, botCheck }, data, { clientAddress: "203.0.113.8", formName: "contact", limit: { max: 5, windowSeconds: 60 }, failureMessage: "Could not send." })).toEqual({
      ok: false,
      status: 503,
      message: "Could not send.",
    });
  });
});
