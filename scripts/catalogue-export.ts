/**
 * `npm run catalogue:export -- [dir]`: write the configured database's
 * catalogue (categories, tools, courses) as categories.json, tools.json and
 * courses.json in dir (default ./catalogue-export), in the format of
 * data/catalogue/, sorted by slug. Restore with `npm run catalogue:import -- dir`.
 * With the embedded database, stop the server first (one process per data directory).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { closeDatabase, databaseHandle } from "../server/db/index";
import { EnvError } from "../server/env";
import { exportCatalogue, validateCatalogue } from "../server/catalogue/transfer";

const dir = path.resolve(process.argv[2] ?? "./catalogue-export");

try {
  const handle = await databaseHandle();
  await handle.migrate();
  const catalogue = await exportCatalogue(handle.db);
  mkdirSync(dir, { recursive: true });
  for (const kind of ["categories", "tools", "courses"] as const) {
    writeFileSync(path.join(dir, `${kind}.json`), `${JSON.stringify(catalogue[kind], null, 2)}\n`);
  }
  console.log(
    `Exported ${catalogue.categories.length} categories, ${catalogue.tools.length} tools and ` +
      `${catalogue.courses.length} courses to ${dir} (${handle.kind}).`,
  );
  try {
    validateCatalogue(catalogue);
  } catch (error) {
    // The files are written as the database holds them; say now what a restore would refuse.
    console.warn(`Warning: importing this export would fail: ${error instanceof Error ? error.message : error}`);
  }
} catch (error) {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
