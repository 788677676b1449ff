import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("fills in defaults for a bare environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("127.0.0.1");
    // The address it listens on, so printed links and e-mail links agree with it.
    expect(env.PUBLIC_URL).toBe("http://127.0.0.1:3000");
    expect(env.DATA_DIR).toBe(path.resolve("./data"));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_ON_START).toBe(true);
  });

  it("derives the public URL from PORT and strips a trailing slash", () => {
    expect(parseEnv({ PORT: "4100" }).PUBLIC_URL).toBe("http://127.0.0.1:4100");
    expect(parseEnv({ HOST: "0.0.0.0" }).PUBLIC_URL).toBe("http://localhost:3000");
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

  it("keeps files in DATA_DIR unless a bucket is named, and then needs its keys", () => {
    expect(parseEnv({}).S3).toBeUndefined();
    expect(() => parseEnv({ S3_BUCKET: "images" })).toThrow("S3_ACCESS_KEY_ID is required when S3_BUCKET is set");
    expect(() => parseEnv({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow("S3_BUCKET is required when other S3_ settings are set");
    expect(parseEnv({ S3_BUCKET: "images", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s", S3_FORCE_PATH_STYLE: "true" }).S3).toEqual({
      bucket: "images",
      endpoint: undefined,
      region: "us-east-1",
      accessKeyId: "k",
      secretAccessKey: "s",
      forcePathStyle: true,
    });
  });

  it("lets claim checks reach this machine only for a site that is itself on this machine (a test setting)", () => {
    expect(parseEnv({}).CLAIM_CHECK_LOOPBACK).toBe("off");
    expect(parseEnv({ CLAIM_CHECK_LOOPBACK: "on", PORT: "4100" }).CLAIM_CHECK_LOOPBACK).toBe("on");
    expect(parseEnv({ CLAIM_CHECK_LOOPBACK: "on", PUBLIC_URL: "http://localhost:4100" }).CLAIM_CHECK_LOOPBACK).toBe("on");
    expect(() => parseEnv({ CLAIM_CHECK_LOOPBACK: "on", PUBLIC_URL: "https://atelier.example" })).toThrow("CLAIM_CHECK_LOOPBACK is for tests");
  });

  it("rejects an out-of-range port", () => {
    expect(() => parseEnv({ PORT: "70000" })).toThrow("PORT must be between 1 and 65535");
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});

describe("proxy, host and mailbox settings", () => {
  it("takes the bot check's cost as a whole number within bounds, 500 unless told", () => {
    expect(parseEnv({}).BOT_CHECK_COST).toBe(500);
    expect(parseEnv({ BOT_CHECK_COST: "50" }).BOT_CHECK_COST).toBe(50);
    for (const bad of ["0", "10001", "2.5", "lots"]) expect(() => parseEnv({ BOT_CHECK_COST: bad })).toThrow("BOT_CHECK_COST must be a whole number from 1 to 10000");
  });

  it("drains for 10 s before stopping in production behind a proxy, unless told; at once otherwise", () => {
    expect(parseEnv({}).SHUTDOWN_DRAIN_SECONDS).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "1" }).SHUTDOWN_DRAIN_SECONDS).toBe(10);
    expect(parseEnv({ TRUST_PROXY: "0" }).SHUTDOWN_DRAIN_SECONDS).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "loopback", NODE_ENV: "development" }).SHUTDOWN_DRAIN_SECONDS).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "1", SHUTDOWN_DRAIN_SECONDS: "0" }).SHUTDOWN_DRAIN_SECONDS).toBe(0);
    expect(parseEnv({ SHUTDOWN_DRAIN_SECONDS: "30" }).SHUTDOWN_DRAIN_SECONDS).toBe(30);
    for (const bad of ["-1", "601", "2.5", "soon"]) expect(() => parseEnv({ SHUTDOWN_DRAIN_SECONDS: bad })).toThrow("SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds from 0 to 600");
  });

  it("trusts no proxy unless told, and accepts a hop count or addresses", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8, 192.168.1.7" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8", "192.168.1.7"]);
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow("TRUST_PROXY must be");
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/8/2" })).toThrow("TRUST_PROXY must be");
  });

  it("lists extra host names in lower case", () => {
    expect(parseEnv({ ALLOWED_HOSTS: "WWW.Example.com, example.org:8080" }).ALLOWED_HOSTS).toEqual(["www.example.com", "example.org:8080"]);
  });

  it("opens the development mailbox only on a loopback server; by default only in the local setup", () => {
    expect(parseEnv({}).DEV_MAILBOX_ENABLED).toBe(true);
    expect(parseEnv({ SMTP_URL: "smtp://mail.test:587" }).DEV_MAILBOX_ENABLED).toBe(false);
    expect(parseEnv({ DATABASE_URL: "postgres://db/site", AUTH_SECRET: "s".repeat(32) }).DEV_MAILBOX_ENABLED).toBe(false);
    expect(parseEnv({ DATABASE_URL: "postgres://db/site", AUTH_SECRET: "s".repeat(32), DEV_MAILBOX: "on" }).DEV_MAILBOX_ENABLED).toBe(true);
    expect(parseEnv({ HOST: "0.0.0.0", DEV_MAILBOX: "on" }).DEV_MAILBOX_ENABLED).toBe(false);
    expect(parseEnv({ DEV_MAILBOX: "off" }).DEV_MAILBOX_ENABLED).toBe(false);
    expect(() => parseEnv({ DEV_MAILBOX_TOKEN: "short" })).toThrow("DEV_MAILBOX_TOKEN");
  });
});
