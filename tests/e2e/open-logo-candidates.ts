/**
 * Data for tests/e2e/logo-review.spec.ts, made the way the site makes it: the
 * link checker checks Craiyon's website, served from this machine with a touch
 * icon made here, and proposes that mark, stored in DATA_DIR/uploads as the
 * server stores files. Run on a stopped data directory (DATA_DIR), like
 * open-source-changes.ts; the server under test cannot fetch pages itself.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { closeDatabase, databaseHandle } from "../../server/db/index";
import { aiTools, linkChecks } from "../../server/db/schema";
import { defaultLinkCheckSettings, runLinkCheckPass } from "../../server/links/checker";
import { countPendingLogoCandidates } from "../../server/logos/candidates";
import { defaultLogoSearchOptions } from "../../server/logos/search";
import { localStorage } from "../../server/storage/local";

const icon = await sharp({ create: { width: 180, height: 180, channels: 4, background: "#e11d48" } }).png().toBuffer();
const server = http.createServer((req, res) => {
  if (req.url === "/") res.writeHead(200, { "Content-Type": "text/html" }).end('<html><head><link rel="apple-touch-icon" href="/apple-touch-icon.png"></head><body>Craiyon</body></html>');
  else if (req.url === "/apple-touch-icon.png") res.writeHead(200, { "Content-Type": "image/png" }).end(icon);
  else res.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

try {
  const handle = await databaseHandle();
  await handle.migrate();
  const { db } = handle;
  const [craiyon] = await db.select({ id: aiTools.id, logoUrl: aiTools.logoUrl }).from(aiTools).where(eq(aiTools.slug, "craiyon"));
  if (!craiyon || craiyon.logoUrl?.startsWith("/brand-logos/")) throw new Error("The seeded catalogue has no Craiyon without a mark.");
  // Only this site: the checker must not go out to the seeded tools' real sites.
  await db.delete(linkChecks);
  await db.insert(linkChecks).values({ toolId: craiyon.id, kind: "website", url: `${origin}/` });
  const base = defaultLinkCheckSettings("http://localhost", `e2e:${process.pid}`);
  const logos = defaultLogoSearchOptions(base.check.userAgent);
  await runLinkCheckPass(db, {
    ...base,
    perHostDelayMs: 0,
    check: { ...base.check, timeoutMs: 5000, allowPrivateAddresses: true },
    logos: { ...logos, pauseMs: 0, fetch: { ...logos.fetch, allowAddresses: ["127.0.0.1"] }, storage: localStorage(path.join(process.env.DATA_DIR!, "uploads")) },
  });
  console.log(`${await countPendingLogoCandidates(db)} logo candidates pending.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
  server.close();
}
