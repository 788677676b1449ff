/**
 * A data directory whose embedded database is already migrated and seeded, for tests
 * that start servers of their own: copying one takes a fraction of a second, seeding
 * the catalogue on the server's first start takes seconds. The template is made once
 * per run by the global setup (tests/e2e/global-setup.ts) with the built server itself.
 * Tests about the first start (seeding an empty directory) use an empty directory instead.
 */
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const SEEDED_TEMPLATE_ENV = "E2E_SEEDED_DATA_TEMPLATE";
/** The seeded template plus a confirmed admin and a confirmed member (tests/e2e/admin-accounts.ts). */
export const ACCOUNTS_TEMPLATE_ENV = "E2E_ACCOUNTS_DATA_TEMPLATE";
/** Their addresses, as JSON: { "admin": ..., "member": ... }. */
export const TEMPLATE_ACCOUNTS_ENV = "E2E_TEMPLATE_ACCOUNTS";

/** A copy of a template's database in a new temporary data directory; the caller removes it. */
export function copyTemplate(templateEnv: string, prefix: string): string {
  const template = process.env[templateEnv];
  if (!template) throw new Error(`${templateEnv} is not set: the e2e global setup makes the templates.`);
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  // Only the database: each server makes its own secret, lock and upload folders.
  cpSync(path.join(template, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}

/** A new temporary data directory holding a copy of the seeded database; the caller removes it. */
export function seededDataDir(prefix: string): string {
  return copyTemplate(SEEDED_TEMPLATE_ENV, prefix);
}

/** The same with the template's admin and member accounts (startWithAdmin starts a server on it). */
export function seededDataDirWithAccounts(prefix: string): string {
  return copyTemplate(ACCOUNTS_TEMPLATE_ENV, prefix);
}
