/**
 * Whether a tool meets what an assessment asked of it, need by need, from the catalogue's facts
 * alone. A fact not on record is "unknown", never a match: only a tool whose every deciding fact is
 * known and fits is recommended as meeting the needs.
 */
import type { AssessmentAnswers, Need, Place } from "~/lib/assessment";
import type { ToolFactKey } from "~/lib/tool-facts";

export type NeedStatus = "met" | "unmet" | "unknown";

/** What the results ask of a tool: its budget and the needs the visitor ticked. */
export type Requirement = "budget" | Need | "place";

// A type, not an interface: the facts panel's wording functions read it as a record of facts.
export type ToolFacts = {
  pricing: string;
  freeTier: boolean | null;
  startingPrice: string | null;
  monthlyPriceUsd: number | null;
  commercialFree: string;
  commercialPaid: string;
  trainsOnContent: string;
  openSource: boolean | null;
  selfHostable: boolean | null;
  platforms: string[];
};

export interface RequirementCheck {
  requirement: Requirement;
  status: NeedStatus;
  /** The facts that decided it, to show beside it. */
  facts: ToolFactKey[];
}

const ALLOWS = new Set(["allowed", "restricted"]);

/** The plans that fit the budget: the free plan always does; a paid plan when its monthly price is known to be within it. */
function plansWithinBudget(tool: ToolFacts, budget: AssessmentAnswers["budget"]) {
  const paidExists = tool.pricing !== "Free";
  const paid: NeedStatus =
    !paidExists || budget === "0" ? "unmet" : budget === "any" ? "met" : tool.monthlyPriceUsd === null ? "unknown" : tool.monthlyPriceUsd <= Number(budget) ? "met" : "unmet";
  const free: NeedStatus = tool.freeTier === null ? "unknown" : tool.freeTier ? "met" : "unmet";
  return { free, paid };
}

const either = (a: NeedStatus, b: NeedStatus): NeedStatus => (a === "met" || b === "met" ? "met" : a === "unknown" || b === "unknown" ? "unknown" : "unmet");
const both = (a: NeedStatus, b: NeedStatus): NeedStatus => (a === "unmet" || b === "unmet" ? "unmet" : a === "unknown" || b === "unknown" ? "unknown" : "met");

function commercialStatus(value: string): NeedStatus {
  if (ALLOWS.has(value)) return "met";
  return value === "unknown" ? "unknown" : "unmet";
}

const DESKTOP: Record<Exclude<Place, "offline">, string> = { web: "web", mac: "mac", windows: "windows" };

export function checkTool(tool: ToolFacts, answers: Pick<AssessmentAnswers, "budget" | "needs" | "places">): RequirementCheck[] {
  const plans = plansWithinBudget(tool, answers.budget);
  // With no ceiling there is no budget to check: any plan will do.
  const checks: RequirementCheck[] = answers.budget === "any" ? [] : [{ requirement: "budget", status: either(plans.free, plans.paid), facts: ["freeTier", "startingPrice"] }];

  if (answers.needs.includes("commercial")) {
    // Commercial use on a plan the budget pays for: the free plan's terms, or the paid plans' within budget.
    const onFree = both(plans.free, commercialStatus(tool.commercialFree));
    const onPaid = both(plans.paid, commercialStatus(tool.commercialPaid));
    checks.push({ requirement: "commercial", status: either(onFree, onPaid), facts: ["commercialFree", "commercialPaid"] });
  }
  if (answers.needs.includes("no-training")) {
    const status: NeedStatus = tool.trainsOnContent === "no" ? "met" : tool.trainsOnContent === "yes" ? "unmet" : "unknown";
    checks.push({ requirement: "no-training", status, facts: ["trainsOnContent"] });
  }
  if (answers.needs.includes("open-source")) {
    checks.push({ requirement: "open-source", status: tool.openSource === null ? "unknown" : tool.openSource ? "met" : "unmet", facts: ["openSource"] });
  }
  if (answers.places.length > 0) {
    const wanted = answers.places.flatMap((place) => (place === "offline" ? [] : [DESKTOP[place]]));
    const onPlatform: NeedStatus = tool.platforms.length === 0 ? "unknown" : tool.platforms.some((platform) => wanted.includes(platform)) ? "met" : "unmet";
    const offline: NeedStatus = !answers.places.includes("offline") ? "unmet" : tool.selfHostable === null ? "unknown" : tool.selfHostable ? "met" : "unmet";
    const status = wanted.length === 0 ? offline : answers.places.includes("offline") ? either(onPlatform, offline) : onPlatform;
    checks.push({ requirement: "place", status, facts: answers.places.includes("offline") ? ["platforms", "selfHostable"] : ["platforms"] });
  }
  return checks;
}

/** Every need known and met. */
export const meetsAll = (checks: RequirementCheck[]) => checks.every((check) => check.status === "met");
/** No need known to fail, at least one not on record: it may fit, and the page says what is unknown. */
export const mayMeet = (checks: RequirementCheck[]) => checks.every((check) => check.status !== "unmet") && checks.some((check) => check.status === "unknown");
