import { sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import type { Database } from "../db/client";

/** Liveness plus a round trip to the database, for load balancers and uptime checks. */
export function healthCheck(getDb: () => Promise<Database>): RequestHandler {
  return async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      const db = await getDb();
      await db.execute(sql`select 1`);
      res.json({ status: "ok", database: "ok" });
    } catch (error) {
      console.error("Health check failed:", error);
      res.status(503).json({ status: "error", database: "unreachable" });
    }
  };
}
