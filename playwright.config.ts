import { defineConfig, devices } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { freePortSync } from "./tests/helpers/free-port";

// Browsers are never downloaded: the tests drive the system's Chromium.
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it with "apt-get install -y chromium" ` +
      "or point CHROMIUM_PATH at a Chromium binary.",
  );
}

// Chosen once in the main process; workers inherit it through the environment.
process.env.E2E_PORT ??= String(freePortSync());
const E2E_PORT = Number(process.env.E2E_PORT);
// Test servers open their development mailbox with this token (tests/e2e/mailbox.ts).
process.env.DEV_MAILBOX_TOKEN ??= `e2e-${randomBytes(12).toString("hex")}`;
const baseURL = `http://localhost:${E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The production build on a throw-away embedded database.
    command: "rm -rf .e2e-data && node server.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: ".e2e-data",
      NODE_ENV: "production",
      PUBLIC_URL: baseURL,
      DEV_MAILBOX_TOKEN: process.env.DEV_MAILBOX_TOKEN,
      // As behind a proxy on this machine: journeys stand for visitors at other addresses with X-Forwarded-For.
      TRUST_PROXY: "loopback",
      // The same proof of work with fewer rounds per guess (tests/helpers/bot-check.ts TEST_BOT_CHECK_COST).
      BOT_CHECK_COST: "10",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
