/**
 * One process per embedded data directory. Two PGlite instances on one
 * directory each see only their own writes and lose data when they stop, so a
 * second server, `db:seed` or `admin` must refuse while the directory is in use.
 *
 * Who owns the directory is decided by the owner's identity, never by a timer: the
 * lock names the owning process by its pid, the moment it started and the boot it
 * started in (Linux: /proc). Another process takes the lock over only when that
 * exact process is gone: no such pid, or the pid now belongs to a process started
 * at another moment or before a reboot. So an owner that is paused (SIGSTOP, a
 * frozen VM, a blocked event loop) keeps its directory however long the pause
 * lasts, and the lock of a killed owner is taken over by the next start at once.
 * Without /proc (macOS, Windows) only the pid is compared.
 *
 * The lock is a directory of numbered claims next to the data (`pglite.lock/1`,
 * `2`, ...); the highest number names the owner. A claim is written in full under
 * a private name, then hard-linked to its number, which fails when that number
 * exists: of two processes that find the same owner gone, exactly one gets the
 * next number. One that claimed a number from an outdated listing sees a higher
 * claim when it looks again, and withdraws.
 */
import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmdirSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { errorCode } from "../error-fields";
import { log } from "../log/index";

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

const processIdentity = z.object({
  pid: z.number().int().positive(),
  /** Clock ticks after boot at which the process started (field 22 of /proc/<pid>/stat). */
  startTime: z.string().optional(),
  bootId: z.string().optional(),
});
export type ProcessIdentity = z.infer<typeof processIdentity>;

const hasProc = existsSync("/proc/self/stat");

const isCode = (error: unknown, ...codes: string[]) => codes.includes(errorCode(error) ?? "");

function readOptional(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    // ESRCH: the process ended while its /proc entry was read.
    if (isCode(error, "ENOENT", "ESRCH")) return undefined;
    throw error;
  }
}

/** The process now running under `pid`, as /proc describes it; undefined when there is none (or it is a zombie). */
function processOnProc(pid: number): ProcessIdentity | undefined {
  const stat = readOptional(`/proc/${pid}/stat`);
  if (stat === undefined) return undefined;
  // "pid (command) state ppid ...": the command may hold spaces and parentheses, so count fields after the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const [state, startTime] = [fields[0], fields[19]];
  if (state === "Z" || state === "X") return undefined;
  return { pid, startTime, bootId: readOptional("/proc/sys/kernel/random/boot_id")?.trim() };
}

export function identityOf(pid: number): ProcessIdentity {
  return (hasProc ? processOnProc(pid) : undefined) ?? { pid };
}

/** Whether the process a lock names is still the one running under its pid. */
export function isRunning(owner: ProcessIdentity): boolean {
  if (hasProc) {
    const now = processOnProc(owner.pid);
    if (!now) return false;
    if (owner.bootId && owner.bootId !== now.bootId) return false;
    return !owner.startTime || owner.startTime === now.startTime;
  }
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the pid exists but belongs to another user.
    return errorCode(error) === "EPERM";
  }
}

/** The owner a claim names; undefined when the file is not a claim this module wrote. */
export function parseClaim(text: string): ProcessIdentity | undefined {
  try {
    const parsed = processIdentity.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function claimNumbers(lockDir: string): number[] {
  return readdirSync(lockDir)
    .filter((name) => /^[1-9]\d*$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
}

function unlinkIfPresent(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if (!isCode(error, "ENOENT")) throw error;
  }
}

/** Takes the directory or throws DataDirectoryInUseError at once; returns the function that releases it. */
export function lockDataDirectory(dataDir: string): () => void {
  const lockDir = lockPathOf(dataDir);
  const me = identityOf(process.pid);
  const draft = path.join(lockDir, `draft-${process.pid}-${randomBytes(6).toString("hex")}`);
  for (;;) {
    mkdirSync(lockDir, { recursive: true });
    const top = claimNumbers(lockDir).at(-1) ?? 0;
    if (top > 0) {
      const text = readOptional(path.join(lockDir, String(top)));
      // Released between the listing and the read: look again.
      if (text === undefined) continue;
      const owner = parseClaim(text);
      if (owner && isRunning(owner)) throw new DataDirectoryInUseError(dataDir);
      log.info({ dataDir, previousOwner: owner?.pid }, owner ? `The data directory's previous owner (process ${owner.pid}) is gone; taking it over` : "The data directory's lock is unreadable; taking it over");
    }
    const mine = top + 1;
    try {
      writeFileSync(draft, JSON.stringify(me));
      linkSync(draft, path.join(lockDir, String(mine)));
    } catch (error) {
      // EEXIST: another process claimed that number first. ENOENT: the lock directory was removed meanwhile.
      if (isCode(error, "EEXIST", "ENOENT")) continue;
      throw error;
    } finally {
      unlinkIfPresent(draft);
    }
    if ((claimNumbers(lockDir).at(-1) ?? 0) > mine) {
      unlinkIfPresent(path.join(lockDir, String(mine)));
      continue;
    }
    // Claims below ours name owners that are gone; drafts are left by starters killed while claiming.
    for (const number of claimNumbers(lockDir)) if (number < mine) unlinkIfPresent(path.join(lockDir, String(number)));
    for (const name of readdirSync(lockDir)) {
      const starter = /^draft-(\d+)-/.exec(name)?.[1];
      if (starter && !isRunning({ pid: Number(starter) })) unlinkIfPresent(path.join(lockDir, name));
    }
    return () => {
      unlinkIfPresent(path.join(lockDir, String(mine)));
      try {
        rmdirSync(lockDir);
      } catch (error) {
        // Another process is claiming it right now, or an older claim is still there: it stays.
        if (!isCode(error, "ENOTEMPTY", "EEXIST", "ENOENT")) throw error;
      }
    };
  }
}
