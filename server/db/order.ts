import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * A name as people sort it: letters before case, so 'Ads & Creatives' comes
 * before 'AI Agents' (byte order would put every capital first).
 */
export function byName(column: AnyColumn): SQL {
  return sql`lower(${column})`;
}
