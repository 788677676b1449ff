/**
 * The process-wide database. Exactly one PGlite instance may own a data
 * directory per process, so the handle lives on globalThis (which also
 * survives Vite's module reloads in development).
 */
import path from "node:path";
import { env } from "../env";
import { openDatabase, type Database, type DatabaseHandle } from "./client";
import { lockDataDirectory } from "./data-dir-lock";

const globalKey = Symbol.for("creative-ai-directory.database");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<DatabaseHandle> };
// globalThis has no type for a key of ours: only this module writes under it, and always this promise.
const holder = globalThis as GlobalWithDb;

async function openFromEnv(): Promise<DatabaseHandle> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) return openDatabase({ kind: "postgres", url: DATABASE_URL });
  const dataDir = path.join(DATA_DIR, "pglite");
  const unlock = lockDataDirectory(dataDir);
  try {
    const handle = await openDatabase({ kind: "pglite", dataDir });
    return {
      ...handle,
      async close() {
        await handle.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export function databaseHandle(): Promise<DatabaseHandle> {
  holder[globalKey] ??= openFromEnv().catch((error: unknown) => {
    delete holder[globalKey];
    throw error;
  });
  return holder[globalKey];
}

export async function db(): Promise<Database> {
  return (await databaseHandle()).db;
}

export async function closeDatabase(): Promise<void> {
  const pending = holder[globalKey];
  if (!pending) return;
  delete holder[globalKey];
  await (await pending).close();
}
