// 'Report a problem' on a tool page: what is wrong, and optionally a note and an address to answer.
import { z } from "zod/mini";

export const REPORT_REASONS = ["Broken link", "Wrong price", "Discontinued", "Wrong category", "Other"] as const;
export const REPORT_LIMITS = { note: 1000 } as const;

export const toolReportFields = ["reason", "note", "email"] as const;
export type ToolReportField = (typeof toolReportFields)[number];

export const toolReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, "Please choose what is wrong."),
  note: z.string().check(z.trim(), z.maxLength(REPORT_LIMITS.note, `The note must be ${REPORT_LIMITS.note} characters or fewer.`)),
  email: z.union([z.literal(""), z.pipe(z.string().check(z.trim(), z.maxLength(254, "Email address is too long.")), z.email("Please enter a valid email address."))]),
});
export type ToolReportInput = z.infer<typeof toolReportSchema>;
