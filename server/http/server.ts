/**
 * Starting and stopping the site as an operator expects:
 * - the port is taken first, so "port in use" stops the start before the database is touched;
 * - until the database is ready, pages answer 503 and /readyz says "starting";
 * - on SIGTERM or SIGINT: /readyz answers 503 and every response carries "Connection: close",
 *   but the server keeps accepting and answering for the drain period (SHUTDOWN_DRAIN_SECONDS),
 *   the time a load balancer needs to see the 503 and send visitors elsewhere; a second signal
 *   ends that period early. Then no new connections are accepted, idle keep-alive connections
 *   are closed, in-flight requests finish, and background work and the database stop.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { Duplex } from "node:stream";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import type { RequestHandler } from "express";
import { createApp } from "./app";
import { closeDatabase, databaseHandle, db } from "../db/index";
import { isDatabaseUnavailable } from "../db/availability";
import { DataDirectoryInUseError } from "../db/data-dir-lock";
import { prepareDatabase } from "../catalogue/prepare";
import { env, EnvError } from "../env";
import { flushLogs, log } from "../log/index";
import { storage } from "../storage/index";
import { keptInOutboxTransport, logTransport, smtpTransport } from "../mail/transport";
import { MAILBOX_PATH } from "../mail/dev-mailbox-access";
import { startBackgroundWork } from "../mail/worker";
import { startNewsletterWork } from "../newsletter/worker";
import { sendDueWatchMail } from "../favorites/watch-mail";
import { startClaimRecheck } from "../claims/worker";
import { startLinkChecker } from "../links/worker";
import { startPopularityRefresh } from "../tools/popularity";
import { createServerPhase, type ServerPhase } from "./phase";
import { answerFromPageCache } from "../page-cache/middleware";
import { PageCache, setProcessPageCache } from "../page-cache/page-cache";
import { knownHost } from "./host";

/**
 * Idle keep-alive connections are closed once the drain period is over, but never sooner than this
 * after the signal: a request already on its way on one is answered (with Connection: close).
 */
const IDLE_GRACE_MS = 1_000;
/** Requests still running this long after the listener closed are cut off so the process can exit. */
const IN_FLIGHT_TIMEOUT_MS = 10_000;

export class StartupError extends Error {
  override name = "StartupError";
}

export interface StartOptions {
  staticDirectory?: string;
  development?: { middleware: RequestHandler; close(): Promise<void> };
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      if (error.code === "EADDRINUSE") reject(new StartupError(`Port ${port} on ${host} is already in use. Stop what is using it, or set PORT to another port.`));
      else if (error.code === "EACCES") reject(new StartupError(`No permission to listen on port ${port} on ${host}. Choose a port above 1023 with PORT.`));
      else reject(error);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve();
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, host);
  });
}

/** Responses written while draining close their connection, so clients reconnect elsewhere. */
function closeConnectionsWhileDraining(server: http.Server, phase: ServerPhase) {
  server.on("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    const writeHead = res.writeHead;
    // One function stands for writeHead's overloads, which a function expression cannot declare.
    res.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
      if (phase.current === "draining" && !this.headersSent) this.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    } as typeof writeHead;
  });
}

export async function startServer(options: StartOptions = {}): Promise<void> {
  const config = env();
  const phase = createServerPhase();
  const devMailboxToken = config.DEV_MAILBOX_TOKEN ?? randomBytes(24).toString("base64url");
  const pageCacheOn = (config.PAGE_CACHE ?? (config.NODE_ENV === "production" ? "on" : "off")) === "on";
  // Started either way: its change notices also empty the public reads kept in memory (server/cache.ts).
  const pageCache = new PageCache(config.PAGE_CACHE_MAX_MB * 1024 * 1024);
  setProcessPageCache(pageCache);
  const app = createApp({
    config,
    phase,
    pageCache: pageCacheOn ? pageCache : null,
    pingDatabase: async () => (await databaseHandle()).ping(),
    devMailboxToken,
    staticDirectory: options.staticDirectory,
    beforePages: options.development?.middleware,
  });
  const server = http.createServer();
  // A proxy (nginx keeps idle upstream connections for 60 s) or a client may send its next request
  // on an idle connection at any moment: closing one after Node's default 5 s races that request
  // into a reset. Idle connections are still closed at once when draining.
  server.keepAliveTimeout = 65_000;
  closeConnectionsWhileDraining(server, phase);
  const answeredFromCache = pageCacheOn ? answerFromPageCache(pageCache, knownHost(config.PUBLIC_URL, config.ALLOWED_HOSTS)) : () => false;
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!answeredFromCache(req, res)) app(req, res);
  });
  // Node hands CONNECT to its own event and, unanswered, drops the connection: say no properly.
  server.on("connect", (_req: http.IncomingMessage, socket: Duplex) => {
    socket.end("HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
  });
  await listen(server, config.PORT, config.HOST);

  let stopBackgroundWork: (() => Promise<void>) | undefined;
  let endFirstNewsletterPass = () => {};
  const firstNewsletterPass = new Promise<void>((resolve) => (endFirstNewsletterPass = resolve));
  try {
    const handle = await databaseHandle();
    const { seeded } = await prepareDatabase(handle, { seedIfEmpty: config.SEED_ON_START });
    log.info({ database: handle.kind, seeded }, `Database ready (${handle.kind}${seeded ? ", catalogue seeded" : ""}).`);
    await pageCache.start(handle);
    const files = storage();
    await files.check();
    log.info(`Uploaded files are kept in the ${files.description}.`);
    const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : logTransport();
    if (!config.SMTP_URL) log.info("No SMTP_URL: e-mails are kept in the outbox and not delivered.");
    const stopMailWork = startBackgroundWork(db, { transport, from: config.MAIL_FROM });
    const stopNewsletterWork = startNewsletterWork(db, {
      transport: config.SMTP_URL ? transport : keptInOutboxTransport(db),
      from: config.MAIL_FROM,
      publicUrl: config.PUBLIC_URL,
      ratePerSecond: config.NEWSLETTER_RATE,
      everyMinute: (database) => sendDueWatchMail(database, { publicUrl: config.PUBLIC_URL }),
      afterFirstPass: () => endFirstNewsletterPass(),
    });
    const stopLinkChecker = config.LINK_CHECK === "on" ? startLinkChecker(db, config.PUBLIC_URL) : undefined;
    const stopPopularityRefresh = startPopularityRefresh(db, (error) => log.warn({ err: error }, "Tool popularity could not be refreshed; the next hour tries again"));
    const stopClaimRecheck = startClaimRecheck(db, (error) => log.warn({ err: error }, "Makers' claims could not be checked again; the next hour tries again"));
    stopBackgroundWork = async () => {
      stopPopularityRefresh();
      stopClaimRecheck();
      await Promise.all([stopMailWork(), stopNewsletterWork(), stopLinkChecker?.()]);
      transport.close?.();
    };
  } catch (error) {
    await new Promise((resolve) => server.close(resolve));
    await closeDatabase().catch(() => undefined);
    throw error;
  }

  phase.set("ready");
  // mode is read from the process itself: React chose its build from it when it loaded.
  log.info({ publicUrl: config.PUBLIC_URL, host: config.HOST, port: config.PORT, mode: process.env.NODE_ENV }, `Site running at ${config.PUBLIC_URL} (listening on ${config.HOST}:${config.PORT})`);
  if (config.DEV_MAILBOX_ENABLED) {
    // For a person at the terminal, so plain text (the JSON log would mask the token, which is the key);
    // last, after what the first newsletter pass says, where the README tells them to look.
    void firstNewsletterPass.then(() => console.log(`Development mailbox (this machine only): ${config.PUBLIC_URL}${MAILBOX_PATH}?token=${devMailboxToken}`));
  }

  let stopping: Promise<void> | undefined;
  const endDrainPeriod = new AbortController();
  const stop = (signal: string) => {
    if (stopping) {
      if (!endDrainPeriod.signal.aborted) {
        log.info({ signal }, `${signal} received again: ending the drain period now.`);
        endDrainPeriod.abort();
      }
      return stopping;
    }
    stopping = drainAndClose(server, phase, { signal, drainSeconds: config.SHUTDOWN_DRAIN_SECONDS, endDrainPeriod }, [
      ["background work", async () => stopBackgroundWork?.()],
      ["page cache", async () => pageCache.stop()],
      ["development server", async () => options.development?.close()],
      ["database", closeDatabase],
    ]);
    return stopping;
  };
  const exit = (code: number) => {
    flushLogs();
    process.exit(code);
  };
  process.on("SIGTERM", () => void stop("SIGTERM").then(() => exit(0), () => exit(1)));
  process.on("SIGINT", () => void stop("SIGINT").then(() => exit(0), () => exit(1)));
}

/** A step of the shutdown that hangs (a connection in a bad state) must not keep the process forever. */
const CLOSE_STEP_TIMEOUT_MS = 5_000;

async function closeWithin(name: string, close: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  // The timer also keeps the process alive while the step runs: a promise alone does not.
  const timedOut = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), CLOSE_STEP_TIMEOUT_MS);
  });
  const outcome = await Promise.race([close().then(() => "done" as const), timedOut]);
  clearTimeout(timer);
  if (outcome === "timeout") log.error({ step: name }, `Shutdown: closing the ${name} did not finish in time`);
  return outcome === "done";
}

interface Drain {
  signal: string;
  drainSeconds: number;
  /** Aborted when the drain period is over, or early by a second signal. */
  endDrainPeriod: AbortController;
}

async function drainAndClose(server: http.Server, phase: ServerPhase, { signal, drainSeconds, endDrainPeriod }: Drain, resources: [string, () => Promise<unknown>][]): Promise<void> {
  const signalledAt = Date.now();
  phase.set("draining");
  if (drainSeconds > 0) {
    log.info({ signal, drainSeconds }, `${signal} received: /readyz answers 503; still answering for ${drainSeconds} s while the load balancer moves visitors away, then finishing open requests and closing the database.`);
    await sleep(drainSeconds * 1000, undefined, { signal: endDrainPeriod.signal }).catch(() => undefined);
    log.info("Drain period over: no longer accepting connections.");
  } else {
    log.info({ signal }, `${signal} received: finishing open requests, then closing the database.`);
  }
  endDrainPeriod.abort();
  // net.Server's close stops accepting but, unlike http.Server's, leaves idle keep-alive
  // connections open until the sweep below, so a request already on its way is answered.
  const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  let sweepTimer: NodeJS.Timeout;
  const closeIdle = () => {
    server.closeIdleConnections();
    sweepTimer = setTimeout(closeIdle, 100);
  };
  sweepTimer = setTimeout(closeIdle, Math.max(0, signalledAt + IDLE_GRACE_MS - Date.now()));
  const force = setTimeout(() => {
    log.warn("Requests still running after the shutdown timeout were cut off.");
    server.closeAllConnections();
  }, IN_FLIGHT_TIMEOUT_MS);
  await closed;
  clearTimeout(sweepTimer);
  clearTimeout(force);
  let clean = true;
  for (const [name, close] of resources) {
    try {
      clean = (await closeWithin(name, close)) && clean;
    } catch (error) {
      log.error({ err: error, step: name }, `Shutdown: closing the ${name} failed`);
      clean = false;
    }
  }
  if (!clean) throw new Error("Shut down with errors");
  log.info("Shut down cleanly.");
}

/** What server.js prints when the start fails: a clear sentence for known problems, the detail otherwise. */
export function reportStartupFailure(error: unknown): void {
  if (error instanceof EnvError || error instanceof StartupError || error instanceof DataDirectoryInUseError) {
    console.error(error.message);
  } else if (isDatabaseUnavailable(error)) {
    console.error("The database could not be reached. Check that it is running and that DATABASE_URL points at it.");
    log.fatal({ err: error }, "The database could not be reached at start-up");
  } else {
    log.fatal({ err: error }, "The site could not start");
  }
  flushLogs();
}
