import { requireAdmin } from "@server/auth/session";
import { db } from "@server/db/index";
import { toCsv } from "@server/inbox/csv";
import { findAllInboxItems, INBOX_KINDS, isInboxKind } from "@server/inbox/queries";
import { readInboxParams } from "~/lib/inbox-params";
import type { Route } from "./+types/admin.inbox.export";
import { refuseWrites } from "@server/auth/admin-reads-only";

/** The inbox under its current filter, as a CSV file a spreadsheet opens safely. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = readInboxParams(new URL(request.url).searchParams);
  const items = await findAllInboxItems(await db(), {
    kind: isInboxKind(params.kind) ? params.kind : undefined,
    state: params.state || undefined,
    search: params.search,
  });
  const csv = toCsv(
    ["Received (UTC)", "Kind", "Name", "Email", "Phone", "Topic", "Message", "Handled (UTC)"],
    items.map((item) => [
      item.createdAt.toISOString(),
      INBOX_KINDS[item.kind],
      item.name,
      item.email,
      item.phone,
      item.topic,
      item.body,
      item.handledAt?.toISOString() ?? "",
    ]),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inbox-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

// Only reads: a POST meets the admin guard first, then 405.
export const action = refuseWrites;
