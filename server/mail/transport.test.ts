import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { mailDelivery } from "./transport";

describe("where the site's e-mail goes", () => {
  it("is the mail server whenever SMTP_URL is set, also with the development mailbox forced on", () => {
    expect(mailDelivery(parseEnv({ SMTP_URL: "smtp://mail.test:587" }))).toBe("smtp");
    expect(mailDelivery(parseEnv({ SMTP_URL: "smtp://mail.test:587", DEV_MAILBOX: "on" }))).toBe("smtp");
  });

  it("is the development mailbox without SMTP_URL on this machine, and nowhere when that is off too", () => {
    expect(mailDelivery(parseEnv({}))).toBe("dev-mailbox");
    expect(mailDelivery(parseEnv({ DEV_MAILBOX: "off" }))).toBe("not-sent");
  });
});
