/**
 * `npm test`: every check, stopping after the first group in which one fails, then how
 * long each stage took, so a slower suite shows up in every run.
 *
 * Lint runs beside the message compiler, and the type check beside the build: each of them
 * keeps one core busy at most, so two side by side take little longer than the slower one.
 * The test stages use both cores and run alone. Output of stages run side by side is
 * printed whole as each one ends.
 */
import { spawn } from "node:child_process";

const GROUPS = [
  // The messages are compiled once, before the stages that read them run side by side;
  // lint reads only the sources, so it runs beside the compiler.
  [
    ["messages", "i18n:compile"],
    ["lint", "lint"],
  ],
  [
    ["type check", "typecheck"],
    ["build", "build"],
  ],
  [["unit and integration (Vitest)", "test:unit"]],
  [["end-to-end (Playwright)", "test:e2e"]],
];

function run(script, { buffered }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", script], { stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit" });
    const chunks = [];
    if (buffered) {
      child.stdout.on("data", (chunk) => chunks.push(chunk));
      child.stderr.on("data", (chunk) => chunks.push(chunk));
    }
    child.on("close", (code, signal) => {
      if (buffered) process.stdout.write(Buffer.concat(chunks));
      resolve({ code: code ?? (signal ? 1 : 0), ms: Date.now() - started });
    });
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
const finished = [];
const started = Date.now();
let failed = false;
for (const group of GROUPS) {
  const results = await Promise.all(group.map(([, script]) => run(script, { buffered: group.length > 1 })));
  group.forEach(([name], index) => finished.push({ name, ...results[index] }));
  if (results.some((result) => result.code !== 0)) {
    failed = true;
    break;
  }
}

console.log("\nTest stages:");
for (const { name, ms, code } of finished) console.log(`${seconds(ms)}  ${name}${code === 0 ? "" : "  FAILED"}`);
console.log(`${seconds(Date.now() - started)}  in all${failed ? " (stopped after a failure)" : ""}`);
if (failed) process.exit(1);
