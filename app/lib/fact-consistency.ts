/**
 * Facts of one tool that cannot all be true: a free tool with a starting price, a free plan's terms
 * for a tool without one. The admin form refuses to save them (server/tools/admin.ts) and the
 * catalogue's test refuses to ship them, so no page says two opposite things about a tool.
 */
export interface ConsistencyFacts {
  pricing: string;
  freeTier: boolean | null;
  startingPrice: string | null;
  commercialFree: string;
  commercialPaid: string;
  freeWatermark: string;
  freeCardRequired: string;
  freeAllowance: string | null;
}

export type Contradiction = { field: keyof ConsistencyFacts; message: string };

const PAID_MODELS = new Set(["Paid", "Subscription", "One-time Payment"]);

/** The first contradiction among the facts, or null. */
export function factContradiction(facts: ConsistencyFacts): Contradiction | null {
  if (facts.pricing === "Free" && facts.startingPrice) return { field: "startingPrice", message: "A free tool has no starting price: clear it, or choose another pricing model." };
  if (facts.pricing === "Free" && facts.commercialPaid !== "unknown") return { field: "commercialPaid", message: "A free tool has no paid plans: leave their commercial use unknown." };
  if (facts.freeTier === true && PAID_MODELS.has(facts.pricing)) return { field: "pricing", message: "A tool with a free plan is Free or Freemium." };
  if (facts.freeTier === false && (facts.pricing === "Free" || facts.pricing === "Freemium")) return { field: "freeTier", message: "A Free or Freemium tool has a free plan." };
  if (facts.freeTier === true && facts.commercialFree === "no-free-plan") return { field: "commercialFree", message: "This tool has a free plan: say what its terms allow, or leave it unknown." };
  if (facts.freeTier === false && ["allowed", "restricted", "not-allowed"].includes(facts.commercialFree)) return { field: "commercialFree", message: "This tool has no free plan: choose \"No free plan\" or unknown." };
  const limitsKnown = facts.freeWatermark !== "unknown" || facts.freeCardRequired !== "unknown" || Boolean(facts.freeAllowance);
  if (facts.freeTier === false && limitsKnown) return { field: "freeAllowance", message: "This tool has no free plan, so it has no free-plan limits." };
  return null;
}
