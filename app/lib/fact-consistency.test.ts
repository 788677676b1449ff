import { describe, expect, it } from "vitest";
import { factContradiction, type ConsistencyFacts } from "./fact-consistency";

const FREEMIUM: ConsistencyFacts = { pricing: "Freemium", freeTier: true, startingPrice: "$12/month", commercialFree: "not-allowed", commercialPaid: "allowed", freeWatermark: "yes", freeCardRequired: "no", freeAllowance: "10 images a day" };

describe("facts that contradict each other", () => {
  it("lets consistent facts and unknowns through", () => {
    expect(factContradiction(FREEMIUM)).toBeNull();
    expect(factContradiction({ ...FREEMIUM, freeTier: null, commercialFree: "unknown" })).toBeNull();
    expect(factContradiction({ pricing: "Free", freeTier: true, startingPrice: null, commercialFree: "allowed", commercialPaid: "unknown", freeWatermark: "no", freeCardRequired: "no", freeAllowance: null })).toBeNull();
  });

  it.each([
    [{ pricing: "Free", freeTier: true }, "startingPrice"],
    [{ pricing: "Free", startingPrice: null, freeTier: true, commercialPaid: "allowed" }, "commercialPaid"],
    [{ pricing: "Subscription" }, "pricing"],
    [{ freeTier: false, commercialFree: "unknown", freeWatermark: "unknown", freeCardRequired: "unknown", freeAllowance: null }, "freeTier"],
    [{ commercialFree: "no-free-plan" }, "commercialFree"],
    [{ pricing: "Paid", freeTier: false, commercialFree: "allowed" }, "commercialFree"],
    [{ pricing: "Paid", freeTier: false, commercialFree: "no-free-plan" }, "freeAllowance"],
  ] as const)("refuses %j, naming %s", (change, field) => {
    expect(factContradiction({ ...FREEMIUM, ...change })?.field).toBe(field);
  });
});
