/**
 * `npm run db:seed`: (re)load the catalogue into the configured database.
 * Stop the server first when using the embedded database: only one process
 * may open its data directory.
 */
import { databaseHandle, closeDatabase } from "../server/db/index";
import { loadCatalogue } from "../server/catalogue/file";
import { seedCatalogue } from "../server/catalogue/seed";
import { DataDirectoryInUseError } from "../server/db/data-dir-lock";
import { EnvError } from "../server/env";

try {
  const handle = await databaseHandle();
  await handle.migrate();
  const catalogue = loadCatalogue();
  await seedCatalogue(handle.db, catalogue);
  console.log(
    `Seeded ${catalogue.categories.length} categories, ${catalogue.tools.length} tools, ` +
      `${catalogue.courses.length} courses and ${catalogue.posts.length} posts (${handle.kind}).`,
  );
  await closeDatabase();
} catch (error) {
  console.error(error instanceof EnvError || error instanceof DataDirectoryInUseError ? error.message : error);
  process.exitCode = 1;
}
