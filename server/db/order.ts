import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * A name as people sort it: letters before case, so 'Ads & Creatives' comes
 * before 'AI Agents' (byte order would put every capital first).
 */
export function byName(column: AnyColumn): SQL {
  return sql`lower(${column})`;
}

/**
 * The same order, in a form no index matches: for a LIMIT over a narrow
 * filter (suggestions), where walking the name index in order until enough
 * rows pass the filter would read most of the table.
 */
export function byNameAfterFiltering(column: AnyColumn): SQL {
  return sql`lower(${column}) || ''`;
}
