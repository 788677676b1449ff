import type { RequestHandler } from "express";
import { log } from "../log/index";
import type { ServerPhase } from "./phase";

/**
 * /healthz (liveness): the process answers and the database accepts a new
 * connection. /readyz (readiness): the same, and the server takes traffic. From
 * the shutdown signal on it answers 503 while the server still answers everything
 * else for the drain period, so a load balancer moves visitors away before the
 * server stops accepting connections.
 */
export function healthChecks(phase: ServerPhase, ping: () => Promise<void>): { health: RequestHandler; readiness: RequestHandler } {
  const check = (requireReady: boolean): RequestHandler => async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (phase.current === "starting" || (requireReady && phase.current !== "ready")) {
      res.status(503).json({ status: phase.current });
      return;
    }
    try {
      await ping();
      res.json({ status: requireReady ? "ready" : "ok", database: "ok" });
    } catch (error) {
      log.warn({ err: error }, "Health check: the database did not answer");
      res.status(503).json({ status: "error", database: "unreachable" });
    }
  };
  return { health: check(false), readiness: check(true) };
}
