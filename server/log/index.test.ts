import { describe, expect, it } from "vitest";
import { createLogger, maskSecrets } from "./index";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe("log redaction", () => {
  it("masks addresses and tokens inside text", () => {
    expect(maskSecrets("550 <ada@example.com> rejected")).toBe("550 <[email]> rejected");
    expect(maskSecrets("GET /reset-password?token=abc123&x=1")).toBe("GET /reset-password?token=[redacted]&x=1");
    // Scoped package paths in stack traces are not addresses.
    expect(maskSecrets("at file:///app/node_modules/@react-router/node/dist/index.js:183:12")).toBe("at file:///app/node_modules/@react-router/node/dist/index.js:183:12");
  });

  it("redacts known fields, masks messages, and masks error text", () => {
    const { logger, lines } = capture();
    logger.info({ email: "ada@example.com", user: { token: "secret-token" }, headers: { cookie: "atelier.session=1" } }, "Signed up ada@example.com");
    logger.error({ err: Object.assign(new Error("Mail to grace@example.org failed"), { code: "EENVELOPE", client: { password: "pg-secret" } }) }, "Delivery failed");
    const text = JSON.stringify(lines);
    expect(text).not.toContain("ada@example.com");
    expect(text).not.toContain("grace@example.org");
    expect(text).not.toContain("secret-token");
    expect(text).not.toContain("atelier.session=1");
    expect(text).not.toContain("pg-secret");
    expect(lines[0]).toMatchObject({ email: "[redacted]", msg: "Signed up [email]", user: { token: "[redacted]" } });
    expect(lines[1]!.err).toMatchObject({ message: "Mail to [email] failed", code: "EENVELOPE", type: "Error" });
  });
});
