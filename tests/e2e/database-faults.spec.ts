/**
 * PostgreSQL going away under the site: backends terminated (what a restart,
 * failover or idle timeout does) and new connections refused. The process
 * must live through it, answer 503 while it lasts, and recover on its own.
 */
import { expect, test } from "@playwright/test";
import pg from "pg";
import { randomBytes } from "node:crypto";
import { freePortSync } from "../helpers/free-port";
import { runLoad } from "./load";
import { startServer, waitUntilListening, type RunningServer } from "./server-process";

const adminUrl = process.env.TEST_DATABASE_URL;
test.skip(!adminUrl, "needs a PostgreSQL server: set TEST_DATABASE_URL (as .ci/run does)");
test.describe.configure({ mode: "serial" });

const databaseName = `faults_${Date.now()}_${randomBytes(3).toString("hex")}`;
let admin: pg.Client;
let server: RunningServer;

async function terminateBackends() {
  await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [databaseName]);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const url = new URL(adminUrl!);
  url.pathname = `/${databaseName}`;
  server = startServer(freePortSync(), { DATABASE_URL: url.toString(), AUTH_SECRET: randomBytes(32).toString("hex") });
  await waitUntilListening(server);
});

test.afterAll(async () => {
  await server?.stop();
  await admin.query(`alter database "${databaseName}" with allow_connections true`).catch(() => undefined);
  await admin.query(`drop database if exists "${databaseName}" with (force)`);
  await admin.end();
});

test("backends terminated under load: no crash, only complete pages or 503, then full recovery", async () => {
  test.setTimeout(90_000);
  let stop = false;
  const load = runLoad(server.baseURL, ["/tools", "/", "/categories", "/tools?search=photo"], {
    connections: 8,
    acceptedStatuses: [200, 503],
    shouldStop: () => stop,
  });
  for (let round = 0; round < 15; round++) {
    await terminateBackends();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop = true;
  const result = await load;
  expect(result.failures, server.output().slice(-6000)).toEqual([]);
  expect(result.refused).toBe(0);
  expect(result.statuses[200]).toBeGreaterThan(0);
  expect(server.process.exitCode).toBeNull();
  await expect.poll(async () => (await fetch(`${server.baseURL}/tools`)).status).toBe(200);
  expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200);
  expect(server.output()).not.toContain("Unhandled");
});

test("new connections refused: pages and health checks answer 503 without detail, and recover once the database is back", async () => {
  test.setTimeout(90_000);
  await admin.query(`alter database "${databaseName}" with allow_connections false`);
  await terminateBackends();
  try {
    const page = await fetch(`${server.baseURL}/tools`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBeTruthy();
    const body = await page.text();
    expect(body).not.toContain(process.cwd());
    expect(body).not.toContain("allow_connections");
    expect(body).not.toMatch(/\bat .+:\d+:\d+/);
    // The pool may still hold nothing; the health checks open a fresh connection either way.
    expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(503);
    expect((await fetch(`${server.baseURL}/readyz`)).status).toBe(503);
  } finally {
    await admin.query(`alter database "${databaseName}" with allow_connections true`);
  }
  await expect.poll(async () => (await fetch(`${server.baseURL}/tools`)).status).toBe(200);
  expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200);
  expect(server.process.exitCode).toBeNull();
});
