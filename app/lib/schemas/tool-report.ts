// 'Report a problem' on a tool page: what is wrong, and optionally a note and an address to answer.
import { z } from "zod/mini";
import * as m from "../../paraglide/messages";

export const REPORT_REASONS = ["Broken link", "Wrong price", "Discontinued", "Wrong category", "Other"] as const;
export const REPORT_LIMITS = { note: 1000 } as const;

export const toolReportFields = ["reason", "note", "email"] as const;
export type ToolReportField = (typeof toolReportFields)[number];

export const toolReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: () => m.forms_report_reason_required() }),
  note: z.string().check(z.trim(), z.maxLength(REPORT_LIMITS.note, { error: () => m.forms_report_note_too_long({ max: REPORT_LIMITS.note }) })),
  email: z.union([
    z.literal(""),
    z.pipe(z.string().check(z.trim(), z.maxLength(254, { error: () => m.forms_email_too_long() })), z.email({ error: () => m.forms_email_invalid() })),
  ]),
});
export type ToolReportInput = z.infer<typeof toolReportSchema>;
