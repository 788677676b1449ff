/** Accounts for the admin specs: a confirmed admin (granted with the documented command) and a confirmed member, on a server of their own. */
import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { solvedBotCheck } from "../helpers/bot-check";
import { findMailLink, uniqueEmail } from "./mailbox";
import { startServer, waitUntilListening, type RunningServer } from "./server-process";

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
 * Starts the server on `dataDir`, signs up an admin and a member, grants the
 * admin with `scripts/admin.ts grant` on the stopped database, and starts it again.
 */
export async function startWithAdmin(
  port: number,
  dataDir: string,
  /** More settings for the server, both times it starts. */
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; adminEmail: string; memberEmail: string }> {
  const baseURL = `http://localhost:${port}`;
  const adminEmail = uniqueEmail("admin");
  const memberEmail = uniqueEmail("member");
  let server = startServer(port, { ...env, DATA_DIR: dataDir });
  try {
    await waitUntilListening(server);
    const setup = await newClient(baseURL);
    await signUpAndConfirm(setup, baseURL, adminEmail);
    await signUpAndConfirm(setup, baseURL, memberEmail);
    await setup.dispose();
    expect(await server.stop()).toBe(0);

    const granted = execFileSync(process.execPath, ["--import", "tsx", "scripts/admin.ts", "grant", adminEmail], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(granted).toContain(`${adminEmail} is now an admin.`);
    server = startServer(port, { ...env, DATA_DIR: dataDir });
    await waitUntilListening(server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { server, adminEmail, memberEmail };
}
