// Run before `npm start`: builds when there is no build, or when the source
// is newer than the build, so a fresh clone or a pull just works.
import { spawnSync } from "node:child_process";
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
  console.log(builtAt === 0 ? "No build yet: building the site (a minute or two)..." : "Source changed since the last build: rebuilding (a minute or two)...");
  const started = Date.now();
  // The build's hundreds of lines (every file and its size) matter only when it fails: then they are all shown.
  const build = spawnSync("npm", ["run", "build"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? "");
    process.stderr.write(build.stderr ?? "");
    console.error(`The build failed (exit ${build.status ?? build.signal}); its output is above.`);
    process.exit(1);
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
