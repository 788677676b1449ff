/**
 * The server as an operator meets it: a busy port, a second process on the
 * same data directory, a process killed without warning, `npm start` without
 * NODE_ENV, and SIGTERM while visitors are loading pages.
 */
import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePortSync } from "../helpers/free-port";
import { runLoad } from "./load";
import { SHORT_RUN_NODE_FLAGS, startServer, waitUntilListening, type RunningServer } from "./server-process";
import { seededDataDir } from "./seeded-data";

test.describe.configure({ mode: "serial" });

/** An empty data directory, for tests about what a first start does. */
const emptyDataDir = (label: string) => mkdtempSync(path.join(tmpdir(), `${label}-`));

function runScript(script: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...SHORT_RUN_NODE_FLAGS, "--import", "tsx", script, "grant", "someone@example.com"], {
      env: { ...process.env, NODE_ENV: "production", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

test("a port in use stops the start with a clear message, before the database is opened", async () => {
  const blocker = net.createServer();
  const port = freePortSync();
  await new Promise<void>((resolve) => blocker.listen(port, "127.0.0.1", resolve));
  const dataDir = emptyDataDir("busy-port");
  try {
    const server = startServer(port, { DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    expect(server.output()).not.toContain("Site running at");
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
  } finally {
    blocker.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("one process per data directory: a second server, db:seed and admin are refused; a killed owner's lock is taken over", async () => {
  test.setTimeout(120_000);
  const dataDir = seededDataDir("lock-");
  let owner: RunningServer | undefined;
  let successor: RunningServer | undefined;
  try {
    owner = startServer(freePortSync(), { DATA_DIR: dataDir });
    await waitUntilListening(owner);
    const second = startServer(freePortSync(), { DATA_DIR: dataDir });
    const [secondCode, seed, admin] = await Promise.all([
      second.exited,
      runScript("scripts/seed.ts", { DATA_DIR: dataDir }),
      runScript("scripts/admin.ts", { DATA_DIR: dataDir }),
    ]);
    expect(secondCode).toBe(1);
    expect(second.output()).toContain("is in use by another process");
    expect(second.output()).not.toContain("Site running at");
    for (const script of [seed, admin]) {
      expect(script.code, script.output).toBe(1);
      expect(script.output).toContain("is in use by another process");
    }
    // The owner was never disturbed.
    expect((await fetch(`${owner.baseURL}/readyz`)).status).toBe(200);

    owner.process.kill("SIGKILL");
    await owner.exited;
    successor = startServer(freePortSync(), { DATA_DIR: dataDir });
    await waitUntilListening(successor);
    // Taken over at once: the killed owner is known to be gone, nothing waits for its lock to age.
    expect(successor.output()).toContain(`previous owner (process ${owner.process.pid}) is gone; taking it over`);
    expect(successor.output()).not.toMatch(/waiting/i);
    expect(successor.output()).not.toContain("catalogue seeded");
    expect((await fetch(`${successor.baseURL}/tools`)).status).toBe(200);
    expect(await successor.stop()).toBe(0);
  } finally {
    owner?.process.kill("SIGKILL");
    await successor?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a paused owner keeps its data directory: a second server is refused at once, and the owner serves on when resumed", async () => {
  test.setTimeout(120_000);
  const dataDir = seededDataDir("paused-");
  const owner = startServer(freePortSync(), { DATA_DIR: dataDir });
  let second: RunningServer | undefined;
  try {
    await waitUntilListening(owner);
    owner.process.kill("SIGSTOP");
    const refused = async () => {
      second = startServer(freePortSync(), { DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`The embedded database in ${path.join(dataDir, "pglite")} is in use by another process`);
      expect(second.output()).not.toContain("Site running at");
    };
    // Refused at once, and still refused after 12 s of pause: longer than the heartbeat an older lock
    // went stale by (10 s); the lock has no timer now, so only the owner's identity counts.
    await refused();
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    await refused();

    owner.process.kill("SIGCONT");
    expect((await fetch(`${owner.baseURL}/healthz`)).status).toBe(200);
    expect((await fetch(`${owner.baseURL}/tools`)).status).toBe(200);
    expect(await owner.stop()).toBe(0);
  } finally {
    await second?.stop();
    owner.process.kill("SIGCONT");
    await owner.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("started like `npm start`, without NODE_ENV, the process runs in production, shows no stack traces and believes no proxy header", async () => {
  test.setTimeout(90_000);
  const dataDir = seededDataDir("node-env-");
  const server = startServer(freePortSync(), { DATA_DIR: dataDir, NODE_ENV: undefined });
  try {
    await waitUntilListening(server);
    expect(server.output()).toContain('"mode":"production"');
    const trace = await new Promise<number>((resolve, reject) =>
      http.request(`${server.baseURL}/tools`, { method: "TRACE" }, (response) => resolve(response.resume().statusCode!)).on("error", reject).end(),
    );
    expect(trace).toBe(405);
    const missing = await fetch(`${server.baseURL}/assets/missing-file.js`);
    expect(missing.status).toBe(404);
    const body = await missing.text();
    expect(body).not.toContain(process.cwd());
    expect(body).not.toMatch(/\bat .+:\d+:\d+/);

    // No TRUST_PROXY: a forged X-Forwarded-For is not believed, so rotating it does not escape the
    // per-address limit (10 sign-ins for one address and e-mail in 15 minutes).
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt++) {
      const response = await fetch(`${server.baseURL}/auth`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: server.baseURL, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `198.51.100.${attempt}` },
        body: new URLSearchParams({ intent: "sign-in", email: "owner@example.com", password: `guess-${attempt}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

function statusOver(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode!));
    }).on("error", reject);
  });
}

test("SIGTERM under 50 keep-alive connections with a drain period: readiness turns 503 first, nothing is refused, reset or cut off, the database closes", async () => {
  test.setTimeout(120_000);
  const dataDir = seededDataDir("drain-");
  const server = startServer(freePortSync(), { DATA_DIR: dataDir, SHUTDOWN_DRAIN_SECONDS: "5" });
  try {
    await waitUntilListening(server);
    // A load balancer's health checker, on a connection opened before the signal. Once it sees
    // 503 the balancer sends nothing new; requests already sent must still be answered.
    const checker = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect(await statusOver(checker, `${server.baseURL}/readyz`)).toBe(200);
    let balancerMovedAway = false;
    let underWay: () => void;
    const loadUnderWay = new Promise<void>((resolve) => (underWay = resolve));
    const load = runLoad(server.baseURL, ["/tools", "/", "/categories", "/tools?search=video"], {
      connections: 50,
      acceptedStatuses: [200],
      shouldStop: () => balancerMovedAway,
      onComplete: (complete) => complete === 200 && underWay(),
    });
    await loadUnderWay;
    server.process.kill("SIGTERM");
    // A refused health check takes the server out of the balancer too.
    const readiness = () => statusOver(checker, `${server.baseURL}/readyz`).catch((error: NodeJS.ErrnoException) => error.code);
    await expect.poll(readiness, { intervals: [50] }).not.toBe(200);
    const readinessAfterSignal = await readiness();
    balancerMovedAway = true;
    // Until the drain period ends, a client told "Connection: close" that opens a new connection is served.
    const reconnected = await fetch(`${server.baseURL}/tools`).then(
      async (response) => ({ status: response.status, connection: response.headers.get("connection"), body: await response.text() }),
      (error: Error) => ({ status: String(error.cause ?? error), connection: null }),
    );
    const result = await load;
    checker.destroy();
    expect(result.refused).toBe(0);
    expect(result.failures).toEqual([]);
    expect(readinessAfterSignal).toBe(503);
    expect(reconnected).toMatchObject({ status: 200, connection: "close" });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("Drain period over");
    expect(server.output()).toContain("Shut down cleanly.");
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
