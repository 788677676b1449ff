import type { DatabaseHandle } from "../db/client";
import { loadCatalogue } from "./file";
import { isCatalogueEmpty, seedCatalogue } from "./seed";

/** Start-up step: bring the schema up to date, then seed an empty database. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  { seedIfEmpty }: { seedIfEmpty: boolean },
): Promise<{ seeded: boolean }> {
  await handle.migrate();
  if (seedIfEmpty && (await isCatalogueEmpty(handle.db))) {
    await seedCatalogue(handle.db, loadCatalogue());
    return { seeded: true };
  }
  return { seeded: false };
}
