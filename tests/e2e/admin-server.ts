/**
 * A server of its own with one confirmed admin, for journeys that need admin rights: the
 * embedded database can only be given an admin by the documented command while no server
 * holds it, so the server starts, the account signs up, the server stops, the command runs,
 * and the server starts again.
 */
import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { solvedBotCheck } from "../helpers/bot-check";
import { freePortSync } from "../helpers/free-port";
import { findMailLink, uniqueEmail } from "./mailbox";
import { startServer, waitUntilListening, type RunningServer } from "./server-process";

export const ADMIN_PASSWORD = "admin-server-Passphrase-52";

export interface AdminServer {
  baseURL: string;
  /** An API client signed in as the admin; its storage state signs a browser in. */
  admin: APIRequestContext;
  stop: () => Promise<void>;
}

export async function startAdminServer(): Promise<AdminServer> {
  const port = freePortSync();
  const baseURL = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "admin-server-"));
  const email = uniqueEmail("admin");
  let server: RunningServer = startServer(port, { DATA_DIR: dataDir });
  await waitUntilListening(server);
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const signUp = await admin.post("/auth?view=sign-up", {
    form: { intent: "sign-up", email, password: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD, firstName: "", lastName: "", botCheck: await solvedBotCheck(baseURL) },
  });
  expect(signUp.status()).toBe(200);
  await admin.get(await findMailLink(admin, email, /Confirm your/));
  expect(await server.stop()).toBe(0);

  execFileSync(process.execPath, ["--import", "tsx", "scripts/admin.ts", "grant", email], { env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" });
  server = startServer(port, { DATA_DIR: dataDir });
  await waitUntilListening(server);
  const signIn = await admin.post("/auth", { form: { intent: "sign-in", email, password: ADMIN_PASSWORD }, maxRedirects: 0 });
  expect(signIn.status()).toBe(302);
  return {
    baseURL,
    admin,
    stop: async () => {
      await admin.dispose();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
