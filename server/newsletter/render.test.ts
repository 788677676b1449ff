import { describe, expect, it } from "vitest";
import { issueMailer } from "./render";

const issue = { id: "issue-1", number: 7, subject: "Firefly costs more", content: '<p>See <a href="/tools/adobe-firefly">Adobe Firefly</a>.</p>', sentAt: new Date("2026-11-23T09:00:00Z") };
const reader = { subscriberId: "reader-1", email: "greta@example.com", unsubscribeToken: "token-1" };

describe("a newsletter issue as e-mail", () => {
  it("frames the issue in the subscriber's language, with links to pages in it, and marks the issue's own text as English", () => {
    const mailer = issueMailer(issue, "https://atelier.example");
    const german = mailer({ ...reader, language: "de" });
    expect(german.html).toContain('<html lang="de">');
    expect(german.html).toContain("Atelier AI Wochenbrief, Ausgabe 7, 23. November 2026");
    expect(german.html).toContain('<div lang="en"><h1');
    expect(german.html).toContain("Du bekommst diese E-Mail, weil greta@example.com den Newsletter von Atelier AI abonniert hat.");
    expect(german.html).toContain('<a href="https://atelier.example/de/newsletter/issues/7" style="color:#52525b">Im Web lesen</a>');
    expect(german.text).toContain("Mit einem Klick abmelden: https://atelier.example/de/newsletter/unsubscribe?token=token-1");
    expect(german.headers!["List-Unsubscribe"]).toBe("<https://atelier.example/de/newsletter/one-click-unsubscribe?token=token-1>");
    // The issue itself is as written, its links made absolute.
    expect(german.subject).toBe("Firefly costs more");
    expect(german.html).toContain('<a href="https://atelier.example/tools/adobe-firefly">Adobe Firefly</a>');

    const english = mailer({ ...reader, language: "en" });
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).not.toContain('lang="en"><h1');
    expect(english.text).toContain("Atelier AI weekly, issue 7, 23 November 2026");
    expect(english.text).toContain("You receive this because greta@example.com is subscribed to the Atelier AI newsletter.");
    expect(english.text).toContain("Unsubscribe with one click: https://atelier.example/newsletter/unsubscribe?token=token-1");
  });

  it("greets each subscriber by the name they gave, in their language, and without one plainly; a name never becomes markup", () => {
    const mailer = issueMailer(issue, "https://atelier.example");
    const mary = mailer({ ...reader, language: "en", firstName: "Mary" });
    expect(mary.text).toContain("Hi Mary,");
    expect(mary.html).toContain("Hi Mary,");
    expect(mailer({ ...reader, language: "de", firstName: "Greta" }).text).toContain("Hallo Greta,");
    expect(mailer({ ...reader, language: "en", firstName: "" }).text).toContain("Hi,");
    expect(mailer({ ...reader, language: "en", firstName: "<b>Bo</b>" }).html).toContain("&lt;b&gt;Bo&lt;/b&gt;");
    expect(mailer({ ...reader, language: "en" }).html).not.toContain("<!--greeting-->");
  });
});
