import { defineConfig, devices } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { freePortSync } from "./tests/helpers/free-port";

// Browsers are never downloaded: the tests drive Debian's Chromium headless shell, the same engine
// without the full browser's window and GPU processes, which cost a third of the suite's time.
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium's headless shell not found at ${chromiumPath}. Install it with "apt-get install -y chromium-headless-shell" ` +
      "or point CHROMIUM_PATH at a Chromium binary.",
  );
}

// The site under test listens here (tests/e2e/global-setup.ts starts it). Chosen once in the main
// process; workers inherit it through the environment.
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
    // Recording a trace of every test costs a sixth of the suite's time; a failure keeps its screenshot and
    // page snapshot. To trace one: `npx playwright test <spec> --trace retain-on-failure`.
    trace: "off",
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
});
