/**
 * Vitest global setup: builds the databases every integration test copies,
 * once per run, before any test file starts, and removes them at the end.
 * Migrating costs seconds and seeding the catalogue more; copying a prepared
 * database costs a fraction of that (tests/helpers/test-database.ts).
 *
 * - PGlite: data-directory dumps of a migrated and of a migrated and seeded
 *   database, as files the test workers load.
 * - PostgreSQL (TEST_DATABASE_URL): two template databases, which nobody may
 *   connect to, so that `create database ... template` never finds them in use.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import { prepareDatabase } from "../../server/catalogue/prepare";
import { databaseUrl, uniqueDatabaseName, withAdminConnection } from "../helpers/scratch-postgres";
import type { DatabaseTemplates } from "../helpers/test-database";

/**
 * The entries of a tar archive (the format PGlite dumps to) that `keep` accepts. Each entry is
 * a 512-byte header, whose name and octal size this reads, then its contents in 512-byte blocks.
 */
function tarEntries(tar: Uint8Array, keep: (name: string) => boolean): Uint8Array {
  const field = (header: Uint8Array, start: number, length: number) => new TextDecoder().decode(header.subarray(start, start + length)).replace(/\0.*$/s, "");
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const prefix = field(header, 345, 155);
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const end = offset + 512 + Math.ceil(Number.parseInt(field(header, 124, 12).trim() || "0", 8) / 512) * 512;
    if (keep(name)) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  kept.push(new Uint8Array(1024));
  const result = new Uint8Array(kept.reduce((total, entry) => total + entry.length, 0));
  kept.reduce((at, entry) => (result.set(entry, at), at + entry.length), 0);
  return result;
}

/**
 * A dump of the database as it is now, opened by each test that copies it: so it opens fast,
 * it holds no log to replay (a checkpoint first) and only what a test database reads. Left out:
 * write-ahead log segments made ahead for later, and the template databases, which PGlite never
 * connects to. Half the size, and a quarter less time per opening.
 */
async function writeDump(handle: DatabaseHandle, file: string): Promise<void> {
  const client = handle.client!;
  await client.query("checkpoint");
  const [wal] = (await client.query<{ redo: string; current: string }>("select redo_wal_file as redo, pg_walfile_name(pg_current_wal_lsn()) as current from pg_control_checkpoint()")).rows;
  const templates = (await client.query<{ oid: number }>("select oid from pg_database where datistemplate")).rows.map((row) => String(row.oid));
  const dump = new Uint8Array(await (await client.dumpDataDir("none")).arrayBuffer());
  const needed = tarEntries(dump, (name) => {
    const segment = /pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    if (segment) return segment >= wal!.redo && segment <= wal!.current;
    const database = /^\/?base\/(\d+)(\/|$)/.exec(name)?.[1];
    return !database || !templates.includes(database);
  });
  writeFileSync(file, needed);
}

async function buildPgliteDumps(directory: string): Promise<DatabaseTemplates["pglite"]> {
  const files = { migrated: path.join(directory, "migrated.tar"), seeded: path.join(directory, "seeded.tar") };
  const handle = await openDatabase({ kind: "pglite-memory" });
  try {
    await handle.migrate();
    await writeDump(handle, files.migrated);
    await prepareDatabase(handle, { seedIfEmpty: true });
    await writeDump(handle, files.seeded);
  } finally {
    await handle.close();
  }
  return files;
}

async function createTemplate(adminUrl: string, name: string, prepare: (handle: DatabaseHandle) => Promise<unknown>): Promise<void> {
  await withAdminConnection(adminUrl, (admin) => admin.query(`create database "${name}"`));
  // PGlite builds its dumps in this same process at the same time, holding the event loop for
  // seconds at a stretch: a connection timer would fire before the server's answer is read.
  const handle = await openDatabase({ kind: "postgres", url: databaseUrl(adminUrl, name), connectionTimeoutMillis: 0 });
  try {
    await prepare(handle);
  } finally {
    await handle.close();
  }
  await withAdminConnection(adminUrl, async (admin) => {
    await admin.query(`alter database "${name}" with allow_connections false`);
    // A closed connection's server process may still be on its way out; a copy would then fail.
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [name]);
  });
}

async function buildPostgresTemplates(adminUrl: string, names: NonNullable<DatabaseTemplates["postgres"]>): Promise<void> {
  await createTemplate(adminUrl, names.migrated, (handle) => handle.migrate());
  await createTemplate(adminUrl, names.seeded, (handle) => prepareDatabase(handle, { seedIfEmpty: true }));
}

/** The templates, and any copy of them a test worker left behind (tests/helpers/test-database.ts). */
async function dropTemplatesAndCopies(adminUrl: string, names: NonNullable<DatabaseTemplates["postgres"]>): Promise<void> {
  await withAdminConnection(adminUrl, async (admin) => {
    const copies = await admin.query<{ datname: string }>("select datname from pg_database where starts_with(datname, $1)", [`${names.copyPrefix}_`]);
    for (const name of copies.rows.map((row) => row.datname)) await admin.query(`drop database if exists "${name}" with (force)`);
    for (const name of [names.migrated, names.seeded]) await admin.query(`drop database if exists "${name}"`);
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const directory = mkdtempSync(path.join(os.tmpdir(), "test-databases-"));
  const base = uniqueDatabaseName("test_template");
  const postgres = adminUrl ? { migrated: `${base}_migrated`, seeded: `${base}_seeded`, copyPrefix: `${base}_copy` } : undefined;
  const teardown = async () => {
    rmSync(directory, { recursive: true, force: true });
    if (adminUrl && postgres) await dropTemplatesAndCopies(adminUrl, postgres);
  };
  // Both at once: PGlite works in this process, PostgreSQL in the server's.
  const [pglite, postgresBuilt] = await Promise.allSettled([buildPgliteDumps(directory), adminUrl && postgres ? buildPostgresTemplates(adminUrl, postgres) : undefined]);
  if (pglite.status === "rejected" || postgresBuilt.status === "rejected") {
    await teardown().catch(() => undefined);
    throw pglite.status === "rejected" ? pglite.reason : (postgresBuilt as PromiseRejectedResult).reason;
  }
  project.provide("databaseTemplates", { pglite: pglite.value, postgres });
  return teardown;
}
