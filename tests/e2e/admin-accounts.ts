/** Accounts for the admin specs: a confirmed admin (granted with the documented command) and a confirmed member, on a server of their own. */
import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { solvedBotCheck } from "../helpers/bot-check";
import { findMailLink, uniqueEmail } from "./mailbox";
import { TEMPLATE_ACCOUNTS_ENV } from "./seeded-data";
import { SHORT_RUN_NODE_FLAGS, startServer, waitUntilListening, type RunningServer } from "./server-process";

export const ADMIN_PASSWORD = "sweep-pass-1";

export async function newClient(baseURL: string) {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
}

export async function signUpAndConfirm(client: APIRequestContext, baseURL: string, email: string) {
  const signUp = await client.post("/auth?view=sign-up", {
    form: { intent: "sign-up", email, password: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD, firstName: "", lastName: "", botCheck: await solvedBotCheck(baseURL) },
  });
  expect(signUp.status()).toBe(200);
  const link = await findMailLink(client, email, /Confirm your/);
  await client.get(link);
}

export async function signIn(client: APIRequestContext, email: string) {
  const response = await client.post("/auth", { form: { intent: "sign-in", email, password: ADMIN_PASSWORD }, maxRedirects: 0 });
  expect(response.status(), await response.text()).toBe(302);
}

/**
 * Signs up an admin and a member on a server started on `dataDir`, stops it and grants the
 * admin with the documented command (`scripts/admin.ts grant`). The e2e global setup does this
 * once, on the template that seededDataDirWithAccounts copies.
 */
export async function addAdminAndMember(port: number, dataDir: string): Promise<{ adminEmail: string; memberEmail: string }> {
  const baseURL = `http://localhost:${port}`;
  const adminEmail = uniqueEmail("admin");
  const memberEmail = uniqueEmail("member");
  const server = startServer(port, { DATA_DIR: dataDir });
  try {
    await waitUntilListening(server);
    const setup = await newClient(baseURL);
    await signUpAndConfirm(setup, baseURL, adminEmail);
    await signUpAndConfirm(setup, baseURL, memberEmail);
    await setup.dispose();
  } finally {
    expect(await server.stop()).toBe(0);
  }
  const granted = execFileSync(process.execPath, [...SHORT_RUN_NODE_FLAGS, "--import", "tsx", "scripts/admin.ts", "grant", adminEmail], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  expect(granted).toContain(`${adminEmail} is now an admin.`);
  return { adminEmail, memberEmail };
}

/** Starts the server on a directory from seededDataDirWithAccounts: its admin and member are ready to sign in. */
export async function startWithAdmin(
  port: number,
  dataDir: string,
  /** More settings for the server. */
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; adminEmail: string; memberEmail: string }> {
  const accounts = process.env[TEMPLATE_ACCOUNTS_ENV];
  if (!accounts) throw new Error(`${TEMPLATE_ACCOUNTS_ENV} is not set: the e2e global setup makes the accounts template.`);
  const { admin: adminEmail, member: memberEmail } = JSON.parse(accounts) as { admin: string; member: string };
  const server = startServer(port, { ...env, DATA_DIR: dataDir });
  try {
    await waitUntilListening(server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { server, adminEmail, memberEmail };
}
