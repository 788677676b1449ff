import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devMailboxAccess } from "./dev-mailbox-access";

const TOKEN = "a-long-enough-test-token";
const servers: ReturnType<express.Express["listen"]>[] = [];

async function serve(enabled: boolean): Promise<string> {
  const app = express();
  app.use(devMailboxAccess({ enabled, token: TOKEN }));
  app.use((_req, res) => res.json({ allowed: res.locals.devMailboxAllowed }));
  const server = await new Promise<ReturnType<express.Express["listen"]>>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let base: string;
beforeAll(async () => {
  base = await serve(true);
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

const allowed = async (url: string, headers: Record<string, string> = {}) => ((await (await fetch(url, { headers })).json()) as { allowed: boolean }).allowed;

describe("development mailbox access", () => {
  it("needs the start-up token, then remembers it in a cookie for the mailbox only", async () => {
    expect(await allowed(`${base}/dev/mailbox`)).toBe(false);
    expect(await allowed(`${base}/dev/mailbox?token=wrong-token-of-same-size!`)).toBe(false);
    const opened = await fetch(`${base}/dev/mailbox?token=${TOKEN}`);
    expect(((await opened.json()) as { allowed: boolean }).allowed).toBe(true);
    const cookie = opened.headers.get("set-cookie")!;
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Path=/dev/mailbox");
    expect(await allowed(`${base}/dev/mailbox`, { cookie: cookie.split(";")[0]! })).toBe(true);
    expect(await allowed(`${base}/other?token=${TOKEN}`)).toBe(false);
  });

  it("never answers through a proxy, or when it is off", async () => {
    for (const header of ["X-Forwarded-For", "Forwarded", "X-Real-IP", "X-Forwarded-Host"]) {
      expect(await allowed(`${base}/dev/mailbox?token=${TOKEN}`, { [header]: "203.0.113.9" }), header).toBe(false);
    }
    const off = await serve(false);
    expect(await allowed(`${off}/dev/mailbox?token=${TOKEN}`)).toBe(false);
  });
});
