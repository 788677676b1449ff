import { data } from "react-router";
import { requireAdmin } from "@server/auth/session";
import { refuseWrites } from "@server/auth/admin-reads-only";
import { db } from "@server/db/index";
import { findLogoCandidateFile } from "@server/logos/candidates";
import { storage } from "@server/storage/index";
import { isUuid } from "~/lib/uuid";
import type { Route } from "./+types/admin.review.logo";

/**
 * A logo found on a maker's site, for the admin who reviews it: /uploads never
 * serves these (they are not public until approved), so this address does, to admins only.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const key = isUuid(params.candidateId) ? await findLogoCandidateFile(await db(), params.candidateId) : undefined;
  const file = key ? await storage().get(key) : undefined;
  if (!file) throw data(null, { status: 404 });
  return new Response(new Uint8Array(file.body), {
    headers: { "Content-Type": "image/png", "Content-Length": String(file.body.length), "Cache-Control": "private, no-store" },
  });
}

export const action = refuseWrites;
