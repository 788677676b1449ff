/**
 * `npm test`: every check, each started as soon as what it needs is done, then how long each
 * stage took, so a slower suite shows up in every run.
 *
 * The build and Vitest need the compiled messages; the type check and lint (whose rules read types) need
 * the messages' and the routes' generated types too; the
 * end-to-end tests need the build and run alone, after everything else, because they keep both
 * cores busy and time-sensitive steps in them suffer from a neighbour. Until then the stages
 * share the cores: each of them leaves some of the machine idle on its own (one-core type check
 * and lint, Vitest's setup and its waits on the database).
 *
 * The first failure stops the stages still running, and nothing new starts. Output of stages
 * running side by side is printed whole as each one ends; the end-to-end tests print as they go.
 */
import { spawn } from "node:child_process";

const STAGES = [
  { name: "messages", script: "i18n:compile", after: [] },
  // The messages' and routes' types: the type check needs them, and so does lint, whose rules read types.
  { name: "generated types", script: "typegen", after: ["messages"] },
  { name: "lint", script: "lint:eslint", after: ["generated types"] },
  { name: "type check", script: "typecheck:tsc", after: ["generated types"] },
  { name: "build", script: "build", after: ["messages"] },
  { name: "unit and integration (Vitest)", script: "test:unit", after: ["messages"] },
  { name: "end-to-end (Playwright)", script: "test:e2e", after: ["lint", "type check", "build", "unit and integration (Vitest)"], alone: true },
];

const running = new Map();
const finished = [];
const started = Date.now();
let failed = false;

function start(stage) {
  const buffered = !stage.alone;
  const begun = Date.now();
  // Its own process group, so that stopping it also stops what npm started under it.
  const child = spawn("npm", ["run", "--silent", stage.script], { stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit", detached: true });
  const chunks = [];
  if (buffered) {
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
  }
  const done = new Promise((resolve) =>
    child.on("close", (code, signal) => {
      if (buffered) process.stdout.write(Buffer.concat(chunks));
      resolve({ code: code ?? (signal ? 1 : 0), ms: Date.now() - begun });
    }),
  );
  running.set(stage.name, { child, done });
}

function stopOthers() {
  for (const { child } of running.values()) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}

// Stopped by the user: stop every stage, not only this script.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopOthers();
    process.exit(130);
  });
}

const waiting = [...STAGES];
const isDone = (name) => finished.some((stage) => stage.name === name && stage.code === 0);
while (waiting.length > 0 || running.size > 0) {
  if (!failed) {
    for (const stage of [...waiting]) {
      if (!stage.after.every(isDone) || (stage.alone && running.size > 0)) continue;
      waiting.splice(waiting.indexOf(stage), 1);
      start(stage);
    }
  }
  if (running.size === 0) break;
  const [name, result] = await Promise.race([...running].map(([name, { done }]) => done.then((result) => [name, result])));
  running.delete(name);
  finished.push({ name, ...result, stopped: failed });
  if (result.code !== 0 && !failed) {
    failed = true;
    stopOthers();
  }
}

console.log("\nTest stages:");
for (const { name, ms, code, stopped } of finished) {
  console.log(`${`${(ms / 1000).toFixed(1)} s`.padStart(9)}  ${name}${code === 0 ? "" : stopped ? "  stopped" : "  FAILED"}`);
}
console.log(`${`${((Date.now() - started) / 1000).toFixed(1)} s`.padStart(9)}  in all${failed ? " (stopped after a failure)" : ""}`);
if (failed) process.exit(1);
