/**
 * Data for tests/e2e/review-queue.spec.ts, made the way the site makes it: the link checker reads
 * Runway's pricing and terms pages and Craiyon's home page from a server on this machine, then
 * reads the two pages again changed. That opens two source changes and proposes Craiyon's touch
 * icon, stored in DATA_DIR/uploads as the server stores files. Run on a stopped data directory
 * (DATA_DIR), like scripts/admin.ts; the server under test cannot fetch pages itself.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { closeDatabase, databaseHandle } from "../../server/db/index";
import { aiTools, linkChecks } from "../../server/db/schema";
import { defaultLinkCheckSettings, runLinkCheckPass } from "../../server/links/checker";
import { countOpenSourceChanges } from "../../server/links/source-changes";
import { countPendingLogoCandidates } from "../../server/logos/candidates";
import { defaultLogoSearchOptions } from "../../server/logos/search";
import { localStorage } from "../../server/storage/local";

let changed = false;
const icon = await sharp({ create: { width: 180, height: 180, channels: 4, background: "#e11d48" } }).png().toBuffer();
const pages: Record<string, () => [string, string | Buffer]> = {
  "/pricing": () => [
    "text/html",
    `<html><body><h1>Plans</h1><p>Free: 125 credits a month.</p><p>Standard: $12 per month.</p><p>Pro: ${changed ? "$35" : "$28"} per month.</p><p>Enterprise: ask us.</p></body></html>`,
  ],
  "/terms": () => ["text/html", `<html><body><h1>Terms of use</h1><p>You own what you make.</p><p>${changed ? "We may use your uploads to improve our models." : "Uploads stay yours."}</p></body></html>`],
  "/craiyon/": () => ["text/html", '<html><head><link rel="apple-touch-icon" href="/craiyon/apple-touch-icon.png"></head><body>Craiyon</body></html>'],
  "/craiyon/apple-touch-icon.png": () => ["image/png", icon],
};
const server = http.createServer((req, res) => {
  const page = pages[req.url ?? ""];
  if (!page) return res.writeHead(404).end();
  const [type, body] = page();
  res.writeHead(200, { "Content-Type": type }).end(body);
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

try {
  const handle = await databaseHandle();
  await handle.migrate();
  const { db } = handle;
  const tools = await db.select({ id: aiTools.id, slug: aiTools.slug, logoUrl: aiTools.logoUrl }).from(aiTools).where(inArray(aiTools.slug, ["runway", "craiyon"]));
  const runway = tools.find((tool) => tool.slug === "runway");
  const craiyon = tools.find((tool) => tool.slug === "craiyon");
  if (!runway) throw new Error("The seeded catalogue has no Runway.");
  if (!craiyon || craiyon.logoUrl?.startsWith("/brand-logos/")) throw new Error("The seeded catalogue has no Craiyon without a mark.");
  // Only these pages: the checker must not go out to the seeded tools' real sites.
  await db.delete(linkChecks);
  await db.insert(linkChecks).values([
    { toolId: runway.id, kind: "pricing", url: `${origin}/pricing` },
    { toolId: runway.id, kind: "terms", url: `${origin}/terms` },
    { toolId: craiyon.id, kind: "website", url: `${origin}/craiyon/` },
  ]);
  const base = defaultLinkCheckSettings("http://localhost", `e2e:${process.pid}`);
  const logos = defaultLogoSearchOptions(base.check.userAgent);
  const settings = {
    ...base,
    perHostDelayMs: 0,
    check: { ...base.check, timeoutMs: 5000, allowAddresses: ["127.0.0.1"] },
    logos: { ...logos, pauseMs: 0, fetch: { ...logos.fetch, allowAddresses: ["127.0.0.1"] }, storage: localStorage(path.join(process.env.DATA_DIR!, "uploads")) },
  };
  await runLinkCheckPass(db, settings);
  changed = true;
  await db.update(linkChecks).set({ nextCheckAt: new Date(0) }).where(eq(linkChecks.toolId, runway.id));
  await runLinkCheckPass(db, settings);
  console.log(`Source changes open: ${await countOpenSourceChanges(db)}. Logos pending: ${await countPendingLogoCandidates(db)}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
  server.close();
}
