/** A visitor's report on a tool, stored with the team's copy in one transaction. */
import type { ToolReportInput } from "~/lib/schemas/tool-report";
import type { Database } from "../db/client";
import { toolReports } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { reportNotificationMail } from "../mail/templates";

export async function submitToolReport(db: Database, tool: { id: string; name: string; slug: string }, input: ToolReportInput, { inbox }: { inbox: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(toolReports).values({ toolId: tool.id, reason: input.reason, note: input.note || null, email: input.email || null });
    await enqueueMail(tx, reportNotificationMail(inbox, tool, input));
  });
}
