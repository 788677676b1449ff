/**
 * Prices, durations and labels of the assessments and programmes, as the spec gives
 * them, in one place: every page that names one reads it from here.
 */
export const WORKFLOW_ASSESSMENT = { name: "Workflow Survival Assessment", label: "Live", duration: "2-minute quiz", path: "/workflow-survival-details" } as const;
/** The paid assessment and the plan made from it: early access at one price, then the regular one. */
export const BLUEPRINT = {
  name: "Business Automation Blueprint",
  label: "Coming Soon",
  earlyAccessPrice: "$99",
  regularPrice: "$299",
  path: "/business-automation-blueprint",
} as const;
export const AI_READINESS_QUIZ = { name: "AI Readiness Quiz", label: "Coming Soon", price: "Free", duration: "5 minutes" } as const;
export const AI_TOOL_MATCHER = { name: "AI Tool Matcher", label: "Coming Soon", price: "Free" } as const;
