/**
 * The server as an operator runs it: a process with its own data directory,
 * started, stopped with SIGTERM and started again.
 */
import { expect, test } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePortSync } from "../helpers/free-port";
import { MAILBOX_URL } from "./mailbox";
import { startServer as startOnPort, waitUntilListening } from "./server-process";
import { solvedBotCheck } from "../helpers/bot-check";
import { seededDataDir } from "./seeded-data";

const PORT = freePortSync();
const baseURL = `http://localhost:${PORT}`;
const startServer = (env: Record<string, string>) => startOnPort(PORT, env);

async function toolTotal(): Promise<number> {
  const html = await (await fetch(`${baseURL}/tools`)).text();
  return Number(html.match(/All Tools \((?:<!-- -->)?(\d+)/)![1]);
}

test.describe.configure({ mode: "serial" });

test("data survives a graceful restart, and the catalogue is seeded only once", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "lifecycle-"));
  try {
    const first = startServer({ DATA_DIR: dataDir });
    await waitUntilListening(first);
    expect(first.output()).toContain("catalogue seeded");
    expect((await fetch(`${baseURL}/healthz`)).status).toBe(200);
    const total = await toolTotal();
    expect(total).toBeGreaterThanOrEqual(300);

    first.process.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("Shut down cleanly.");

    const second = startServer({ DATA_DIR: dataDir });
    await waitUntilListening(second);
    expect(second.output()).not.toContain("catalogue seeded");
    expect(await toolTotal()).toBe(total);
    second.process.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a bad setting stops the start with a message naming it", async () => {
  const server = startServer({ PORT: "not-a-port", DATABASE_URL: "mysql://localhost/db" });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("PORT: PORT must be a number");
  expect(server.output()).toContain("DATABASE_URL must start with postgres://");
});

test("sign-up works while the mail server is down; the e-mail waits in the outbox", async () => {
  test.setTimeout(90_000);
  const dataDir = seededDataDir("smtp-down-");
  // Nothing listens on port 9: every delivery attempt is refused.
  const server = startServer({ DATA_DIR: dataDir, SMTP_URL: "smtp://127.0.0.1:9", DEV_MAILBOX: "on" });
  try {
    await waitUntilListening(server);
    const email = `offline.${Date.now()}@example.com`;
    const response = await fetch(`${baseURL}/auth?view=sign-up`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL },
      body: new URLSearchParams({ intent: "sign-up", email, password: "offline-pass-1", confirmPassword: "offline-pass-1", firstName: "", lastName: "", botCheck: await solvedBotCheck(baseURL) }),
    });
    expect(response.status).toBe(200);
    await expect
      .poll(async () => {
        const html = await (await fetch(`${baseURL}${MAILBOX_URL}`)).text();
        const mail = html.split("<article").find((a) => a.includes(`To: ${email}`));
        return mail?.match(/(pending|sent|failed) ·/)?.[1];
      })
      .toBe("pending");
    await expect.poll(() => server.output()).toContain("ECONNREFUSED");
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
