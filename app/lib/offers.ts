/**
 * Prices, durations and labels of the assessments and programmes, as the spec gives
 * them, in one place: every page that names one reads it from here. Names, labels and durations
 * are messages, read in the page's language (the English names are the product names).
 */
import * as m from "~/paraglide/messages";

export const WORKFLOW_ASSESSMENT = { name: m.content_offer_name_workflow, label: m.content_offer_live, duration: m.content_offer_two_minute_quiz, path: "/workflow-survival-details" } as const;
/** The paid assessment and the plan made from it: early access at one price, then the regular one. */
export const BLUEPRINT = {
  name: m.content_offer_name_blueprint,
  label: m.content_offer_coming_soon,
  earlyAccessPrice: "$99",
  regularPrice: "$299",
  path: "/business-automation-blueprint",
} as const;
export const AI_READINESS_QUIZ = { name: m.content_offer_name_readiness, label: m.content_offer_coming_soon, price: m.content_offer_free, duration: m.content_offer_five_minutes } as const;
export const AI_TOOL_MATCHER = { name: m.content_offer_name_matcher, label: m.content_offer_coming_soon, price: m.content_offer_free } as const;
