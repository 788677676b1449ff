// `npm run bench:bundle`: client JavaScript each public page loads, gzipped.
// Budget (issue 15): at most 120 KB. Starts the production build on a throw-away database.
// Counted: what the page makes the browser fetch at once (script src, modulepreload, the inline
// module's imports), not code loaded later when a visitor opens a menu or a toast appears.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 120;
const PORT = 3190;
// English pages, and pages of the other languages, each with its own bundle (docs/decisions/0018).
const PAGES = ["/", "/categories", "/category/llms", "/tools", "/tools/midjourney", "/search", "/newsletter", "/auth", "/resources/blog", "/blog/writing-with-ai-without-losing-your-voice", "/es", "/es/tools/midjourney", "/fr/auth", "/de/category/llms", "/workflow-survival-details", "/es/workflow-survival-details/results?d=designer&t=generate-images:8&b=any&n=commercial"];

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-bundle-"));
const server = spawn(process.execPath, ["server.js"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), DATA_DIR: dataDir },
  stdio: ["ignore", "pipe", "inherit"],
});
try {
  await new Promise((resolve, reject) => {
    server.stdout.on("data", (chunk) => String(chunk).includes("Site running at") && resolve());
    server.on("exit", () => reject(new Error("server stopped before listening (run `npm run build` first)")));
  });
  let worst = 0;
  for (const page of PAGES) {
    const html = await (await fetch(`http://localhost:${PORT}${page}`)).text();
    const scripts = new Set(
      [...html.matchAll(/<script[^>]* src="(\/assets\/[^"]+\.js)"|<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)"|import[^"]*"(\/assets\/[^"]+\.js)"/g)].map(
        (match) => match[1] ?? match[2] ?? match[3],
      ),
    );
    const bytes = [...scripts].reduce((sum, file) => sum + gzipSync(readFileSync(path.join("build/client", file))).length, 0);
    const kb = bytes / 1024;
    worst = Math.max(worst, kb);
    console.log(`${page.padEnd(20)} ${scripts.size.toString().padStart(3)} files  ${kb.toFixed(1).padStart(6)} KB gzip${kb > BUDGET_KB ? "  OVER BUDGET" : ""}`);
  }
  console.log(`\nLargest page: ${worst.toFixed(1)} KB (${worst <= BUDGET_KB ? "within" : "over"} the ${BUDGET_KB} KB budget)`);
} finally {
  // The server writes its database until it has stopped: remove the directory after that.
  const stopped = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  if (server.exitCode === null && server.signalCode === null) await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}
