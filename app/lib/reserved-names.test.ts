import { describe, expect, it } from "vitest";
import { isReservedName } from "./reserved-names";

describe("reserved names", () => {
  it("refuses the site's name, its team and moderators, and Former member in every language", () => {
    for (const name of ["Atelier AI Team", "atelier-ai", "ATELIER", "The Moderators", "Site admin", "Former member", "former  MEMBER", "Ancien membre", "Ehemaliges Mitglied", "Antiguo miembro", "Modérateur"]) {
      expect(isReservedName(name), name).toBe(true);
    }
  });

  it("lets people's own names and nicknames through", () => {
    for (const name of ["Ana G.", "Jean-Luc", "Former designer", "Member of the band", "Zoë", ""]) expect(isReservedName(name), name).toBe(false);
  });
});
