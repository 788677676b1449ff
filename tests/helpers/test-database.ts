/**
 * Databases for integration tests. Every test gets its own, copied from a
 * database prepared once per run (tests/setup/database-templates.ts): an
 * in-memory PGlite loaded from a dump, and, when TEST_DATABASE_URL is set,
 * a PostgreSQL database created from a template.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import { openScratchPostgres } from "./scratch-postgres";

/** What the global setup prepared: migrated, and migrated with the catalogue seeded. */
export interface DatabaseTemplates {
  /** Files holding PGlite data-directory dumps. */
  pglite: { migrated: string; seeded: string };
  /** Template databases on the TEST_DATABASE_URL server. */
  postgres?: { migrated: string; seeded: string };
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
 * Blob's bytes slowly (half a second of CPU for these 40 MB), and PGlite only
 * asks for them with arrayBuffer().
 */
class DumpBlob extends Blob {
  readonly #contents: Uint8Array;
  constructor(contents: Uint8Array) {
    super([]);
    this.#contents = contents;
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return new Uint8Array(this.#contents).buffer;
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

export const testDatabaseKinds: TestDatabaseKind[] = [
  { name: "pglite", open: () => openPglite("migrated"), openSeeded: () => openPglite("seeded") },
  ...(postgresUrl && postgresTemplates
    ? [
        {
          name: "postgres" as const,
          open: () => openScratchPostgres(postgresUrl, { template: postgresTemplates.migrated }),
          openSeeded: () => openScratchPostgres(postgresUrl, { template: postgresTemplates.seeded }),
        },
      ]
    : []),
];
