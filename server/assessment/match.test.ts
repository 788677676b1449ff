import { describe, expect, it } from "vitest";
import { checkTool, mayMeet, meetsAll, type ToolFacts } from "./match";

const tool = (facts: Partial<ToolFacts>): ToolFacts => ({
  pricing: "Freemium",
  freeTier: true,
  startingPrice: "$10/month",
  monthlyPriceUsd: 10,
  commercialFree: "unknown",
  commercialPaid: "unknown",
  trainsOnContent: "unknown",
  openSource: null,
  selfHostable: null,
  platforms: [],
  ...facts,
});
const statuses = (facts: Partial<ToolFacts>, answers: Parameters<typeof checkTool>[1]) => Object.fromEntries(checkTool(tool(facts), answers).map((check) => [check.requirement, check.status]));

describe("a tool against an assessment's needs", () => {
  it("asks only what the visitor asked for, and the budget when they set one", () => {
    expect(statuses({}, { budget: "any", needs: [], places: [] })).toEqual({});
    expect(statuses({}, { budget: "20", needs: [], places: [] })).toEqual({ budget: "met" });
    expect(statuses({ freeTier: false, monthlyPriceUsd: 30 }, { budget: "20", needs: [], places: [] })).toEqual({ budget: "unmet" });
    expect(statuses({ freeTier: null, monthlyPriceUsd: null }, { budget: "20", needs: [], places: [] })).toEqual({ budget: "unknown" });
  });

  it("counts commercial use only on a plan the budget pays for", () => {
    const answers = { budget: "0" as const, needs: ["commercial" as const], places: [] };
    // Free only: the paid plans' permission does not help.
    expect(statuses({ commercialFree: "not-allowed", commercialPaid: "allowed" }, answers).commercial).toBe("unmet");
    expect(statuses({ commercialFree: "allowed" }, answers).commercial).toBe("met");
    // $20 a month pays for a $10 plan that allows it; not for a $30 one.
    expect(statuses({ commercialFree: "not-allowed", commercialPaid: "allowed" }, { ...answers, budget: "20" }).commercial).toBe("met");
    expect(statuses({ commercialFree: "not-allowed", commercialPaid: "allowed", monthlyPriceUsd: 30 }, { ...answers, budget: "20" }).commercial).toBe("unmet");
    // A price the catalogue cannot read is not a match, nor a refusal.
    expect(statuses({ commercialFree: "not-allowed", commercialPaid: "allowed", monthlyPriceUsd: null }, { ...answers, budget: "20" }).commercial).toBe("unknown");
  });

  it("never counts an unknown fact as a match", () => {
    const answers = { budget: "any" as const, needs: ["commercial" as const, "no-training" as const, "open-source" as const], places: ["mac" as const] };
    const checks = checkTool(tool({}), answers);
    expect(checks.every((check) => check.status === "unknown")).toBe(true);
    expect(meetsAll(checks)).toBe(false);
    expect(mayMeet(checks)).toBe(true);
    const known = checkTool(tool({ commercialPaid: "allowed", trainsOnContent: "no", openSource: true, platforms: ["web"] }), answers);
    // Web is not the Mac: known, and not a match.
    expect(known.find((check) => check.requirement === "place")?.status).toBe("unmet");
    expect(mayMeet(known)).toBe(false);
    expect(meetsAll(checkTool(tool({ commercialPaid: "allowed", trainsOnContent: "no", openSource: true, platforms: ["mac"] }), answers))).toBe(true);
  });

  it("reads a tool that runs on your machine as offline", () => {
    expect(statuses({ selfHostable: true, platforms: ["web"] }, { budget: "any", needs: [], places: ["offline"] }).place).toBe("met");
    expect(statuses({ selfHostable: false, platforms: ["web"] }, { budget: "any", needs: [], places: ["offline", "windows"] }).place).toBe("unmet");
    expect(statuses({ selfHostable: null, platforms: ["web"] }, { budget: "any", needs: [], places: ["offline", "windows"] }).place).toBe("unknown");
  });

  it("a tool that trains on uploads fails that need", () => {
    expect(statuses({ trainsOnContent: "yes" }, { budget: "any", needs: ["no-training"], places: [] })["no-training"]).toBe("unmet");
  });
});
