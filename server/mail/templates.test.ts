import { describe, expect, it } from "vitest";
import {
  applicationNotificationMail,
  confirmEmailMail,
  contactNotificationMail,
  existingAccountMail,
  passwordChangedMail,
  reportNotificationMail,
  resetPasswordMail,
  waitlistNotificationMail,
  watchChangesMail,
  type ChangedTool,
} from "./templates";
import * as m from "~/paraglide/messages";

const NAME = "Your account is locked, visit evil";
const unconfirmed = { email: "someone@example.com", firstName: NAME, emailVerified: false };
const confirmed = { ...unconfirmed, emailVerified: true };
const bodies = (mail: { text: string; html?: string }) => `${mail.text}\n${mail.html}`;

describe("account e-mails", () => {
  it("greet an unconfirmed address without the name typed at sign-up", () => {
    const mails = [
      confirmEmailMail(unconfirmed.email, "http://localhost:3000/api/auth/verify-email?token=t", "en"),
      existingAccountMail(unconfirmed, "http://localhost:3000/auth", "http://localhost:3000/auth?view=forgot", "en"),
      resetPasswordMail(unconfirmed, "http://localhost:3000/api/auth/reset-password/t", "en"),
    ];
    for (const mail of mails) {
      expect(mail.to).toBe("someone@example.com");
      expect(mail.text.startsWith("Hi,\n")).toBe(true);
      expect(bodies(mail)).not.toContain("locked");
    }
  });

  it("greet a confirmed address by name", () => {
    const mails = [
      existingAccountMail(confirmed, "http://localhost:3000/auth", "http://localhost:3000/auth?view=forgot", "en"),
      resetPasswordMail(confirmed, "http://localhost:3000/api/auth/reset-password/t", "en"),
      passwordChangedMail(confirmed, "en"),
    ];
    for (const mail of mails) expect(mail.text.startsWith(`Hi ${NAME},\n`)).toBe(true);
    expect(resetPasswordMail({ ...confirmed, firstName: null }, "http://x", "en").text.startsWith("Hi,\n")).toBe(true);
  });

  it("read right in English: an Atelier AI account, not a", () => {
    expect(existingAccountMail(confirmed, "http://x/auth", "http://x/forgot", "en").subject).toBe("Someone tried to create an Atelier AI account with your e-mail");
  });
});

describe("e-mails in the recipient's language", () => {
  it("write the subject, greeting, text and button in it, the links untouched", () => {
    const spanish = resetPasswordMail(confirmed, "http://localhost:3000/api/auth/reset-password/t", "es");
    expect(spanish.subject).toBe("Restablece tu contraseña de Atelier AI");
    expect(spanish.text.startsWith(`Hola, ${NAME}:\n`)).toBe(true);
    expect(spanish.text).toContain("Elegir una contraseña nueva: http://localhost:3000/api/auth/reset-password/t");
    const german = confirmEmailMail(unconfirmed.email, "http://x/verify", "de");
    expect(german.subject).toBe("Bestätige dein Atelier AI-Konto");
    expect(german.html).toContain('<a href="http://x/verify">Meine E-Mail-Adresse bestätigen</a>');
    expect(`${german.text}${german.html}`).not.toMatch(/\b(Hi|Please|confirm)\b/);
  });

  it("count the tools a watch e-mail tells of in the language's words", () => {
    const tools: ChangedTool[] = [
      { name: "Figma", url: "http://x/fr/tools/figma", changes: [{ sentence: "Price changed", reportedBy: "reviews.example.org", suggestedBy: "reader" }] },
      { name: "Canva", url: "http://x/fr/tools/canva", changes: [{ sentence: "Free plan added", reportedBy: null, suggestedBy: null }] },
    ];
    const french = watchChangesMail(confirmed, tools, "http://x/fr/settings", "fr");
    expect(french.subject).toBe("2 outils que vous avez enregistrés sur Atelier AI ont changé");
    expect(french.html).toContain('<a href="http://x/fr/settings">désactivez-les dans vos paramètres</a>');
    // A reported value is said to be one, and a suggested one whose, in the reader's language; a maker's page is not marked.
    expect(french.text).toContain(`- Price changed (Selon reviews.example.org, pas encore confirmé par l'éditeur; ${m.makers_change_by_reader({}, { locale: "fr" })})`);
    expect(m.makers_change_by_reader({}, { locale: "fr" })).not.toBe(m.makers_change_by_reader({}, { locale: "en" }));
    expect(french.text).toContain("- Free plan added\n");
  });
});

describe("copies sent to the team", () => {
  it("carry the visitor as Reply-To, so a reply reaches them and not the site's own address", () => {
    const contact = contactNotificationMail("team@example.org", { firstName: "Ana", lastName: "Ruiz", email: "ana@example.com", phone: null, category: "General", message: "Hello" });
    expect(contact.headers).toEqual({ "Reply-To": "ana@example.com" });
    expect(contact.text).toContain("Answer by replying to this e-mail: the reply goes to their address.");
    const joined = waitlistNotificationMail("team@example.org", "AI Automation Lab", { firstName: "Li", lastName: "Wei", email: "li@example.com" });
    expect(joined.headers).toEqual({ "Reply-To": "li@example.com" });
    const applied = applicationNotificationMail("team@example.org", { name: "Sam", email: "sam@example.com", background: "b", contentType: "c", experience: "", sampleWork: "s", motivation: "m" });
    expect(applied.headers).toEqual({ "Reply-To": "sam@example.com" });
    expect(reportNotificationMail("team@example.org", { name: "Pixlr", slug: "pixlr" }, { reason: "Wrong price", note: "", email: "" }).headers).toBeUndefined();
    expect(reportNotificationMail("team@example.org", { name: "Pixlr", slug: "pixlr" }, { reason: "Wrong price", note: "", email: "jo@example.com" }).headers).toEqual({ "Reply-To": "jo@example.com" });
  });

  it("never make a header of an address that could name another recipient", () => {
    for (const email of ["a@example.com\r\nBcc: x@example.org", "a@example.com, b@example.org", "Ann <a@example.com>"]) {
      const mail = contactNotificationMail("team@example.org", { firstName: "A", lastName: "", email, phone: null, category: "General", message: "Hi" });
      expect(mail.headers).toBeUndefined();
      // Nor does it say that replying reaches them.
      expect(mail.text).not.toContain("Answer by replying");
    }
  });
});
