import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": path.resolve("app"),
      "@server": path.resolve("server"),
    },
  },
  test: {
    environment: "node",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: two workers, each with its own databases.
    maxWorkers: 2,
  },
});
