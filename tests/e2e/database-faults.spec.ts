/**
 * PostgreSQL going away under the site: backends terminated (what a restart,
 * failover or idle timeout does) and new connections refused. The process
 * must live through it, answer 503 while it lasts, and recover on its own.
 */
import { expect, test } from "@playwright/test";
import pg from "pg";
import { randomBytes } from "node:crypto";
import net from "node:net";
import { freePortSync } from "../helpers/free-port";
import { runLoad } from "./load";
import { startServer, waitUntilListening, type RunningServer } from "./server-process";

const adminUrl = process.env.TEST_DATABASE_URL;
test.skip(!adminUrl, "needs a PostgreSQL server: set TEST_DATABASE_URL (as .ci/run does)");
test.describe.configure({ mode: "serial" });

const databaseName = `faults_${Date.now()}_${randomBytes(3).toString("hex")}`;
let admin: pg.Client;
let server: RunningServer;
let proxy: DatabaseProxy;

/**
 * A TCP hop between the site and PostgreSQL that the test can take down and
 * bring back: what the site sees when the database server restarts.
 */
interface DatabaseProxy {
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function startDatabaseProxy(target: URL): Promise<DatabaseProxy> {
  const [targetHost, targetPort] = [target.hostname, Number(target.port || 5432)];
  const sockets = new Set<net.Socket>();
  let listener: net.Server | undefined;
  const port = freePortSync();
  const start = () =>
    new Promise<void>((resolve) => {
      listener = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      listener.listen(port, "127.0.0.1", () => resolve());
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      listener!.close(() => resolve());
    });
  await start();
  return { port, start, stop };
}

async function terminateBackends() {
  await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [databaseName]);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const url = new URL(adminUrl!);
  proxy = await startDatabaseProxy(new URL(adminUrl!));
  url.pathname = `/${databaseName}`;
  url.hostname = "127.0.0.1";
  url.port = String(proxy.port);
  server = startServer(freePortSync(), { DATABASE_URL: url.toString(), AUTH_SECRET: randomBytes(32).toString("hex") });
  await waitUntilListening(server);
});

test.afterAll(async () => {
  await server?.stop();
  await proxy?.stop().catch(() => undefined);
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
    // Until the server sees its LISTEN connection cut (a few milliseconds), a page kept from before
    // may still be answered from memory; from then on nothing is kept and pages need the database.
    await expect.poll(async () => (await fetch(`${server.baseURL}/tools`)).status, { timeout: 5_000 }).toBe(503);
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

test("the database server restarts: connections cut, then refused, then back; 503 meanwhile and recovery after", async () => {
  test.setTimeout(90_000);
  await proxy.stop();
  // As above: a page kept from before may be answered until the server sees its LISTEN connection cut.
  await expect.poll(async () => (await fetch(`${server.baseURL}/tools`)).status, { timeout: 5_000 }).toBe(503);
  expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(503);
  expect(server.process.exitCode).toBeNull();
  await proxy.start();
  await expect.poll(async () => (await fetch(`${server.baseURL}/tools`)).status).toBe(200);
  expect((await fetch(`${server.baseURL}/readyz`)).status).toBe(200);
});

/** Each form on the pipeline: how to fill it, its button, its failure message, and the fields it must keep. */
const FORMS: { name: string; path: string; fields: [label: string, value: string][]; choices?: [label: string, option: string][]; button: string; failure: string }[] = [
  {
    name: "contact",
    path: "/contact",
    fields: [["Full name", "Dorothy Vaughan"], ["Email", "dorothy@example.com"], ["Message", "Sent while the database is away"]],
    choices: [["Category", "Other"]],
    button: "Send Message",
    failure: "There was a problem sending your message. Please try again.",
  },
  { name: "newsletter", path: "/newsletter", fields: [["First name", "Dorothy"], ["Email", "dorothy@example.com"]], button: "Subscribe", failure: "Please try again later." },
  {
    name: "tool suggestion",
    path: "/suggest-tool",
    fields: [["Tool Name", "Offline Tool"], ["Tool Website URL", "https://tool.example"], ["Tool Description", "Draws offline"], ["Why should we add this tool?", "Asked for"]],
    choices: [["Category", "Animation"]],
    button: "Submit Tool",
    failure: "There was a problem submitting your suggestion. Please try again.",
  },
  {
    name: "course recommendation",
    path: "/suggest-tool?tab=course",
    fields: [["Course Name", "Offline Course"], ["Course URL", "https://course.example"], ["Course Description", "Taught offline"]],
    choices: [["Category", "Creative Applications"]],
    button: "Submit Course",
    failure: "There was a problem submitting your recommendation. Please try again.",
  },
  {
    name: "content creator application",
    path: "/content-creators/apply",
    fields: [
      ["Full Name", "Dorothy Vaughan"],
      ["Email", "dorothy@example.com"],
      ["Creative Background", "Mathematician"],
      ["What content would you like to create?", "Courses"],
      ["Sample Work", "https://dorothy.example"],
      ["Why do you want to join?", "To teach"],
    ],
    button: "Submit Application",
    failure: "Please try again or contact us directly.",
  },
  {
    name: "AI Automation Lab waitlist",
    path: "/resources/events",
    fields: [["First name", "Dorothy"], ["Last name", "Vaughan"], ["Email", "dorothy@example.com"]],
    button: "Join the Waitlist",
    failure: "There was an error submitting your information. Please try again.",
  },
  {
    name: "Blueprint early access",
    path: "/business-automation-blueprint",
    fields: [["First name", "Dorothy"], ["Last name", "Vaughan"], ["Email", "dorothy@example.com"]],
    button: "Get Early Access",
    failure: "There was an error submitting your information. Please try again.",
  },
  {
    name: "sign-up",
    path: "/auth?view=sign-up",
    fields: [["First name (optional)", "Dorothy"], ["Email", "dorothy@example.com"], ["Password", "offline-pass-1"], ["Confirm password", "offline-pass-1"]],
    button: "Create Account",
    failure: "An unexpected error occurred. Please try again.",
  },
  { name: "forgot password", path: "/auth?view=forgot", fields: [["Email", "dorothy@example.com"]], button: "Send reset link", failure: "An unexpected error occurred. Please try again." },
];

for (const form of FORMS) {
  test(`with the database refusing, the ${form.name} form shows its failure message and keeps what was typed`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await page.goto(form.path);
    for (const [label, value] of form.fields) await page.getByLabel(label, { exact: true }).fill(value);
    for (const [label, option] of form.choices ?? []) await page.getByLabel(label, { exact: true }).selectOption(option);
    await expect(page.getByText("Check complete. You can continue.")).toBeVisible({ timeout: 30_000 });
    await admin.query(`alter database "${databaseName}" with allow_connections false`);
    await terminateBackends();
    try {
      await page.getByRole("button", { name: form.button }).click();
      // The toast and the line under the form both say it.
      await expect(page.getByText(form.failure).first()).toBeVisible();
      for (const [label, value] of form.fields) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    } finally {
      await admin.query(`alter database "${databaseName}" with allow_connections true`);
    }
    await expect.poll(async () => (await fetch(`${server.baseURL}/healthz`)).status).toBe(200);
    await context.close();
  });
}

test("SIGTERM under load on PostgreSQL: every response is finished, then the pool closes", async () => {
  test.setTimeout(90_000);
  const load = runLoad(server.baseURL, ["/tools", "/", "/categories", "/tools?search=video"], {
    connections: 12,
    acceptedStatuses: [200],
    shouldStop: () => false,
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  server.process.kill("SIGTERM");
  const result = await load;
  expect(await server.exited).toBe(0);
  expect(result.failures).toEqual([]);
  expect(result.complete).toBeGreaterThan(20);
  expect(server.output()).toContain("Shut down cleanly.");
});
