/**
 * Every form that sends e-mail, posted while the mail server refuses connections:
 * each succeeds and its row is stored; when the mail server is back, every queued
 * e-mail is delivered exactly once, even with two instances delivering at the same time.
 */
import { TEST_BOT_CHECK_COST } from "../../tests/helpers/bot-check";
import { createServer } from "node:net";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { count as rowCount } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applicationFields, applicationSchema } from "~/lib/schemas/application";
import { forgotPasswordFields, forgotPasswordSchema, signUpFields, signUpSchema } from "~/lib/schemas/auth";
import { contactFields, contactSchema } from "~/lib/schemas/contact";
import { newsletterFields, newsletterSchema } from "~/lib/schemas/newsletter";
import { courseFields, courseSuggestionSchema, toolFields, toolSuggestionSchema } from "~/lib/schemas/suggestions";
import { waitlistFields, waitlistSchema } from "~/lib/schemas/waitlist";
import { startSmtpServer } from "../../tests/helpers/smtp-server";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import { submitApplication } from "../applications/submit";
import { requestPasswordReset, signUp } from "../auth/accounts";
import { createAuth } from "../auth/auth";
import { createBotCheck, encodeBotCheckPayload } from "../botcheck/index";
import { submitContactMessage } from "../contact/submit";
import type { DatabaseHandle } from "../db/client";
import {
  businessAutomationSignups,
  contactFormSubmissions,
  contentCreatorApplications,
  mailOutbox,
  newsletterSubscribers,
  productSignups,
  toolSuggestions,
  users,
} from "../db/schema";
import { signUpForBlueprint } from "../leads/blueprint";
import { deliverDueMail } from "../mail/outbox";
import { smtpTransport } from "../mail/transport";
import { subscribeToNewsletter } from "../newsletter/subscribe";
import { submitCourseSuggestion, submitToolSuggestion } from "../suggestions/submit";
import { AI_AUTOMATION_LAB, joinWaitlist } from "../waitlists/join";
import { runPublicForm } from "./public-form";

const INBOX = "team@example.org";
const BASE_URL = "http://localhost:3000";
const FROM = "Atelier AI <hello@example.com>";
const botCheck = createBotCheck("a-site-secret-of-enough-length-for-tests", TEST_BOT_CHECK_COST);

async function formData(fields: Record<string, string>): Promise<FormData> {
  const challenge = await botCheck.challenge();
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("botCheck", encodeBotCheckPayload(challenge, (await solveChallenge({ challenge, deriveKey }))!));
  return form;
}

/** A port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(testDatabaseKinds)("every form while the mail server is down, on $name", (kind) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await kind.open();
  });
  afterEach(async () => {
    await handle.close();
  });

  it("stores every submission, then delivers each queued e-mail exactly once when the mail server is back", async () => {
    const db = handle.db;
    const auth = createAuth(db, { baseURL: BASE_URL, secret: "x".repeat(40) });
    const request = new Request(`${BASE_URL}/auth`, { method: "POST", headers: { Origin: BASE_URL } });
    const deps = { db, botCheck };
    const common = { clientAddress: "203.0.113.20", limit: { max: 10, windowSeconds: 3600 }, failureMessage: "Could not send." };
    const person = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };

    const forms = [
      runPublicForm(deps, await formData({ fullName: "Ada Lovelace", email: "ada@example.com", phone: "", category: "Course", message: "Hello" }), {
        ...common,
        formName: "contact",
        schema: contactSchema,
        fields: contactFields,
        store: async (input) => void (await submitContactMessage(db, input, { inbox: INBOX })),
      }),
      runPublicForm(deps, await formData({ firstName: "Ada", email: "ada@example.com" }), {
        ...common,
        formName: "newsletter",
        schema: newsletterSchema,
        fields: newsletterFields,
        store: async (input) => void (await subscribeToNewsletter(db, input, "home", { publicUrl: BASE_URL })),
      }),
      runPublicForm(
        deps,
        await formData({ toolName: "Sketchy", toolUrl: "https://sketchy.example", category: "Design & Graphics", pricing: "", submittedBy: "", description: "Draws", whySubmit: "Useful" }),
        { ...common, formName: "suggestion", schema: toolSuggestionSchema, fields: toolFields, store: (input) => submitToolSuggestion(db, input, { inbox: INBOX }) },
      ),
      runPublicForm(
        deps,
        await formData({ courseName: "Prompting", courseUrl: "https://course.example", platform: "", category: "Creative Applications", level: "", pricing: "", submittedBy: "", description: "Good" }),
        { ...common, formName: "suggestion", schema: courseSuggestionSchema, fields: courseFields, store: (input) => submitCourseSuggestion(db, input, { inbox: INBOX }) },
      ),
      runPublicForm(
        deps,
        await formData({ name: "Ada Lovelace", email: "ada@example.com", background: "Design", contentType: "Video", experience: "", sampleWork: "https://ada.example", motivation: "Teach" }),
        { ...common, formName: "application", schema: applicationSchema, fields: applicationFields, store: (input) => submitApplication(db, input, { inbox: INBOX }) },
      ),
      runPublicForm(deps, await formData(person), {
        ...common,
        formName: "waitlist",
        schema: waitlistSchema,
        fields: waitlistFields,
        store: async (input) => void (await joinWaitlist(db, AI_AUTOMATION_LAB, input, { inbox: INBOX })),
      }),
      runPublicForm(deps, await formData(person), {
        ...common,
        formName: "blueprint",
        schema: waitlistSchema,
        fields: waitlistFields,
        store: async (input) => void (await signUpForBlueprint(db, input, { inbox: INBOX })),
      }),
      runPublicForm(deps, await formData({ ...person, email: "grace@example.com", password: "correct-horse-7", confirmPassword: "correct-horse-7" }), {
        ...common,
        formName: "sign-up",
        schema: signUpSchema,
        fields: signUpFields,
        store: async (input) => void (await signUp({ auth }, request, input)),
      }),
    ];
    // One after the other, as visitors would; then the reset link, which needs the account.
    const results = [];
    for (const form of forms) results.push((await form).result);
    results.push(
      (
        await runPublicForm(deps, await formData({ email: "grace@example.com" }), {
          ...common,
          formName: "reset",
          schema: forgotPasswordSchema,
          fields: forgotPasswordFields,
          store: async ({ email }) => void (await requestPasswordReset({ auth }, request, email)),
        })
      ).result,
    );
    expect(results).toEqual(Array(9).fill({ ok: true }));

    const count = async (table: PgTable) => (await db.select({ n: rowCount() }).from(table))[0]!.n;
    expect({
      contact: await count(contactFormSubmissions),
      tools: await count(toolSuggestions),
      applications: await count(contentCreatorApplications),
      waitlist: await count(productSignups),
      blueprint: await count(businessAutomationSignups),
      newsletter: await count(newsletterSubscribers),
      accounts: await count(users),
    }).toEqual({ contact: 2, tools: 1, applications: 1, waitlist: 1, blueprint: 1, newsletter: 1, accounts: 1 });

    // The mail server refuses: every e-mail stays queued, with the reason.
    const queued = await db.select().from(mailOutbox);
    expect(queued.length).toBeGreaterThanOrEqual(9);
    const refused = smtpTransport(`smtp://127.0.0.1:${await closedPort()}`);
    expect(await deliverDueMail(db, refused, FROM, 100)).toBe(queued.length);
    const afterRefusal = await db.select().from(mailOutbox);
    expect(afterRefusal.every((mail) => mail.status === "pending" && mail.lastError?.includes("ECONNREFUSED"))).toBe(true);

    // Back up: two instances deliver at once, until nothing is due; each e-mail arrives once.
    const smtp = await startSmtpServer();
    try {
      await db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      const transport = smtpTransport(smtp.url);
      for (let round = 0; round < 5; round++) await Promise.all([deliverDueMail(db, transport, FROM, 3), deliverDueMail(db, transport, FROM, 3)]);
      expect(await deliverDueMail(db, transport, FROM, 100)).toBe(0);
      const sent = await db.select().from(mailOutbox);
      expect(sent.every((mail) => mail.status === "sent")).toBe(true);
      expect(smtp.received.map((mail) => mail.to).sort()).toEqual(queued.map((mail) => mail.toAddress).sort());
    } finally {
      await smtp.close();
    }
  });
});
