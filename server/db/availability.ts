/**
 * Tells a database that cannot be reached (refused, terminated, restarting,
 * closed) from a bug, so visitors get a 503 "try again shortly" rather than a 500.
 */
import { errorCode, errorField, errorMessage } from "../error-fields";

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown: the backend was terminated
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "53300", // too_many_connections
]);

const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|PGlite is closed|the database system is (starting up|shutting down)|is not currently accepting connections/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    if (typeof current !== "object") return false;
    const code = errorCode(current);
    const message = errorMessage(current);
    if (code !== undefined && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (message !== undefined && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = errorField(current, "cause");
  }
  return false;
}
