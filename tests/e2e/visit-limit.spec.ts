/**
 * The beacon a tool's outbound link sends is limited per network address: a script that posts it
 * from one address is refused after a person's worth (60 an hour) and told when to try again. On a
 * server of its own, so the shared server's visits stay untouched.
 */
import { expect, test } from "@playwright/test";
import { rmSync } from "node:fs";
import { freePortSync } from "../helpers/free-port";
import { newClient } from "./admin-accounts";
import { startServer, waitUntilListening, type RunningServer } from "./server-process";
import { seededDataDir } from "./seeded-data";

const PORT = freePortSync();
const baseURL = `http://localhost:${PORT}`;
let server: RunningServer | undefined;
let dataDir = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = seededDataDir("visit-limit-");
  server = startServer(PORT, { DATA_DIR: dataDir });
  await waitUntilListening(server);
});

test.afterAll(async () => {
  if (server) await server.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("one address's beacons are refused after 60 in an hour, with when to try again", async () => {
  const client = await newClient(baseURL);
  const statuses: number[] = [];
  for (let sent = 0; sent < 61; sent++) statuses.push((await client.post(`/tools/${sent % 2 ? "canva" : "photopea"}/visit`)).status());
  expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
  const refused = await client.post("/tools/runway/visit");
  expect([statuses[60], refused.status()]).toEqual([429, 429]);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  await client.dispose();
});
