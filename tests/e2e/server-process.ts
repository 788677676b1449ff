/** Runs the built server as its own process, for tests that stop and start it. */
import { expect } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { TEST_BOT_CHECK_COST } from "../helpers/bot-check";

/**
 * Node flags for the servers and scripts the tests start. They live for seconds, too briefly for V8's
 * optimising compile of PGlite's WebAssembly to pay back: it ran on every start, about 3 CPU-s in
 * background threads in the first seconds, more than the rest of the start, while the quick first-tier
 * code answered the tests' queries as fast. Production keeps V8's defaults: a server that runs on
 * gains from it.
 */
export const SHORT_RUN_NODE_FLAGS = ["--liftoff-only"];

export interface RunningServer {
  process: ChildProcess;
  baseURL: string;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
}

/**
 * NODE_ENV is production unless the env names it; `NODE_ENV: undefined` starts the way `npm start` does.
 * `showErrors` also passes the server's error output on to the test run's own.
 */
export function startServer(port: number, env: Record<string, string | undefined>, { showErrors = false } = {}): RunningServer {
  const baseURL = `http://localhost:${port}`;
  const childEnv: Record<string, string | undefined> = { ...process.env, NODE_ENV: "production", PORT: String(port), PUBLIC_URL: baseURL, BOT_CHECK_COST: String(TEST_BOT_CHECK_COST), ...env };
  for (const key of Object.keys(childEnv)) if (childEnv[key] === undefined) delete childEnv[key];
  const child = spawn(process.execPath, [...SHORT_RUN_NODE_FLAGS, "server.js"], { env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => {
    output += chunk;
    if (showErrors) process.stderr.write(chunk);
  });
  // "close", not "exit": the last lines of output may still be in the pipe when the process exits.
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  return {
    process: child,
    baseURL,
    output: () => output,
    exited,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

export async function waitUntilListening(server: RunningServer) {
  // Reading the output costs nothing: look often, not after the default growing pauses of up to a second.
  await expect
    .poll(() => server.output(), { timeout: 60_000, intervals: [50], message: "server did not start" })
    .toContain("Site running at");
}
