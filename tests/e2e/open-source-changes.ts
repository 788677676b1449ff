/**
 * Data for tests/e2e/source-review.spec.ts, made the way the site makes it: the
 * link checker reads Runway's pricing and terms pages from a server on this
 * machine, then reads them again changed, which opens two source changes. Run
 * on a stopped data directory (DATA_DIR), like scripts/admin.ts; the server
 * under test cannot fetch pages itself.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { closeDatabase, databaseHandle } from "../../server/db/index";
import { aiTools, linkChecks } from "../../server/db/schema";
import { defaultLinkCheckSettings, runLinkCheckPass } from "../../server/links/checker";
import { countOpenSourceChanges } from "../../server/links/source-changes";

let changed = false;
const pages: Record<string, () => string> = {
  "/pricing": () => `<html><body><h1>Plans</h1><p>Free: 125 credits a month.</p><p>Standard: $12 per month.</p><p>Pro: ${changed ? "$35" : "$28"} per month.</p><p>Enterprise: ask us.</p></body></html>`,
  "/terms": () => `<html><body><h1>Terms of use</h1><p>You own what you make.</p><p>${changed ? "We may use your uploads to improve our models." : "Uploads stay yours."}</p></body></html>`,
};
const server = http.createServer((req, res) => {
  const page = pages[req.url ?? ""];
  if (page) res.writeHead(200, { "Content-Type": "text/html" }).end(page());
  else res.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

try {
  const handle = await databaseHandle();
  await handle.migrate();
  const { db } = handle;
  const [runway] = await db.select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.slug, "runway"));
  if (!runway) throw new Error("The seeded catalogue has no Runway.");
  // Only these two pages: the checker must not go out to the seeded tools' real sites.
  await db.delete(linkChecks);
  await db.insert(linkChecks).values([
    { toolId: runway.id, kind: "pricing", url: `${origin}/pricing` },
    { toolId: runway.id, kind: "terms", url: `${origin}/terms` },
  ]);
  const base = defaultLinkCheckSettings("http://localhost", `e2e:${process.pid}`);
  const settings = { ...base, perHostDelayMs: 0, check: { ...base.check, timeoutMs: 5000, allowPrivateAddresses: true } };
  await runLinkCheckPass(db, settings);
  changed = true;
  await db.update(linkChecks).set({ nextCheckAt: new Date(0) });
  await runLinkCheckPass(db, settings);
  console.log(`${await countOpenSourceChanges(db)} source changes open.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
  server.close();
}
