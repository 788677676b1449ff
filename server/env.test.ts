import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("fills in defaults for a bare environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toBe(path.resolve("./data"));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_ON_START).toBe(true);
  });

  it("derives the public URL from PORT and strips a trailing slash", () => {
    expect(parseEnv({ PORT: "4100" }).PUBLIC_URL).toBe("http://localhost:4100");
    expect(parseEnv({ PUBLIC_URL: "https://example.com/" }).PUBLIC_URL).toBe("https://example.com");
  });

  it("names every bad value in one message", () => {
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", SEED_ON_START: "maybe" });
      expect.unreachable("parseEnv accepted bad values");
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as EnvError).message;
      expect(message).toContain("PORT: PORT must be a number");
      expect(message).toContain("DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://");
      expect(message).toContain("SEED_ON_START");
    }
  });

  it("rejects an out-of-range port", () => {
    expect(() => parseEnv({ PORT: "70000" })).toThrow("PORT must be between 1 and 65535");
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});
