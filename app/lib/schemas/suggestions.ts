// The two forms of /suggest-tool (spec: Suggest a tool or course), checked in the browser and again by the action.
import { z } from "zod/mini";
import * as m from "../../paraglide/messages";

export const TOOL_CATEGORIES = [
  "Image Generation",
  "Video Creation",
  "Writing & Content",
  "Audio & Music",
  "Design & Graphics",
  "Productivity",
  "Marketing",
  "Animation",
  "Other",
] as const;
export const TOOL_PRICING = ["Free", "Freemium", "Paid", "Subscription", "One-time Payment"] as const;
export const COURSE_CATEGORIES = [
  "AI Fundamentals",
  "Image Generation",
  "Video Production",
  "Writing & Content Creation",
  "Business & Marketing",
  "Technical Skills",
  "Creative Applications",
  "Other",
] as const;
export const COURSE_LEVELS = ["Beginner", "Intermediate", "Advanced", "All Levels"] as const;
/** The course pricing list is not in the spec; the course filter's values are. */
export const COURSE_PRICING = ["Free", "Freemium", "Paid"] as const;

export const SUGGESTION_LIMITS = { name: 120, url: 2048, platform: 100, submittedBy: 200, description: 2000, whySubmit: 1000 } as const;

/** Messages are functions, read when a value is checked: in the language of the page or request. */
type Message = (inputs: { max: number }) => string;

const text = (max: number, tooLong: Message, required?: () => string) =>
  z
    .string()
    .check(z.trim(), ...(required ? [z.minLength(1, { error: required })] : []), z.maxLength(max, { error: () => tooLong({ max }) }));

const webAddress = (required: () => string) =>
  z.pipe(
    text(SUGGESTION_LIMITS.url, m.forms_suggest_address_too_long, required),
    z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: () => m.forms_suggest_url_invalid() }),
  );

/** An optional choice: empty, or one of the options. */
const optionalChoice = <T extends readonly [string, ...string[]]>(options: T, message: () => string) =>
  z.union([z.literal(""), z.enum(options)], { error: message });

export const toolFields = ["toolName", "toolUrl", "category", "pricing", "submittedBy", "description", "whySubmit"] as const;
export type ToolField = (typeof toolFields)[number];

export const toolSuggestionSchema = z.object({
  toolName: text(SUGGESTION_LIMITS.name, m.forms_suggest_tool_name_too_long, () => m.forms_suggest_tool_name_required()),
  toolUrl: webAddress(() => m.forms_suggest_tool_url_required()),
  category: z.enum(TOOL_CATEGORIES, { error: () => m.forms_category_required() }),
  pricing: optionalChoice(TOOL_PRICING, () => m.forms_suggest_pricing_model_invalid()),
  submittedBy: text(SUGGESTION_LIMITS.submittedBy, m.forms_suggest_submitted_by_too_long),
  description: text(SUGGESTION_LIMITS.description, m.forms_suggest_description_too_long, () => m.forms_suggest_tool_description_required()),
  whySubmit: text(SUGGESTION_LIMITS.whySubmit, m.forms_suggest_reason_too_long, () => m.forms_suggest_why_required()),
});
export type ToolSuggestionInput = z.infer<typeof toolSuggestionSchema>;

export const courseFields = ["courseName", "courseUrl", "platform", "category", "level", "pricing", "submittedBy", "description"] as const;
export type CourseField = (typeof courseFields)[number];

export const courseSuggestionSchema = z.object({
  courseName: text(SUGGESTION_LIMITS.name, m.forms_suggest_course_name_too_long, () => m.forms_suggest_course_name_required()),
  courseUrl: webAddress(() => m.forms_suggest_course_url_required()),
  platform: text(SUGGESTION_LIMITS.platform, m.forms_suggest_platform_too_long),
  category: z.enum(COURSE_CATEGORIES, { error: () => m.forms_category_required() }),
  level: optionalChoice(COURSE_LEVELS, () => m.forms_suggest_level_invalid()),
  pricing: optionalChoice(COURSE_PRICING, () => m.forms_suggest_price_invalid()),
  submittedBy: text(SUGGESTION_LIMITS.submittedBy, m.forms_suggest_submitted_by_too_long),
  description: text(SUGGESTION_LIMITS.description, m.forms_suggest_description_too_long, () => m.forms_suggest_course_description_required()),
});
export type CourseSuggestionInput = z.infer<typeof courseSuggestionSchema>;
