/**
 * Throw-away PostgreSQL databases on a server the tests and benches are given
 * (TEST_DATABASE_URL, BENCH_DATABASE_URL). Kept apart from Vitest so scripts
 * run by tsx can use it too.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";

/** Runs `work` on a connection to the server's maintenance database at adminUrl. */
export async function withAdminConnection<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the server at adminUrl. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
}

/**
 * A new database on the server at adminUrl, empty or a copy of `template`
 * (a database nobody is connected to); close() drops it.
 */
export async function openScratchPostgres(adminUrl: string, { prefix = "test", template }: { prefix?: string; template?: string } = {}): Promise<DatabaseHandle> {
  const name = uniqueDatabaseName(prefix);
  await withAdminConnection(adminUrl, (admin) => admin.query(`create database "${name}"${template ? ` template "${template}"` : ""}`));
  const handle = await openDatabase({ kind: "postgres", url: databaseUrl(adminUrl, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminConnection(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
