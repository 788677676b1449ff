/**
 * Prices, durations and labels of the assessments and programmes, as the spec gives
 * them, in one place: every page that names one reads it from here. Names are product
 * names and stay as they are; labels and durations are messages, read in the page's language.
 */
import * as m from "~/paraglide/messages";

export const WORKFLOW_ASSESSMENT = { name: "Workflow Survival Assessment", label: m.content_offer_live, duration: m.content_offer_two_minute_quiz, path: "/workflow-survival-details" } as const;
/** The paid assessment and the plan made from it: early access at one price, then the regular one. */
export const BLUEPRINT = {
  name: "Business Automation Blueprint",
  label: m.content_offer_coming_soon,
  earlyAccessPrice: "$99",
  regularPrice: "$299",
  path: "/business-automation-blueprint",
} as const;
export const AI_READINESS_QUIZ = { name: "AI Readiness Quiz", label: m.content_offer_coming_soon, price: m.content_offer_free, duration: m.content_offer_five_minutes } as const;
export const AI_TOOL_MATCHER = { name: "AI Tool Matcher", label: m.content_offer_coming_soon, price: m.content_offer_free } as const;
