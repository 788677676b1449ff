/**
 * Databases for integration tests. Every test gets its own, copied from a
 * database prepared once per run (tests/setup/database-templates.ts): an
 * in-memory PGlite loaded from a dump, and, when TEST_DATABASE_URL is set,
 * a PostgreSQL database copied from a template.
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type pg from "pg";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "../../server/db/client";
import { databaseUrl, withAdminConnection } from "./scratch-postgres";

/** What the global setup prepared: migrated, and migrated with the catalogue seeded. */
export interface DatabaseTemplates {
  /** Files holding PGlite data-directory dumps. */
  pglite: { migrated: string; seeded: string };
  /** Template databases on the TEST_DATABASE_URL server, and the name prefix of their copies. */
  postgres?: { migrated: string; seeded: string; copyPrefix: string };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

type Contents = keyof DatabaseTemplates["pglite"];

const templates = inject("databaseTemplates");

/**
 * A dump PGlite can load, handing over its bytes at once: Node 20 reads a
 * Blob's bytes slowly (half a second of CPU for these 70 MB), and PGlite only
 * asks for them with arrayBuffer(). PGlite only reads them, so every database
 * opened from the dump is given the same bytes, not a copy of its own.
 */
class DumpBlob extends Blob {
  readonly #contents: ArrayBuffer;
  constructor(contents: Uint8Array) {
    super([]);
    this.#contents = new Uint8Array(contents).buffer;
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.#contents;
  }
}

const pgliteDumps = new Map<Contents, Promise<Blob>>();

// Compiled once per worker: compiling PGlite's WebAssembly is a fifth of opening a database.
let pgliteRuntime: Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;
function loadPgliteRuntime() {
  pgliteRuntime ??= (async () => {
    const dist = path.dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite")));
    const [wasm, bundle] = await Promise.all([readFile(path.join(dist, "pglite.wasm")), readFile(path.join(dist, "pglite.data"))]);
    return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([bundle]) };
  })();
  return pgliteRuntime;
}

async function openPglite(contents: Contents): Promise<DatabaseHandle> {
  let dump = pgliteDumps.get(contents);
  if (!dump) {
    dump = readFile(templates.pglite[contents]).then((bytes) => new DumpBlob(bytes));
    pgliteDumps.set(contents, dump);
  }
  const [loadDataDir, runtime] = await Promise.all([dump, loadPgliteRuntime()]);
  // A test database holds a few MB: a small buffer pool is plenty, and quick to set up.
  return openDatabase({ kind: "pglite-memory", loadDataDir, sharedBuffers: "16MB", runtime });
}

export interface TestDatabaseKind {
  name: "pglite" | "postgres";
  /** A migrated, empty database of its own; close() removes it. */
  open(): Promise<DatabaseHandle>;
  /** A migrated database of its own holding the seed catalogue; close() removes it. */
  openSeeded(): Promise<DatabaseHandle>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;
const postgresTemplates = templates.postgres;

/**
 * Copies of a PostgreSQL template, each made while the test before ran: copying takes the
 * server a seventh of a second, time the worker spends on its test instead of waiting. A copy
 * still unused when the worker ends is dropped with the templates (tests/setup/database-templates.ts).
 */
function postgresCopies(adminUrl: string, template: string, copyPrefix: string): () => Promise<DatabaseHandle> {
  const worker = randomBytes(4).toString("hex");
  let made = 0;
  let madeAhead: Promise<string> | undefined;
  const copy = () => {
    const name = `${copyPrefix}_${worker}_${++made}`;
    const copied = withAdminConnection(adminUrl, (admin) => admin.query(`create database "${name}" template "${template}"`)).then(() => name);
    // Failing ahead of time is reported by the test that takes it.
    copied.catch(() => undefined);
    return copied;
  };
  return async () => {
    // Taken before the first await: two opens at once (Promise.all) each get a copy of their own.
    const taken = madeAhead ?? copy();
    madeAhead = copy();
    const name = await taken;
    const url = new URL(databaseUrl(adminUrl, name));
    // A test's database is gone after the run: its commits need not wait for the disk.
    url.searchParams.set("options", "-c synchronous_commit=off");
    const handle = await openDatabase({ kind: "postgres", url: url.toString() });
    return {
      ...handle,
      async close() {
        await handle.close();
        await withAdminConnection(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
      },
    };
  };
}

export const testDatabaseKinds: TestDatabaseKind[] = [
  { name: "pglite", open: () => openPglite("migrated"), openSeeded: () => openPglite("seeded") },
  ...(postgresUrl && postgresTemplates
    ? [
        {
          name: "postgres" as const,
          open: postgresCopies(postgresUrl, postgresTemplates.migrated, postgresTemplates.copyPrefix),
          openSeeded: postgresCopies(postgresUrl, postgresTemplates.seeded, postgresTemplates.copyPrefix),
        },
      ]
    : []),
];

/**
 * The code under test may run queries side by side (Promise.all), each on a connection of its own
 * from the pool. Inside a test's transaction they share its one connection, which runs them one
 * after the other and, in pg 8, warns that it does: here they wait their turn before reaching it.
 * Returns what gives the connection its own query back before it returns to the pool.
 */
function queueQueries(tx: unknown): () => void {
  const client = (tx as { session: { client: pg.PoolClient } }).session.client;
  const ownQuery = client.query;
  let previous: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    const result = previous.then(() => (ownQuery as (...args: unknown[]) => Promise<unknown>).apply(client, args));
    previous = result.catch(() => undefined);
    return result;
  }) as typeof client.query;
  return () => {
    client.query = ownQuery;
  };
}

/** Thrown out of a test's transaction to undo it. */
const UNDO = Symbol("undo the test's writes");

/**
 * A second ago by the database's clock, for making something due or expired. In a rolled-back test
 * now() stays at the start of the test's transaction, so a time from this process's clock a second
 * back can still lie ahead of it once the test has run longer than that.
 */
export const aSecondAgo = () => sql`now() - interval '1 second'`;

/**
 * One database for all the tests of a describe block, each test run inside a transaction that is
 * rolled back after it: every test starts from the template's contents, as with a database of its
 * own, without the copy (half a second a test). `handle.db` is the running test's transaction;
 * the code under test nests its own transactions in it as savepoints.
 *
 * Only for tests whose code sees the database through one transaction: not for notifications
 * (LISTEN/NOTIFY is delivered on commit), several connections at once, closing the database, or
 * time passing between statements (now() is the transaction's start). Those open their own.
 */
export function rolledBackPerTest(kind: TestDatabaseKind, contents: Contents): DatabaseHandle {
  let shared: DatabaseHandle | undefined;
  let current: Database | undefined;
  let undo: (() => void) | undefined;
  let finished: Promise<void> | undefined;
  beforeAll(async () => {
    shared = await (contents === "seeded" ? kind.openSeeded() : kind.open());
  });
  afterAll(async () => {
    await shared?.close();
  });
  beforeEach(async () => {
    const undone = new Promise<void>((resolve) => (undo = resolve));
    current = await new Promise<Database>((ready, failed) => {
      finished = shared!.db
        .transaction(async (tx) => {
          const restore = shared!.kind === "postgres" ? queueQueries(tx) : undefined;
          ready(tx);
          await undone;
          restore?.();
          throw UNDO;
        })
        .catch((error: unknown) => {
          if (error !== UNDO) failed(error);
        });
    });
  });
  afterEach(async () => {
    undo?.();
    await finished;
    current = undefined;
  });
  const whileTesting = (): DatabaseHandle => {
    if (!shared) throw new Error("rolledBackPerTest: used outside a test");
    return shared;
  };
  return {
    get db() {
      if (!current) throw new Error("rolledBackPerTest: used outside a test");
      return current;
    },
    get kind() {
      return whileTesting().kind;
    },
    get client() {
      return whileTesting().client;
    },
    migrate: () => whileTesting().migrate(),
    ping: () => whileTesting().ping(),
    listen: () => Promise.reject(new Error("rolledBackPerTest: notifications arrive only on commit; open a database of the test's own")),
    close: () => Promise.reject(new Error("rolledBackPerTest: the database is closed after the last test")),
  };
}
