/**
 * `npm run catalogue:coverage -- [dir]`: how many tools of the catalogue (data/catalogue, or dir)
 * have each deciding fact, overall and among each category's leaders.
 */
import { catalogueCoverage, formatCoverage } from "../server/catalogue/coverage";
import { defaultCatalogueDir, loadCatalogue } from "../server/catalogue/file";

try {
  console.log(formatCoverage(catalogueCoverage(loadCatalogue(process.argv[2] ?? defaultCatalogueDir))));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
