import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";

// Server-only packages must never be pre-bundled for the browser.
const serverOnly = ["@electric-sql/pglite", "pg", "drizzle-orm", "express", "compression", "helmet"];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": path.resolve("app"),
      "@server": path.resolve("server"),
    },
  },
  optimizeDeps: { exclude: serverOnly },
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : undefined,
}));
