// Run before `npm start`: builds when there is no build, or when the source
// is newer than the build, so a fresh clone or a pull just works.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

// Written last by the build (scripts/build-locale-clients.mjs).
const marker = "build/locale-assets.json";
const sources = ["app", "server", "public", "data/catalogue", "messages", "project.inlang/settings.json", "package.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
if (builtAt === 0 || sources.some((source) => newestMtime(source) > builtAt)) {
  console.log(builtAt === 0 ? "No build yet: building the site..." : "Source changed since the last build: rebuilding...");
  execSync("npm run build", { stdio: "inherit" });
}
