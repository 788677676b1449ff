/**
 * `npm run links:check`: one pass of the link checker by hand, over every link
 * that is due. With the embedded database, stop the server first.
 */
import { closeDatabase, databaseHandle } from "../server/db/index";
import { env, EnvError } from "../server/env";
import { defaultLinkCheckSettings, findFlaggedLinks, runLinkCheckPass, syncLinkTargets } from "../server/links/checker";
import { defaultLogoSearchOptions } from "../server/logos/search";
import { storage } from "../server/storage/index";

try {
  const handle = await databaseHandle();
  await handle.migrate();
  await syncLinkTargets(handle.db);
  const base = defaultLinkCheckSettings(env().PUBLIC_URL, `cli:${process.pid}`);
  const settings = { ...base, batchSize: 10_000, logos: { ...defaultLogoSearchOptions(base.check.userAgent), storage: storage() } };
  const { checked, failed } = await runLinkCheckPass(handle.db, settings);
  const flagged = await findFlaggedLinks(handle.db);
  console.log(`Checked ${checked} links: ${checked - failed} answered, ${failed} failed. ${flagged.length} flagged after repeated failures.`);
} catch (error) {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
