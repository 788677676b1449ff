/**
 * The footer says that messages (problem reports among them), suggestions, applications, sign-ups and password resets
 * pass a bot check: every one of those forms, posted as a script would, is refused
 * without a solved check, with a spent one, or with the honeypot filled, and accepted
 * with a fresh one.
 */
import { expect, test } from "@playwright/test";
import { solvedBotCheck } from "../helpers/bot-check";
import { uniqueEmail } from "./mailbox";

const BOT_CHECK_FAILED = "Please wait for the check that you are not a bot to finish, then send again.";

const FORMS: { name: string; path: string; fields: () => Record<string, string> }[] = [
  { name: "contact", path: "/contact", fields: () => ({ fullName: "Script Sender", email: uniqueEmail("script"), phone: "", category: "Other", message: "Hello" }) },
  { name: "newsletter", path: "/newsletter", fields: () => ({ firstName: "Script", email: uniqueEmail("script"), source: "newsletter-page" }) },
  {
    name: "tool suggestion",
    path: "/suggest-tool",
    fields: () => ({ intent: "tool", toolName: "Script Tool", toolUrl: "https://tool.example", category: "Other", pricing: "", submittedBy: "", description: "Made by a script", whySubmit: "Testing" }),
  },
  {
    name: "course recommendation",
    path: "/suggest-tool?tab=course",
    fields: () => ({ intent: "course", courseName: "Script Course", courseUrl: "https://course.example", platform: "", category: "Other", level: "", pricing: "", submittedBy: "", description: "Made by a script" }),
  },
  {
    name: "content creator application",
    path: "/content-creators/apply",
    fields: () => ({ name: "Script Sender", email: uniqueEmail("script"), background: "None", contentType: "None", experience: "", sampleWork: "None", motivation: "None" }),
  },
  { name: "AI Automation Lab waitlist", path: "/resources/events", fields: () => ({ firstName: "Script", lastName: "Sender", email: uniqueEmail("script") }) },
  { name: "Blueprint early access", path: "/business-automation-blueprint", fields: () => ({ firstName: "Script", lastName: "Sender", email: uniqueEmail("script") }) },
  {
    name: "sign-up",
    path: "/auth?view=sign-up",
    fields: () => ({ intent: "sign-up", firstName: "", lastName: "", email: uniqueEmail("script"), password: "script-pass-1", confirmPassword: "script-pass-1" }),
  },
  { name: "forgot password", path: "/auth?view=forgot", fields: () => ({ intent: "forgot", email: uniqueEmail("script") }) },
  { name: "problem report", path: "/tools/midjourney", fields: () => ({ intent: "report", reason: "Other", note: "From a script", email: "" }) },
];

for (const [index, form] of FORMS.entries()) {
  test(`the ${form.name} form refuses a missing, spent or honeypot-filled bot check, and takes a fresh one`, async ({ request, baseURL }) => {
    // Each form from its own network address (the test server trusts X-Forwarded-For from this machine).
    const headers = { Origin: baseURL!, "X-Forwarded-For": `192.0.2.${index + 10}` };
    const post = (fields: Record<string, string>) => request.post(form.path, { form: fields, headers });

    const missing = await post(form.fields());
    expect(missing.status()).toBe(403);
    expect(await missing.text()).toContain(BOT_CHECK_FAILED);

    const honeypot = await post({ ...form.fields(), website: "https://spam.example", botCheck: await solvedBotCheck(baseURL!) });
    expect(honeypot.status()).toBe(400);

    const answer = await solvedBotCheck(baseURL!);
    expect((await post({ ...form.fields(), botCheck: answer })).status()).toBe(200);
    const replayed = await post({ ...form.fields(), botCheck: answer });
    expect(replayed.status()).toBe(403);
    expect(await replayed.text()).toContain(BOT_CHECK_FAILED);
  });
}
