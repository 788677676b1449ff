/**
 * Databases for integration tests. Every test gets its own: an in-memory
 * PGlite cloned from a migrated template (cheap), and, when
 * TEST_DATABASE_URL is set, a freshly created PostgreSQL database.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";

let pgliteTemplate: Promise<Blob> | undefined;

async function migratedPgliteDump(): Promise<Blob> {
  const handle = await openDatabase({ kind: "pglite-memory" });
  await handle.migrate();
  const dump = await handle.client!.dumpDataDir("none");
  await handle.close();
  return dump;
}

async function openPglite(): Promise<DatabaseHandle> {
  pgliteTemplate ??= migratedPgliteDump();
  return openDatabase({ kind: "pglite-memory", loadDataDir: await pgliteTemplate });
}

/** A new, empty database on the server at adminUrl; close() drops it. */
export async function openScratchPostgres(adminUrl: string, prefix = "test"): Promise<DatabaseHandle> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestDatabaseKind {
  name: "pglite" | "postgres";
  /** A migrated, empty database of its own; close() removes it. */
  open(): Promise<DatabaseHandle>;
}

export const testDatabaseKinds: TestDatabaseKind[] = [
  { name: "pglite", open: openPglite },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "postgres" as const,
          open: async () => {
            const handle = await openScratchPostgres(process.env.TEST_DATABASE_URL!);
            await handle.migrate();
            return handle;
          },
        },
      ]
    : []),
];
