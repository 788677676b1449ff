/** Runs the built server as its own process, for tests that stop and start it. */
import { expect } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";

export interface RunningServer {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
}

export function startServer(port: number, env: Record<string, string>): RunningServer {
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    process: child,
    output: () => output,
    exited,
    stop: () => {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

export async function waitUntilListening(server: RunningServer) {
  await expect
    .poll(() => server.output(), { timeout: 60_000, message: "server did not start" })
    .toContain("Site running at");
}
