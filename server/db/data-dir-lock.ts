/**
 * One process per embedded data directory. Two PGlite instances on one
 * directory each see only their own writes and lose data when they stop, so a
 * second server, `db:seed` or `admin` must refuse while the directory is in use.
 *
 * The lock is a directory next to the data (proper-lockfile) whose timestamp the
 * holder refreshes; a lock left by a killed process goes stale and is taken over.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";
import { log } from "../log/index";

const STALE_AFTER_MS = 10_000;
const REFRESH_EVERY_MS = 2_000;
/** Long enough for the lock of a process killed just now to go stale. */
const WAIT_FOR_STALE_MS = STALE_AFTER_MS + 3_000;
const RETRY_EVERY_MS = 500;

export class DataDirectoryInUseError extends Error {
  constructor(public readonly dataDir: string) {
    super(
      `The embedded database in ${dataDir} is in use by another process (a running server, npm run db:seed or npm run admin). ` +
        "Stop that process first, or set DATA_DIR to another directory.",
    );
    this.name = "DataDirectoryInUseError";
  }
}

export function lockPathOf(dataDir: string): string {
  return `${dataDir}.lock`;
}

/** Takes the lock or throws DataDirectoryInUseError; resolves to the function that releases it. */
export async function lockDataDirectory(dataDir: string, waitMs = WAIT_FOR_STALE_MS): Promise<() => Promise<void>> {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const deadline = Date.now() + waitMs;
  let toldWaiting = false;
  for (;;) {
    try {
      return await lockfile.lock(dataDir, {
        realpath: false,
        lockfilePath: lockPathOf(dataDir),
        stale: STALE_AFTER_MS,
        update: REFRESH_EVERY_MS,
        onCompromised: (error) => {
          // Someone else now believes they own the directory: writing on would risk their data and ours.
          log.fatal({ err: error }, "Lost the lock on the data directory; stopping");
          process.exit(1);
        },
      });
    } catch (error) {
      if ((error as { code?: string }).code !== "ELOCKED") throw error;
      if (Date.now() >= deadline) throw new DataDirectoryInUseError(dataDir);
      if (!toldWaiting) {
        log.warn({ dataDir }, `The data directory is locked; waiting up to ${Math.round(waitMs / 1000)} s in case its owner has just stopped`);
        toldWaiting = true;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
    }
  }
}
