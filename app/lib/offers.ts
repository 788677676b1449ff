/**
 * Prices, durations and labels of the assessments and programmes, as the spec gives
 * them, in one place: every page that names one reads it from here.
 */
export const WORKFLOW_ASSESSMENT = { name: "Workflow Survival Assessment", label: "Live", duration: "2-minute quiz", path: "/workflow-survival-details" } as const;
export const BLUEPRINT = { name: "Business Automation Blueprint", label: "Coming Soon", price: "$99", path: "/business-automation-blueprint" } as const;
export const AI_READINESS_QUIZ = { name: "AI Readiness Quiz", label: "Coming Soon", price: "Free", duration: "5 minutes" } as const;
export const AI_TOOL_MATCHER = { name: "AI Tool Matcher", label: "Coming Soon", price: "Free" } as const;
/** The paid assessment the FAQ mentions, not on sale yet. */
export const PAID_ASSESSMENT_PRICE = "$49";
