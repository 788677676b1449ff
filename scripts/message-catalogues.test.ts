import { describe, expect, it } from "vitest";
import { catalogueProblems, readCatalogues } from "./message-catalogues";
import settings from "../project.inlang/settings.json";

const locales = settings.locales;

describe("message catalogues", () => {
  it("have every message in every language, none empty, with the same placeholders", () => {
    expect(catalogueProblems(readCatalogues("messages", locales), locales)).toEqual([]);
  });

  it("name a message missing from one language, an empty one and a dropped placeholder", () => {
    const catalogues = readCatalogues("messages", locales);
    const common = catalogues.common!;
    const [key] = Object.keys(common.en!);
    delete common.de![key!];
    common.fr!.nav_home = " ";
    common.es!.footer_rights = "© {year}";
    expect(catalogueProblems(catalogues, locales).sort()).toEqual(
      [`common/es.json: "footer_rights" has {year} where en has {site}, {year}`, `common/de.json has no "${key}"`, `common/fr.json: "nav_home" is empty`].sort(),
    );
  });

  it("list every area the project compiles", () => {
    const areas = Object.keys(readCatalogues("messages", locales)).map((area) => `./messages/${area}/{locale}.json`);
    expect(areas.sort()).toEqual([...settings["plugin.inlang.messageFormat"].pathPattern].sort());
  });
});
