// `npm run bench:pages`: what anonymous visitors get from the production server, measured.
// Budgets (DESIGN.md): throughput within 5x of nginx serving the same bytes, 3x the uncached
// figures measured before the page cache, p99 under 100 ms at 200 req/s, RSS growth under 10%
// under steady load, HTML at most 60 KB gzip. JavaScript weight is bench:bundle's job.
// Env: BENCH_SECONDS (per run, default 10), BENCH_MEMORY_MINUTES (default 10, 0 skips),
// BENCH_DATABASE_URL (PostgreSQL instead of a fresh PGlite). A measurement: exits 0 when goals
// are missed, non-zero only when the bench itself cannot run.
import autocannon from "autocannon";
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { setInterval, clearInterval } from "node:timers";
import { setTimeout as sleep } from "node:timers/promises";
import { gunzipSync, gzipSync } from "node:zlib";
import { buildIfStale, catalogueSamples, freePort, startServer, stopAllServers } from "./bench-server.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MEMORY_MINUTES = Number(process.env.BENCH_MEMORY_MINUTES ?? 10);
const CONNECTIONS = 20;
const HTML_BUDGET_KB = 60;
const NGINX_SHARE = 1 / 5;
const UNCACHED_SPEEDUP = 3;
const P99_BUDGET_MS = 100;
const FIXED_RATE = 200;
const MEMORY_GROWTH_BUDGET = 0.1;
const MEMORY_WARMUP_S = 30;

const { toolPath, postPath } = catalogueSamples();
const wrk = debianTool("wrk", "wrk");
// baseline: req/s of these pages before the page cache (same machine kind, NODE_ENV=production).
const PAGES = [
  { path: "/", baseline: 51, latency: true },
  { path: "/category/image-generation", baseline: 56, latency: true },
  { path: toolPath, baseline: 67, latency: true },
  { path: "/tools?search=video", baseline: 42 },
  { path: "/resources/courses" },
  { path: postPath },
];
// Anonymous visitor with a compressing client: no cookie, so nothing personal defeats a cache.
const HEADERS = { "accept-encoding": "gzip" };

const figures = [];
/** One line per figure, as bench-search prints: name, value, goal, verdict. Goal-less lines only inform. */
function report(name, value, goal, holds, failWord = "BELOW GOAL") {
  if (goal !== undefined) figures.push({ name, holds });
  const verdict = goal === undefined ? "" : holds ? "ok" : failWord;
  console.log(`${name.padEnd(74)} ${value.padStart(14)}   ${goal === undefined ? "" : `goal ${goal}`.padEnd(18)} ${verdict}`.trimEnd());
}
const rate = (n) => `${n.toFixed(0)} req/s`;

/** The raw response, compressed as sent, so sizes are what goes over the wire. */
function get(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: HEADERS }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          const wire = Buffer.concat(chunks);
          const gzipped = res.headers["content-encoding"] === "gzip";
          resolve({ status: res.statusCode, gzipped, wire, html: gzipped ? gunzipSync(wire) : wire });
        });
      })
      .on("error", reject);
  });
}

async function expectOk(base, page) {
  const response = await get(base + page);
  if (response.status !== 200) throw new Error(`${base}${page} answered ${response.status}, not 200: nothing to time`);
  return response;
}

/** One autocannon run; errors and non-2xx answers are reported, since they make a req/s figure meaningless. */
async function load(url, options = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS, ...options });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) console.log(`  warning: ${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return result;
}

/**
 * Requests per second for one page. wrk (C, two threads), as the figures this bench compares
 * against were taken with, when it is installed; otherwise autocannon, a single Node thread that
 * nginx can outrun, so ratios against nginx flatter us. A short run first warms the JIT, the
 * connection pool and any cache before the timed one.
 */
async function throughput(base, page) {
  if (!wrk) {
    await autocannon({ url: base + page, connections: CONNECTIONS, amount: 100, headers: HEADERS });
    return (await load(base + page)).requests.average;
  }
  const run = (seconds) =>
    execFileSync(wrk, ["-t2", `-c${CONNECTIONS}`, `-d${seconds}s`, "-H", "Accept-Encoding: gzip", base + page], { encoding: "utf8" });
  run(1);
  const output = run(SECONDS);
  const bad = /Non-2xx or 3xx responses: (\d+)|Socket errors: (.*)/.exec(output);
  if (bad) console.log(`  warning: ${base}${page}: ${bad[0]}`);
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0);
}

/** A tool from Debian: found, or installed quietly (as .ci/run installs Chromium) when we are root. */
function debianTool(binaryName, packageName) {
  const which = () => [`/usr/sbin/${binaryName}`, `/usr/bin/${binaryName}`].find((candidate) => existsSync(candidate));
  if (which()) return which();
  const hasAptGet = ["/usr/bin/apt-get", "/bin/apt-get"].some((candidate) => existsSync(candidate));
  if (process.getuid?.() !== 0 || !hasAptGet) return undefined;
  console.log(`Installing ${packageName} from Debian for the comparison...`);
  try {
    execFileSync("apt-get", ["update", "-qq"], { stdio: "ignore" });
    execFileSync("apt-get", ["install", "-y", "-qq", packageName], { stdio: "ignore", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  } catch (error) {
    console.log(`  apt-get failed: ${error.message.split("\n")[0]}`);
  }
  return which();
}

/**
 * nginx serving the very bytes our server sent, pre-compressed (gzip_static), from a
 * throw-away prefix. It is the ceiling a page cache can approach: a file from memory.
 */
async function startNginx(binary, snapshots) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  chmodSync(dir, 0o755); // the workers run as an unprivileged user and must read the files
  mkdirSync(path.join(dir, "www"));
  mkdirSync(path.join(dir, "temp"));
  const map = snapshots.map(({ page, html }, i) => {
    writeFileSync(path.join(dir, "www", `p${i}.html`), html);
    writeFileSync(path.join(dir, "www", `p${i}.html.gz`), gzipSync(html));
    return `    ${JSON.stringify(page)} /p${i}.html;`;
  });
  const port = await freePort();
  const temp = (name) => `${name}_temp_path ${dir}/temp/${name};`;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  types { text/html html; }
  default_type text/html;
  gzip_static on;
  map_hash_bucket_size 256; # room for long page URIs as keys
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  # The page is chosen by the whole request URI, query string included (/tools?search=video).
  map $request_uri $page {
    default /missing;
${map.join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location / { try_files $page =404; }
  }
}
`,
  );
  const child = spawn(binary, ["-p", dir, "-e", `${dir}/error.log`, "-c", `${dir}/nginx.conf`], { stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise((resolve) => child.once("exit", () => resolve("exited")));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(child.pid, "SIGQUIT"); // graceful: the master stops its workers, then exits
      await Promise.race([exited, sleep(5_000)]);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let tries = 0; tries < 40; tries++) {
    const answer = await Promise.race([get(`${url}/`).then((r) => r.status, () => 0), exited]);
    if (answer === 200) return { url, stop };
    if (answer === "exited") break;
    await sleep(100);
  }
  const log = existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, "utf8") : "";
  await stop();
  throw new Error(`nginx did not start:\n${log}`);
}

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]);
}

async function main() {
  buildIfStale();
  console.log("Starting two production servers (page cache on, and PAGE_CACHE=off)...");
  const [cached, uncached] = await Promise.all([startServer("cached"), startServer("uncached", { PAGE_CACHE: "off" })]);

  console.log(`\nHTML weight (gzip as sent; budget ${HTML_BUDGET_KB} KB)`);
  const snapshots = [];
  for (const { path: page } of PAGES) {
    await expectOk(uncached.url, page);
    const response = await expectOk(cached.url, page);
    snapshots.push({ page, html: response.html });
    const kb = (response.gzipped ? response.wire.length : gzipSync(response.html).length) / 1024;
    report(`html ${page}${response.gzipped ? "" : " (sent uncompressed)"}`, `${kb.toFixed(1)} KB`, `<= ${HTML_BUDGET_KB} KB`, kb <= HTML_BUDGET_KB, "OVER BUDGET");
  }

  console.log(`\nThroughput: ${CONNECTIONS} connections, ${SECONDS} s a page, gzip, anonymous, measured with ${wrk ? "wrk" : "autocannon (wrk not installed)"}`);
  const ours = new Map();
  for (const { path: page } of PAGES) {
    const hot = await throughput(cached.url, page);
    const cold = await throughput(uncached.url, page);
    ours.set(page, { hot, cold });
    report(`cached   ${page}`, rate(hot));
    report(`uncached ${page}`, rate(cold));
  }
  await uncached.stop(); // an idle second server would only blur the figures that follow

  console.log(`\nUncached against the figures before the page cache (goal ${UNCACHED_SPEEDUP}x)`);
  for (const { path: page, baseline } of PAGES.filter((p) => p.baseline)) {
    const { cold } = ours.get(page);
    report(`uncached ${page} vs ${baseline} req/s`, `${(cold / baseline).toFixed(1)}x`, `>= ${UNCACHED_SPEEDUP}x`, cold >= UNCACHED_SPEEDUP * baseline);
  }

  console.log(`\nAgainst nginx serving the same bytes (goal: at least 1/5 of nginx)`);
  console.log(`(the load generator shares this machine's two cores with the server it measures${wrk ? "" : "; autocannon cannot keep up with nginx, so its figures are a lower bound"})`);
  const nginxBinary = debianTool("nginx", "nginx");
  if (!nginxBinary) console.log("skipped: nginx not installed (and it could not be installed here)");
  else {
    const nginx = await startNginx(nginxBinary, snapshots);
    try {
      for (const { page, html } of snapshots) {
        const response = await expectOk(nginx.url, page);
        if (!response.gzipped || !response.html.equals(html)) throw new Error(`nginx did not send the same gzip bytes for ${page}`);
      }
      for (const { page } of snapshots) {
        const theirs = await throughput(nginx.url, page);
        const { hot } = ours.get(page);
        report(`nginx    ${page}`, rate(theirs));
        report(`cached/nginx ${page}`, `${rate(hot)} = 1/${(theirs / hot).toFixed(1)}`, ">= 1/5", hot >= NGINX_SHARE * theirs);
      }
    } finally {
      await nginx.stop();
    }
  }

  console.log(`\nLatency at a fixed ${FIXED_RATE} req/s, ${SECONDS} s, cached server`);
  for (const { path: page } of PAGES.filter((p) => p.latency)) {
    const result = await load(cached.url + page, { overallRate: FIXED_RATE });
    const p99 = result.latency.p99;
    report(`p99 ${page} (${rate(result.requests.average)} served)`, `${p99.toFixed(0)} ms`, `< ${P99_BUDGET_MS} ms`, p99 < P99_BUDGET_MS, "OVER BUDGET");
  }

  if (MEMORY_MINUTES <= 0 || !existsSync(`/proc/${cached.pid}/status`)) {
    console.log(`\nMemory: skipped (${MEMORY_MINUTES <= 0 ? "BENCH_MEMORY_MINUTES=0" : "no /proc here"})`);
  } else {
    console.log(`\nMemory under mixed load: ${CONNECTIONS} connections over all pages, ${MEMORY_WARMUP_S} s warm-up + ${MEMORY_MINUTES} min`);
    const samples = [];
    const started = Date.now();
    const sampler = setInterval(() => samples.push({ at: (Date.now() - started) / 1000, kb: rssKb(cached.pid) }), 5_000);
    try {
      await load(cached.url, { duration: MEMORY_WARMUP_S + MEMORY_MINUTES * 60, requests: PAGES.map(({ path: page }) => ({ method: "GET", path: page })) });
    } finally {
      clearInterval(sampler);
    }
    const start = samples.find((s) => s.at >= MEMORY_WARMUP_S) ?? samples[0];
    const end = samples.at(-1);
    const peak = Math.max(...samples.map((s) => s.kb));
    const growth = (end.kb - start.kb) / start.kb;
    report("rss after warm-up", `${(start.kb / 1024).toFixed(0)} MB`);
    report(`rss at the end (peak ${(peak / 1024).toFixed(0)} MB)`, `${(end.kb / 1024).toFixed(0)} MB`);
    report("rss growth", `${(growth * 100).toFixed(1)} %`, `< ${MEMORY_GROWTH_BUDGET * 100} %`, growth < MEMORY_GROWTH_BUDGET, "OVER BUDGET");
  }

  const missed = figures.filter((f) => !f.holds);
  console.log(`\nSummary: ${figures.length - missed.length} of ${figures.length} goals hold.`);
  for (const { name } of missed) console.log(`  missed: ${name}`);
}

try {
  await main();
} catch (error) {
  console.error(`\nbench:pages failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await stopAllServers();
}
