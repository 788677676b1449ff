/**
 * The one place that reads process.env. Validated at start-up so a bad value
 * stops the server with a message naming the variable, not a stack trace later.
 * Nothing here reaches the browser; values the browser needs are passed by loaders.
 */
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { CONTACT_EMAIL } from "~/lib/site";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ error: "PORT must be a number" })
      .int("PORT must be a whole number")
      .min(1, "PORT must be between 1 and 65535")
      .max(65535, "PORT must be between 1 and 65535")
      .default(3000),
    HOST: z.string().min(1, "HOST must not be empty").default("127.0.0.1"),
    PUBLIC_URL: z
      .url({ error: "PUBLIC_URL must be a full URL such as https://example.com" })
      .optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
    DATA_DIR: z.string().min(1, "DATA_DIR must not be empty").default("./data"),
    SEED_ON_START: booleanFlag.default(true),
    AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3, "MAIL_FROM must be an address such as Atelier AI <hello@example.com>").default("Atelier AI <hello@atelier-ai.com>"),
    INBOX_EMAIL: z.email({ error: "INBOX_EMAIL must be an e-mail address" }).default(CONTACT_EMAIL),
    DEV_MAILBOX: z.enum(["auto", "on", "off"], { error: "DEV_MAILBOX must be auto, on or off" }).default("auto"),
    DEV_MAILBOX_TOKEN: z.string().min(16, "DEV_MAILBOX_TOKEN must be at least 16 characters").optional(),
    TRUST_PROXY: z
      .string()
      .transform((value, context) => {
        const parsed = parseTrustProxy(value);
        if (parsed === undefined) {
          context.addIssue({
            code: "custom",
            message: "TRUST_PROXY must be a number of proxy hops (such as 1) or a comma-separated list of proxy addresses or subnets",
          });
          return z.NEVER;
        }
        return parsed;
      })
      .optional(),
    ALLOWED_HOSTS: z
      .string()
      .transform((value) => value.split(",").map((host) => host.trim().toLowerCase()).filter(Boolean))
      .optional(),
    SOCIAL_LINKS: z
      .string()
      .transform((value, context) => {
        const links = value.split(",").map((entry) => entry.trim()).filter(Boolean).map((entry) => {
          const [label, href] = entry.split("=").map((part) => part?.trim());
          return { label: label ?? "", href: href ?? "" };
        });
        if (links.some((link) => !link.label || !/^https:\/\/\S+$/.test(link.href))) {
          context.addIssue({ code: "custom", message: "SOCIAL_LINKS must be Label=https://address pairs separated by commas" });
          return z.NEVER;
        }
        return links;
      })
      .optional(),
    LINK_CHECK: z.enum(["on", "off"], { error: "LINK_CHECK must be on or off" }).default("off"),
    /**
     * For tests only: a maker's claim may be proven by a site on this machine (127.0.0.1), which the
     * claim check otherwise refuses like any private address. Accepted only for a site whose own
     * address is on this machine too.
     */
    CLAIM_CHECK_LOOPBACK: z.enum(["on", "off"], { error: "CLAIM_CHECK_LOOPBACK must be on or off" }).default("off"),
    /** Unset: on in production, off in development (where pages change as the code does). */
    PAGE_CACHE: z.enum(["on", "off"], { error: "PAGE_CACHE must be on or off" }).optional(),
    PAGE_CACHE_MAX_MB: z.coerce
      .number({ error: "PAGE_CACHE_MAX_MB must be a whole number from 1 to 4096" })
      .int("PAGE_CACHE_MAX_MB must be a whole number from 1 to 4096")
      .min(1, "PAGE_CACHE_MAX_MB must be a whole number from 1 to 4096")
      .max(4096, "PAGE_CACHE_MAX_MB must be a whole number from 1 to 4096")
      .default(64),
    BOT_CHECK_COST: z.coerce
      .number({ error: "BOT_CHECK_COST must be a whole number from 1 to 10000" })
      .int("BOT_CHECK_COST must be a whole number from 1 to 10000")
      .min(1, "BOT_CHECK_COST must be a whole number from 1 to 10000")
      .max(10_000, "BOT_CHECK_COST must be a whole number from 1 to 10000")
      .default(500),
    /** How old an account must be before it may review (server/reviews/write.ts); 24 unless set. */
    REVIEW_MIN_ACCOUNT_AGE_HOURS: z.coerce
      .number({ error: "REVIEW_MIN_ACCOUNT_AGE_HOURS must be a whole number from 0 to 8760" })
      .int("REVIEW_MIN_ACCOUNT_AGE_HOURS must be a whole number from 0 to 8760")
      .min(0, "REVIEW_MIN_ACCOUNT_AGE_HOURS must be a whole number from 0 to 8760")
      .max(8760, "REVIEW_MIN_ACCOUNT_AGE_HOURS must be a whole number from 0 to 8760")
      .default(24),
    /** Unset: 10 in production behind a proxy (TRUST_PROXY set), 0 otherwise (a local Ctrl-C stops at once). */
    SHUTDOWN_DRAIN_SECONDS: z.coerce
      .number({ error: "SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds from 0 to 600" })
      .int("SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds from 0 to 600")
      .min(0, "SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds from 0 to 600")
      .max(600, "SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds from 0 to 600")
      .optional(),
    NEWSLETTER_RATE: z.coerce
      .number({ error: "NEWSLETTER_RATE must be a whole number of messages per second from 1 to 1000" })
      .int("NEWSLETTER_RATE must be a whole number of messages per second from 1 to 1000")
      .min(1, "NEWSLETTER_RATE must be a whole number of messages per second from 1 to 1000")
      .max(1000, "NEWSLETTER_RATE must be a whole number of messages per second from 1 to 1000")
      .default(50),
    S3_BUCKET: z.string().min(3, "S3_BUCKET must be a bucket name").optional(),
    S3_ENDPOINT: z.url({ error: "S3_ENDPOINT must be a full URL such as https://s3.example.com" }).optional(),
    S3_REGION: z.string().min(1, "S3_REGION must not be empty").default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1, "S3_ACCESS_KEY_ID must not be empty").optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1, "S3_SECRET_ACCESS_KEY must not be empty").optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  })
  .superRefine((env, context) => {
    // Files go to a bucket only when it is named, and then its keys are needed too.
    if (env.S3_BUCKET) {
      for (const key of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[key]) context.addIssue({ code: "custom", path: [key], message: `${key} is required when S3_BUCKET is set` });
      }
    } else if (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY) {
      context.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "S3_BUCKET is required when other S3_ settings are set" });
    }
    if (env.CLAIM_CHECK_LOOPBACK === "on" && !isLoopbackUrl(env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT))) {
      context.addIssue({ code: "custom", path: ["CLAIM_CHECK_LOOPBACK"], message: "CLAIM_CHECK_LOOPBACK is for tests: it needs a PUBLIC_URL on this machine (localhost or 127.0.0.1)" });
    }
    // Several instances must share one secret, so a server database needs it set explicitly.
    if (env.DATABASE_URL && env.NODE_ENV === "production" && !env.AUTH_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "AUTH_SECRET is required when DATABASE_URL is set (at least 32 random characters)",
      });
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT)).replace(/\/$/, ""),
    DATA_DIR: path.resolve(env.DATA_DIR),
    TRUST_PROXY: env.TRUST_PROXY ?? false,
    SHUTDOWN_DRAIN_SECONDS: env.SHUTDOWN_DRAIN_SECONDS ?? (env.NODE_ENV === "production" && env.TRUST_PROXY ? 10 : 0),
    ALLOWED_HOSTS: env.ALLOWED_HOSTS ?? [],
    SOCIAL_LINKS: env.SOCIAL_LINKS ?? [],
    S3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    /**
     * The development mailbox shows every e-mail the site wrote, sign-in links included. Never on a
     * server that listens beyond this machine; by default only in the local setup (embedded
     * database, no SMTP server); DEV_MAILBOX=on forces it for a server database or with SMTP.
     */
    DEV_MAILBOX_ENABLED:
      isLoopbackHost(env.HOST) &&
      (env.DEV_MAILBOX === "on" || (env.DEV_MAILBOX === "auto" && !env.SMTP_URL && !env.DATABASE_URL)),
  }));

/** Express's `trust proxy`: a hop count, or the addresses and subnets of trusted proxies. */
export type TrustProxy = false | number | string[];

const NAMED_SUBNETS = new Set(["loopback", "linklocal", "uniquelocal"]);

function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim().toLowerCase();
  if (text === "" || text === "false" || text === "none") return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(",").map((entry) => entry.trim()).filter(Boolean);
  const valid = entries.every((entry) => {
    if (NAMED_SUBNETS.has(entry)) return true;
    const [address, bits, ...rest] = entry.split("/");
    return rest.length === 0 && isIP(address!) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
  });
  return valid && entries.length > 0 ? entries : undefined;
}

/**
 * Unless told otherwise, the site's address is the one it listens on, so the
 * printed link, e-mail links and the browser's address bar agree (a session
 * set on one host name is not sent to another).
 */
function isLoopbackUrl(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return hostname === "localhost" || hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(hostname);
  } catch {
    return false;
  }
}

function defaultPublicUrl(host: string, port: number): string {
  if (/^127\.\d+\.\d+\.\d+$/.test(host)) return `http://${host}:${port}`;
  if (host === "::1") return `http://[::1]:${port}`;
  return `http://localhost:${port}`;
}

export function isLoopbackHost(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "not set", as in most shells' `VAR= command`.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
