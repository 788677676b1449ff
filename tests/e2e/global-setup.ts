/**
 * Playwright global setup: the data directories tests/e2e/seeded-data.ts copies (the seeded
 * catalogue, and the same with a confirmed admin and member for the admin specs), and the site
 * every spec visits at E2E_PORT, the production build on a copy of the seeded catalogue.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePortSync } from "../helpers/free-port";
import { addAdminAndMember } from "./admin-accounts";
import { ACCOUNTS_TEMPLATE_ENV, SEEDED_TEMPLATE_ENV, seededDataDir, TEMPLATE_ACCOUNTS_ENV } from "./seeded-data";
import { startServer, waitUntilListening } from "./server-process";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const template = mkdtempSync(path.join(tmpdir(), "e2e-seeded-template-"));
  // The built server prepares it exactly as on a first start.
  const seeder = startServer(freePortSync(), { DATA_DIR: template });
  const started = await waitUntilListening(seeder).then(
    () => true,
    () => false,
  );
  const code = await seeder.stop();
  if (!started || code !== 0) throw new Error(`The server that seeds the e2e template did not start and stop cleanly (exit ${code}):\n${seeder.output()}`);
  process.env[SEEDED_TEMPLATE_ENV] = template;

  // The site starts while the accounts are made: signing up, confirming and granting take a
  // server start more than a spec needs, so they are done once, here.
  const siteDir = seededDataDir("e2e-site-");
  const site = startServer(
    Number(process.env.E2E_PORT),
    {
      DATA_DIR: siteDir,
      // As behind a proxy on this machine: journeys stand for visitors at other addresses with X-Forwarded-For.
      TRUST_PROXY: "loopback",
      // No load balancer to move visitors away first: at the end of the run it stops at once.
      SHUTDOWN_DRAIN_SECONDS: "0",
    },
    { showErrors: true },
  );
  const withAccounts = seededDataDir("e2e-accounts-template-");
  const [accountsMade, siteReady] = await Promise.allSettled([addAdminAndMember(freePortSync(), withAccounts), waitUntilListening(site)]);
  if (accountsMade.status === "rejected" || siteReady.status === "rejected") {
    await site.stop();
    throw accountsMade.status === "rejected" ? accountsMade.reason : (siteReady as PromiseRejectedResult).reason;
  }
  const accounts = accountsMade.value;
  process.env[ACCOUNTS_TEMPLATE_ENV] = withAccounts;
  process.env[TEMPLATE_ACCOUNTS_ENV] = JSON.stringify({ admin: accounts.adminEmail, member: accounts.memberEmail });
  return async () => {
    await site.stop();
    for (const directory of [template, withAccounts, siteDir]) rmSync(directory, { recursive: true, force: true });
  };
}
