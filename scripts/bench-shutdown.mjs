// `npm run bench:shutdown`: a rolling restart as a load balancer sees it. 50 keep-alive
// connections (wrk) ask for a page of the production build; mid-load the server gets SIGTERM.
// A health checker asks /readyz every second, as a load balancer does, and at its first 503 the
// load stops: the balancer sends nothing more to that server. Goal, with the drain on (the
// default behind a proxy): 0 refused connections, 0 resets, 0 failed requests. The same run with
// SHUTDOWN_DRAIN_SECONDS=0 (a local Ctrl-C) shows what the drain period buys.
// Env: BENCH_SHUTDOWN_PAGE (default /tools). A measurement: exits 0 when the goal is missed,
// non-zero only when the bench itself cannot run.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { buildIfStale, startServer, stopAllServers } from "./bench-server.mjs";

const WRK = "/usr/bin/wrk";
const CONNECTIONS = 50;
const PAGE = process.env.BENCH_SHUTDOWN_PAGE ?? "/tools";
/** Load before the signal, so every connection is open and kept alive when it comes. */
const LOAD_BEFORE_SIGNAL_MS = 3_000;
/** How often the health checker asks, as a load balancer's check interval. */
const CHECK_EVERY_MS = 1_000;
/** wrk counts an answer slower than this as a timeout (it still reads it): generous, as the machine is shared. */
const SLOW_ANSWER = "30s";

function statusOf(agent, url) {
  return new Promise((resolve) => {
    http.get(url, { agent }, (response) => response.resume().on("end", () => resolve(response.statusCode))).on("error", (error) => resolve(error.code ?? "error"));
  });
}

/** wrk's summary, read after it is stopped with SIGINT (it prints its figures then). */
function parseWrk(output) {
  const number = (pattern) => Number(pattern.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requests: number(/(\d+) requests in/),
    // wrk counts a refused connection as a connect error or, when the refusal comes after
    // connect() returned, as a write error; a reset or cut-off answer as a read error.
    refused: Number(socket?.[1] ?? 0) + Number(socket?.[3] ?? 0),
    resets: Number(socket?.[2] ?? 0),
    slow: Number(socket?.[4] ?? 0),
    failedStatuses: number(/Non-2xx or 3xx responses: (\d+)/),
  };
}

async function restartUnderLoad(label, env) {
  const server = await startServer(label, { TRUST_PROXY: "1", ...env });
  const url = server.url + PAGE;
  await fetch(url).then((response) => response.text()); // the page is rendered once and kept
  const checker = new http.Agent({ keepAlive: true, maxSockets: 1 });
  if ((await statusOf(checker, `${server.url}/readyz`)) !== 200) throw new Error(`${label}: /readyz is not 200 before the signal`);

  const wrk = spawn(WRK, ["-t2", `-c${CONNECTIONS}`, "-d600s", "--timeout", SLOW_ANSWER, "-H", "Accept-Encoding: gzip", url], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  wrk.stdout.on("data", (chunk) => (output += chunk));
  wrk.stderr.on("data", (chunk) => (output += chunk));
  const wrkDone = new Promise((resolve) => wrk.once("close", resolve));
  await sleep(LOAD_BEFORE_SIGNAL_MS);

  const signalledAt = performance.now();
  process.kill(server.pid, "SIGTERM");
  let readiness;
  do {
    await sleep(CHECK_EVERY_MS);
    readiness = await statusOf(checker, `${server.url}/readyz`);
  } while (readiness === 200);
  const movedAwayAfter = performance.now() - signalledAt;
  wrk.kill("SIGINT");
  await wrkDone;
  checker.destroy();
  const exitCode = await server.exited;
  const exitAfter = performance.now() - signalledAt;
  const log = server.logTail();
  await server.stop();
  return { label, ...parseWrk(output), readiness, movedAwayAfter, exitCode, exitAfter, log };
}

function report(run) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const line = (label, value) => console.log(`  ${label.padEnd(58)}${value}`);
  console.log(`\n${run.label}`);
  line("requests answered", run.requests);
  line("refused or reset before sending (connect + write errors)", run.refused);
  line("reset or cut off while answering (read errors)", run.resets);
  line("answers not 2xx or 3xx", run.failedStatuses);
  line(`answers slower than ${SLOW_ANSWER} (wrk "timeout")`, run.slow);
  line("SIGTERM to the checker's first 503 (load stopped)", `${seconds(run.movedAwayAfter)} (/readyz: ${run.readiness})`);
  line("SIGTERM to exit", `${seconds(run.exitAfter)} (exit code ${run.exitCode})`);
  if (run.exitCode !== 0) console.log(`  last log lines:\n${run.log}`);
}

if (!existsSync(WRK)) {
  console.error(`${WRK} not found: install wrk (apt-get install wrk) to run this bench.`);
  process.exit(1);
}
try {
  buildIfStale();
  console.log(`SIGTERM under ${CONNECTIONS} keep-alive connections (wrk) on ${PAGE}; the load stops at the health checker's first 503 (checked every ${CHECK_EVERY_MS / 1000} s)`);
  const drained = await restartUnderLoad("Drain on (behind a proxy: TRUST_PROXY=1, SHUTDOWN_DRAIN_SECONDS unset = 10 s)", {});
  report(drained);
  report(await restartUnderLoad("Drain off (SHUTDOWN_DRAIN_SECONDS=0, as a local Ctrl-C)", { SHUTDOWN_DRAIN_SECONDS: "0" }));
  const failures = drained.refused + drained.resets + drained.failedStatuses;
  console.log(`\nGoal (drain on): 0 refused, 0 resets, 0 failed requests, exit 0: ${failures === 0 && drained.exitCode === 0 ? "met" : "MISSED"}`);
} finally {
  await stopAllServers();
}
