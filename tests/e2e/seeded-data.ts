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

/** A new temporary data directory holding a copy of the seeded database; the caller removes it. */
export function seededDataDir(prefix: string): string {
  const template = process.env[SEEDED_TEMPLATE_ENV];
  if (!template) throw new Error(`${SEEDED_TEMPLATE_ENV} is not set: the e2e global setup makes the seeded template.`);
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  // Only the database: each server makes its own secret, lock and upload folders.
  cpSync(path.join(template, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}
