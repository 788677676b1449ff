import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": path.resolve("app"),
      "@server": path.resolve("server"),
      // tldts names an ES build whose imports lack file extensions, which Node cannot load; Node
      // itself (the server, the scripts) takes its CommonJS main, and so do the tests.
      tldts: path.resolve("node_modules/tldts/dist/cjs/index.js"),
    },
  },
  test: {
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Quiet unless something fails: the server's log and console output are shown for failing tests only.
    setupFiles: ["tests/setup/log-capture.ts"],
    silent: "passed-only",
    // The S3 client warns once per process that its later versions need Node 22.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
    // Two cores: two workers, each with its own databases.
    maxWorkers: 2,
    // PGlite's WebAssembly runs on V8's quick first-tier code only: its optimising compile of the
    // hot functions, in background threads, cost more CPU than it saved over a run (about a tenth
    // of the integration suite's time). Only a test run; the server keeps V8's defaults.
    execArgv: ["--liftoff-only"],
    // Test files share a worker's modules instead of importing the server afresh each time:
    // that import, and compiling PGlite's WebAssembly again, cost more than most tests. Each test
    // opens its own database and keeps no state in modules; a test that needs to must reset it.
    isolate: false,
    // The compiled messages are plain ES modules that need no transform: Node loads them in a tenth
    // of a second, Vite's module runner took more than a second per worker. Every import of them
    // goes the same way, so the tests share one copy of the language runtime.
    server: { deps: { external: [/[\\/]app[\\/]paraglide[\\/]/, /[\\/]node_modules[\\/]/] } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["server/**/*.integration.test.ts"],
          // Migrated and seeded databases, built once per run for every test to copy;
          // a run of unit tests alone does not wait for them.
          globalSetup: ["tests/setup/database-templates.ts"],
        },
      },
    ],
  },
});
