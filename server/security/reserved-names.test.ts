import { describe, expect, it } from "vitest";
import { signUpSchema } from "~/lib/schemas/auth";
import { reviewSchema } from "~/lib/schemas/review";
import { isReservedName, refusingReservedNames } from "./reserved-names";

describe("reserved names", () => {
  it("refuses the site's name, its team and moderators, and Former member in every language", () => {
    for (const name of ["Atelier AI Team", "atelier-ai", "ATELIER", "The Moderators", "Site admin", "Former member", "former  MEMBER", "Ancien membre", "Ehemaliges Mitglied", "Antiguo miembro", "Modérateur"]) {
      expect(isReservedName(name), name).toBe(true);
    }
  });

  it("lets people's own names and nicknames through", () => {
    for (const name of ["Ana G.", "Jean-Luc", "Former designer", "Member of the band", "Zoë", ""]) expect(isReservedName(name), name).toBe(false);
  });

  it("puts the refusal under the field on the server's schemas", () => {
    const signUp = refusingReservedNames(signUpSchema, ["firstName", "lastName"]).safeParse({ firstName: "Atelier", lastName: "Team", email: "a@b.co", password: "tq8-vmzr-1", confirmPassword: "tq8-vmzr-1" });
    expect(signUp.success).toBe(false);
    expect(signUp.error!.issues.map((issue) => issue.path.join("."))).toEqual(["firstName"]);
    const review = refusingReservedNames(reviewSchema, ["displayName"]).safeParse({ rating: "4", title: "Fine", body: "x".repeat(60), useCase: "Work", plan: "paid", usedFor: "1-6-months", pros: "", cons: "", displayName: "Former member" });
    expect(review.success).toBe(false);
    expect(review.error!.issues.map((issue) => issue.path.join("."))).toEqual(["displayName"]);
  });
});
