// Shared by the page benches (bench-pages, bench-lighthouse): the production build run
// the way `npm start` runs it, but on a free port with a throw-away data directory, so a
// bench measures a freshly seeded catalogue and never touches ./data or someone's server.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const STARTUP_TIMEOUT_MS = 180_000; // the first start migrates and seeds PGlite: seconds, more on a busy machine
const running = new Set();

/**
 * Builds when build/ is missing or older than the source, exactly as `npm start` does.
 * Vite's few hundred lines would bury the figures: shown only when the build fails.
 */
export function buildIfStale() {
  try {
    const output = execFileSync(process.execPath, ["scripts/build-if-stale.mjs"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    if (output.trim()) console.log(`${output.split("\n")[0]} (built)`);
  } catch (error) {
    console.error(`${error.stdout ?? ""}${error.stderr ?? ""}`);
    throw new Error("the build failed (output above)", { cause: error });
  }
}

/** A port nobody listens on right now (the kernel picks it; the tiny race is harmless here). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node server.js` with NODE_ENV=production and waits for /healthz. The log goes
 * to a file, not a pipe: a pipe nobody drains would stall the server under load.
 * `extraEnv` is how a bench flips server settings (PAGE_CACHE=off).
 */
export async function startServer(label, extraEnv = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-site-"));
  const logFile = path.join(dataDir, "server.log");
  const logFd = openSync(logFile, "a");
  const env = { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: path.join(dataDir, "data"), ...extraEnv };
  delete env.PUBLIC_URL; // derived from HOST and PORT, so the Host check accepts our requests
  // A PostgreSQL run only when asked for; the usual developer DATABASE_URL is not a bench target.
  delete env.DATABASE_URL;
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  env.AUTH_SECRET ??= randomBytes(32).toString("hex"); // production refuses to run a server database without one
  const child = spawn(process.execPath, ["server.js"], { env, stdio: ["ignore", logFd, logFd] });
  closeSync(logFd);
  const exitCode = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  const server = {
    label,
    pid: child.pid,
    /** Resolves to the exit code once the process has ended. */
    exited: exitCode,
    url: `http://127.0.0.1:${port}`,
    logTail: () => readFileSync(logFile, "utf8").split("\n").slice(-20).join("\n"),
    stop: async () => {
      running.delete(server);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        process.kill(child.pid, "SIGTERM"); // the server drains and closes its database on SIGTERM
        if ((await Promise.race([exited, sleep(20_000, "timeout")])) === "timeout") process.kill(child.pid, "SIGKILL");
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  running.add(server);
  const exited = new Promise((resolve) => child.once("exit", () => resolve("exited")));
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    const answer = await Promise.race([fetch(`${server.url}/healthz`).then((r) => r.status, () => 0), exited]);
    if (answer === 200) return server;
    if (answer === "exited" || Date.now() > deadline) {
      const tail = server.logTail();
      await server.stop();
      throw new Error(`${label} server did not become healthy (${answer === "exited" ? "it exited" : "timed out"}). Last log lines:\n${tail}`);
    }
    await sleep(250);
  }
}

/**
 * Real slugs from the seed catalogue, so a renamed tool or post breaks nothing:
 * 10web when it is there, and the first post already published.
 */
export function catalogueSamples() {
  const read = (file) => JSON.parse(readFileSync(path.join("data/catalogue", file), "utf8"));
  const list = (data, key) => (Array.isArray(data) ? data : data[key]);
  const tools = list(read("tools.json"), "tools");
  const posts = list(read("posts.json"), "posts");
  const tool = tools.find((t) => t.slug === "10web") ?? tools[0];
  const post = posts.find((p) => !p.publishedAt || Date.parse(p.publishedAt) <= Date.now()) ?? posts[0];
  return { toolPath: `/tools/${tool.slug}`, postPath: `/blog/${post.slug}` };
}

/** Stops every server still running: called in `finally` and on Ctrl-C so none is left behind. */
export async function stopAllServers() {
  await Promise.all([...running].map((server) => server.stop()));
}
process.once("SIGINT", () => void stopAllServers().finally(() => process.exit(130)));
