/** Playwright global setup: the seeded data directory that tests/e2e/seeded-data.ts copies. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePortSync } from "../helpers/free-port";
import { SEEDED_TEMPLATE_ENV } from "./seeded-data";
import { startServer, waitUntilListening } from "./server-process";

export default async function globalSetup(): Promise<() => void> {
  const template = mkdtempSync(path.join(tmpdir(), "e2e-seeded-template-"));
  // The built server prepares it exactly as on a first start.
  const server = startServer(freePortSync(), { DATA_DIR: template });
  const started = await waitUntilListening(server).then(
    () => true,
    () => false,
  );
  const code = await server.stop();
  if (!started || code !== 0) throw new Error(`The server that seeds the e2e template did not start and stop cleanly (exit ${code}):\n${server.output()}`);
  process.env[SEEDED_TEMPLATE_ENV] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
