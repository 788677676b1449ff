/**
 * For tests/e2e/claims.spec.ts: moves seeded tools' websites to sites the test serves on this
 * machine (TOOL_SITES, a JSON object of slug to address), so a maker's proof can be placed there.
 * Run on a stopped data directory (DATA_DIR), like scripts/admin.ts.
 */
import { eq } from "drizzle-orm";
import { z } from "zod/mini";
import { closeDatabase, databaseHandle } from "../../server/db/index";
import { aiTools } from "../../server/db/schema";

const sites = z.record(z.string(), z.url()).parse(JSON.parse(process.env.TOOL_SITES ?? "{}"));
try {
  const handle = await databaseHandle();
  await handle.migrate();
  for (const [slug, website] of Object.entries(sites)) {
    const moved = await handle.db.update(aiTools).set({ exploreNowLink: website }).where(eq(aiTools.slug, slug)).returning({ id: aiTools.id });
    if (moved.length !== 1) throw new Error(`The seeded catalogue has no ${slug}.`);
  }
  console.log(`Moved ${Object.keys(sites).length} tools.`);
} finally {
  await closeDatabase();
}
