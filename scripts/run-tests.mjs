/**
 * `npm test`: every check in order, stopping at the first that fails, then
 * how long each stage took, so a slower suite shows up in every run.
 */
import { spawn } from "node:child_process";

const STAGES = [
  ["type check", "typecheck"],
  ["lint", "lint"],
  ["unit and integration (Vitest)", "test:unit"],
  ["build", "build"],
  ["end-to-end (Playwright)", "test:e2e"],
];

function run(script) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: "inherit" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
const finished = [];
const started = Date.now();
let failed;
for (const [name, script] of STAGES) {
  const stageStart = Date.now();
  const code = await run(script);
  finished.push([name, Date.now() - stageStart, code]);
  if (code !== 0) {
    failed = name;
    break;
  }
}

console.log("\nTest stages:");
for (const [name, ms, code] of finished) console.log(`${seconds(ms)}  ${name}${code === 0 ? "" : "  FAILED"}`);
console.log(`${seconds(Date.now() - started)}  in all`);
if (failed) {
  console.log(`Stopped at: ${failed}.`);
  process.exit(1);
}
