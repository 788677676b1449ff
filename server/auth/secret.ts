import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The key that signs session cookies. Taken from AUTH_SECRET; a single
 * embedded instance without one creates a random key once and keeps it in
 * its data directory, so a fresh clone needs no setup and sessions survive restarts.
 */
export function resolveAuthSecret({ AUTH_SECRET, DATA_DIR }: { AUTH_SECRET?: string; DATA_DIR: string }): string {
  if (AUTH_SECRET) return AUTH_SECRET;
  const file = path.join(DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
