/**
 * Opens the database: PGlite in a data directory by default, PostgreSQL when a
 * URL is given. Both run the same migrations and are used through the same
 * Drizzle interface, so nothing above this file knows which one it talks to.
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { log } from "../log/index";
import { listenOnPglite, listenOnPostgres, type NotificationHandlers } from "./notifications";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The PGlite instance, for dumping and cloning in tests. */
  client?: PGlite;
  migrate(): Promise<void>;
  /** Proves the database answers on a new connection, not only on one the pool already holds. */
  ping(): Promise<void>;
  /** LISTENs on `channels` until the returned function is called (server/db/notifications.ts). */
  listen(channels: string[], handlers: NotificationHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      kind: "postgres";
      url: string;
      /**
       * How long a query waits for a connection, 5 s by default. Test set-up that shares its
       * process with PGlite (which holds the event loop for seconds) waits without a limit: the
       * timer would otherwise fire before the socket's answer is read.
       */
      connectionTimeoutMillis?: number;
    }
  | { kind: "pglite"; dataDir: string }
  | {
      kind: "pglite-memory";
      loadDataDir?: Blob | File;
      /**
       * PostgreSQL's buffer pool, e.g. "16MB" (default 128MB). PGlite zeroes all of it at
       * start: a test database of a few MB starts in a third of the time with a small one.
       */
      sharedBuffers?: string;
      /**
       * PGlite's WebAssembly, compiled once, and its file-system bundle: a process that opens
       * many in-memory databases (the tests) skips compiling and reading them each time.
       */
      runtime?: { pgliteWasmModule: WebAssembly.Module; fsBundle: Blob };
    };

const migrationsFolder = path.resolve(process.cwd(), "server/db/migrations");

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    // A request waits at most this long for a connection, then fails with 503 instead of hanging.
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: target.connectionTimeoutMillis ?? 5000 });
    // The server ends idle connections on restart, failover or timeout; without a listener
    // that 'error' event would end the whole process. The pool replaces the connection.
    pool.on("error", (error) => log.warn({ err: error }, "An idle database connection was closed by the server"));
    // A connection checked out between two queries (inside a transaction) reports the same on
    // the client itself, where the pool listens no more. Its next query fails with a 503 and
    // the pool discards it on release.
    pool.on("connect", (client) => {
      client.on("error", (error) => log.warn({ err: error }, "A database connection in use was closed by the server"));
    });
    releaseClientsWhoseBeginFails(pool);
    // Drizzle types each driver's database apart; the code is written once against PgDatabase, which both are.
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      ping: () => pingFreshConnection(target.url),
      listen: (channels, handlers) => listenOnPostgres(target.url, channels, handlers),
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  if (target.kind === "pglite") {
    // PGlite creates only the last folder of its path.
    mkdirSync(path.dirname(target.dataDir), { recursive: true });
    client = await PGlite.create({ dataDir: target.dataDir, extensions: { pg_trgm } });
  } else {
    const startParams = target.sharedBuffers ? [...PGlite.defaultStartParams, "-c", `shared_buffers=${target.sharedBuffers}`] : undefined;
    client = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: target.loadDataDir, startParams, ...target.runtime });
  }
  // As above: the PGlite database is the same PgDatabase under its own driver type.
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    client,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    listen: (channels, handlers) => listenOnPglite(client, channels, handlers),
    close: () => client.close(),
  };
}

/**
 * drizzle-orm 0.45 sends a transaction's BEGIN before its try/finally, so when
 * BEGIN fails (the connection died on its way out of the pool) the client is
 * never given back: the pool shrinks by one each time, and at zero the site is
 * down for good and pool.end() never returns. Here a checked-out client whose
 * first query fails is released (and, with the error, discarded), and a second
 * release is ignored.
 */
export function releaseClientsWhoseBeginFails(pool: pg.Pool): void {
  // A connection is checked out again and again: each time its own query is wrapped, not the
  // wrapper of the time before (thousands of layers would overflow the stack), and given back on
  // release, so a later pool.query on it meets no checkout's wrapper but its own function.
  const ownQuery = new WeakMap<pg.PoolClient, pg.PoolClient["query"]>();
  // pg types connect() as two overloads (callback or promise), which a replacement cannot restate:
  // these casts say which one each call uses, and the replacement keeps both.
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | void;
  pool.connect = ((callback?: unknown) => {
    // pool.query checks out with a callback and always releases: leave that path alone.
    if (callback) return connect(callback);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const release = client.release.bind(client);
      let released = false;
      client.release = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.query = ownQuery.get(client)!;
        release(error);
      };
      if (!ownQuery.has(client)) ownQuery.set(client, client.query);
      // query() has a dozen overloads; the wrapper passes any of them through unchanged.
      const query = ownQuery.get(client)!.bind(client) as (...args: unknown[]) => Promise<unknown>;
      let firstQuery = true;
      client.query = ((...args: unknown[]) => {
        if (!firstQuery) return query(...args);
        firstQuery = false;
        return query(...args).catch((error: unknown) => {
          client.release(error instanceof Error ? error : new Error(String(error)));
          throw error;
        });
        // The wrapper stands for every overload of query() (see `query` above).
      }) as typeof client.query;
      return client;
    });
  }) as typeof pool.connect;
}

async function pingFreshConnection(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000, query_timeout: 3000 });
  client.on("error", () => {
    // Reported by the failing connect or query below.
  });
  try {
    await client.connect();
    await client.query("select 1");
  } finally {
    await client.end().catch(() => undefined);
  }
}
