/**
 * Playwright global setup: the data directories tests/e2e/seeded-data.ts copies, the seeded
 * catalogue, and the same with a confirmed admin and member for the admin specs.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePortSync } from "../helpers/free-port";
import { addAdminAndMember } from "./admin-accounts";
import { ACCOUNTS_TEMPLATE_ENV, SEEDED_TEMPLATE_ENV, seededDataDir, TEMPLATE_ACCOUNTS_ENV } from "./seeded-data";
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

  // Signing up, confirming and granting take a server start more than a spec needs: done once here.
  const withAccounts = seededDataDir("e2e-accounts-template-");
  const { adminEmail, memberEmail } = await addAdminAndMember(freePortSync(), withAccounts);
  process.env[ACCOUNTS_TEMPLATE_ENV] = withAccounts;
  process.env[TEMPLATE_ACCOUNTS_ENV] = JSON.stringify({ admin: adminEmail, member: memberEmail });
  return () => {
    rmSync(template, { recursive: true, force: true });
    rmSync(withAccounts, { recursive: true, force: true });
  };
}
