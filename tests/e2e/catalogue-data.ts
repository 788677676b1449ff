/** The seed catalogue the test server starts with: what the pages must show. */
import { loadCatalogue } from "../../server/catalogue/file";

export const catalogue = loadCatalogue();

export function toolsOf(categorySlug: string) {
  return catalogue.tools.filter((tool) => tool.category === categorySlug);
}

export function displayNameOf(categorySlug: string) {
  return catalogue.categories.find((c) => c.slug === categorySlug)!.displayName;
}
