import { describe, expect, it } from "vitest";
import { confirmEmailMail, existingAccountMail, passwordChangedMail, resetPasswordMail } from "./templates";

const NAME = "Your account is locked, visit evil";
const unconfirmed = { email: "someone@example.com", firstName: NAME, emailVerified: false };
const confirmed = { ...unconfirmed, emailVerified: true };
const bodies = (mail: { text: string; html?: string }) => `${mail.text}\n${mail.html}`;

describe("account e-mails", () => {
  it("greet an unconfirmed address without the name typed at sign-up", () => {
    const mails = [
      confirmEmailMail(unconfirmed.email, "http://localhost:3000/api/auth/verify-email?token=t"),
      existingAccountMail(unconfirmed, "http://localhost:3000/auth", "http://localhost:3000/auth?view=forgot"),
      resetPasswordMail(unconfirmed, "http://localhost:3000/api/auth/reset-password/t"),
    ];
    for (const mail of mails) {
      expect(mail.to).toBe("someone@example.com");
      expect(mail.text.startsWith("Hi,\n")).toBe(true);
      expect(bodies(mail)).not.toContain("locked");
    }
  });

  it("greet a confirmed address by name", () => {
    const mails = [
      existingAccountMail(confirmed, "http://localhost:3000/auth", "http://localhost:3000/auth?view=forgot"),
      resetPasswordMail(confirmed, "http://localhost:3000/api/auth/reset-password/t"),
      passwordChangedMail(confirmed),
    ];
    for (const mail of mails) expect(mail.text.startsWith(`Hi ${NAME},\n`)).toBe(true);
    expect(resetPasswordMail({ ...confirmed, firstName: null }, "http://x").text.startsWith("Hi,\n")).toBe(true);
  });
});
