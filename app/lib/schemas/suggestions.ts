// The two forms of /suggest-tool (spec: Suggest a tool or course), checked in the browser and again by the action.
import { z } from "zod/mini";

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

const text = (max: number, label: string, required?: string) =>
  z.string().check(z.trim(), ...(required ? [z.minLength(1, required)] : []), z.maxLength(max, `${label} must be ${max} characters or fewer.`));

const webAddress = (required: string) =>
  z.pipe(
    text(SUGGESTION_LIMITS.url, "The address", required),
    z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: "Please enter a full web address starting with http:// or https://." }),
  );

/** An optional choice: empty, or one of the options. */
const optionalChoice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.union([z.literal(""), z.enum(options)], { error: message });

export const toolFields = ["toolName", "toolUrl", "category", "pricing", "submittedBy", "description", "whySubmit"] as const;
export type ToolField = (typeof toolFields)[number];

export const toolSuggestionSchema = z.object({
  toolName: text(SUGGESTION_LIMITS.name, "Tool name", "Please enter the tool's name."),
  toolUrl: webAddress("Please enter the tool's website."),
  category: z.enum(TOOL_CATEGORIES, "Please choose a category."),
  pricing: optionalChoice(TOOL_PRICING, "Please choose a pricing model from the list."),
  submittedBy: text(SUGGESTION_LIMITS.submittedBy, "Your name or e-mail"),
  description: text(SUGGESTION_LIMITS.description, "The description", "Please describe the tool."),
  whySubmit: text(SUGGESTION_LIMITS.whySubmit, "Your reason", "Please tell us why we should add this tool."),
});
export type ToolSuggestionInput = z.infer<typeof toolSuggestionSchema>;

export const courseFields = ["courseName", "courseUrl", "platform", "category", "level", "pricing", "submittedBy", "description"] as const;
export type CourseField = (typeof courseFields)[number];

export const courseSuggestionSchema = z.object({
  courseName: text(SUGGESTION_LIMITS.name, "Course name", "Please enter the course's name."),
  courseUrl: webAddress("Please enter the course's web address."),
  platform: text(SUGGESTION_LIMITS.platform, "Platform"),
  category: z.enum(COURSE_CATEGORIES, "Please choose a category."),
  level: optionalChoice(COURSE_LEVELS, "Please choose a level from the list."),
  pricing: optionalChoice(COURSE_PRICING, "Please choose a price from the list."),
  submittedBy: text(SUGGESTION_LIMITS.submittedBy, "Your name or e-mail"),
  description: text(SUGGESTION_LIMITS.description, "The description", "Please describe the course."),
});
export type CourseSuggestionInput = z.infer<typeof courseSuggestionSchema>;
