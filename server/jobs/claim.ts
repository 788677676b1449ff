import { getTableName, sql, type Column, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";

type Returned<R extends Record<string, Column>> = { [K in keyof R]: R[K]["_"]["data"] };

export interface LeaseClaim<R extends Record<string, Column>> {
  table: PgTable;
  /** The row's identity: how the update finds each row the select took. */
  keys: Column[];
  /** Which rows are waiting to be worked on. */
  due: SQL;
  /** The longest waiting are taken first. */
  oldestFirst: Column;
  limit: number;
  /**
   * What holding a row writes: a later due time, or a holder and its deadline. A worker that dies
   * mid-work gives its rows back when that time comes, so nothing is lost and nothing waits for a person.
   */
  hold: ReadonlyArray<readonly [Column, SQL]>;
  /** The columns the worker needs, under the names it reads them by. */
  returning: R;
}

/**
 * Takes up to `limit` due rows nobody else holds and holds them, in one statement. Rows another
 * worker has locked are skipped (SKIP LOCKED), so any number of instances share the work without
 * doing a row twice; on PGlite, one connection, the same statement simply takes the due rows.
 * The one claim every queue of background work uses (e-mail, newsletter copies, link checks).
 */
export async function claimWithLease<R extends Record<string, Column>>(db: Database, claim: LeaseClaim<R>): Promise<Returned<R>[]> {
  const table = sql.identifier(getTableName(claim.table));
  const keys = sql.join(
    claim.keys.map((key) => sql.identifier(key.name)),
    sql`, `,
  );
  const sameRow = sql.join(
    claim.keys.map((key) => sql`${table}.${sql.identifier(key.name)} = due.${sql.identifier(key.name)}`),
    sql` and `,
  );
  // A SET names bare columns; the values may read the row's own columns.
  const hold = sql.join(
    claim.hold.map(([column, value]) => sql`${sql.identifier(column.name)} = ${value}`),
    sql`, `,
  );
  const entries = Object.entries(claim.returning);
  const returning = sql.join(
    entries.map(([name, column]) => sql`${table}.${sql.identifier(column.name)} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with due as (
      select ${keys} from ${table}
      where ${claim.due}
      order by ${claim.oldestFirst}
      limit ${claim.limit}
      for update skip locked
    )
    update ${table} set ${hold}
    from due
    where ${sameRow}
    returning ${returning}`);
  // Raw answers carry the driver's values; each column turns its own into what Drizzle's queries give.
  return rowsOf<Record<string, unknown>>(result).map(
    (row) => Object.fromEntries(entries.map(([name, column]) => [name, row[name] === null ? null : column.mapFromDriverValue(row[name])])) as Returned<R>, // built from R's own entries
  );
}
