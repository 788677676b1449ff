import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { log } from "../log/index";
import { DataDirectoryInUseError, identityOf, isRunning, lockDataDirectory, lockPathOf, parseClaim } from "./data-dir-lock";

const root = mkdtempSync(path.join(tmpdir(), "data-dir-lock-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The pid of a process that has ended (and been reaped). */
function endedPid(): number {
  return spawnSync(process.execPath, ["-e", ""]).pid;
}

const hasProc = existsSync("/proc/self/stat");
let counter = 0;
const newDataDir = () => path.join(root, `dir-${++counter}`, "pglite");

function writeClaim(dataDir: string, number: number, text: string) {
  mkdirSync(lockPathOf(dataDir), { recursive: true });
  writeFileSync(path.join(lockPathOf(dataDir), String(number)), text);
}

describe("who owns a data directory", () => {
  beforeEach(() => {
    // Takeovers are logged for operators; the test run stays quiet.
    vi.spyOn(log, "info").mockImplementation(() => undefined);
  });

  it("recognises a running process, and not one that has ended", () => {
    expect(isRunning(identityOf(process.pid))).toBe(true);
    expect(isRunning({ pid: endedPid() })).toBe(false);
  });

  it.runIf(hasProc)("does not mistake a process that reused the pid for the owner", () => {
    const me = identityOf(process.pid);
    expect(me.startTime).toMatch(/^\d+$/);
    expect(isRunning({ ...me, startTime: String(Number(me.startTime) - 1) })).toBe(false);
    expect(isRunning({ ...me, bootId: "00000000-0000-0000-0000-000000000000" })).toBe(false);
  });

  it("reads only claims it wrote", () => {
    expect(parseClaim(JSON.stringify({ pid: 42, startTime: "7", bootId: "b" }))).toEqual({ pid: 42, startTime: "7", bootId: "b" });
    for (const text of ["", "{", "null", '{"pid":"42"}', '{"pid":-1}', "12345"]) expect(parseClaim(text)).toBeUndefined();
  });

  it("refuses a second lock while the owner runs, and is free again once released", () => {
    const dataDir = newDataDir();
    const unlock = lockDataDirectory(dataDir);
    expect(() => lockDataDirectory(dataDir)).toThrow(DataDirectoryInUseError);
    unlock();
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
    lockDataDirectory(dataDir)();
  });

  it("takes over at once from an owner that has ended, a pid now used by another process, or an unreadable lock", () => {
    const claims = [JSON.stringify({ pid: endedPid() }), "not a claim"];
    // This very pid, but as a process started at another moment (Linux tells them apart).
    if (hasProc) claims.push(JSON.stringify({ ...identityOf(process.pid), startTime: "1" }));
    for (const claim of claims) {
      const dataDir = newDataDir();
      writeClaim(dataDir, 1, claim);
      const unlock = lockDataDirectory(dataDir);
      // The new claim is the only one left, and it is ours.
      expect(readdirSync(lockPathOf(dataDir))).toEqual(["2"]);
      expect(() => lockDataDirectory(dataDir)).toThrow(DataDirectoryInUseError);
      unlock();
    }
  });

  it("judges the highest claim, and withdraws rather than share the directory", () => {
    const dataDir = newDataDir();
    writeClaim(dataDir, 3, JSON.stringify(identityOf(process.pid)));
    writeClaim(dataDir, 1, JSON.stringify({ pid: endedPid() }));
    expect(() => lockDataDirectory(dataDir)).toThrow(DataDirectoryInUseError);
    expect(readdirSync(lockPathOf(dataDir)).sort()).toEqual(["1", "3"]);
  });
});

describe("two starters at the same moment", () => {
  it("let exactly one of them take over from an owner that has ended", async () => {
    const dataDir = newDataDir();
    writeClaim(dataDir, 1, JSON.stringify({ pid: endedPid() }));
    // One starter per core, both released at the same instant; the winner holds on until the other has tried.
    const goAt = Date.now() + 4000;
    const script = `
      const { lockDataDirectory } = await import(${JSON.stringify(path.resolve("server/db/data-dir-lock.ts"))});
      while (Date.now() < ${goAt});
      try { const unlock = lockDataDirectory(${JSON.stringify(dataDir)}); console.log("won"); process.stdin.on("end", unlock).resume(); }
      catch (error) { console.log(error.name); }`;
    const starters = Array.from({ length: 2 }, () => spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: "pipe" }));
    const closed = starters.map((starter) => new Promise((resolve) => starter.on("close", resolve)));
    const outcomes = await Promise.all(
      starters.map((starter, index) => new Promise<string>((resolve) => {
        let output = "";
        const settle = () => {
          const outcome = /won|DataDirectoryInUseError/.exec(output)?.[0];
          if (outcome) resolve(outcome);
        };
        starter.stdout.on("data", (chunk: Buffer) => ((output += chunk), settle()));
        starter.stderr.on("data", (chunk: Buffer) => (output += chunk));
        void closed[index]!.then(() => resolve(output));
      })),
    );
    for (const starter of starters) starter.stdin.end();
    await Promise.all(closed);
    expect(outcomes.sort()).toEqual(["DataDirectoryInUseError", "won"]);
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
  });
});
