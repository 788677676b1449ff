import { defineConfig } from "drizzle-kit";

// Used only to write migrations (`npm run db:generate`); they are applied at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
