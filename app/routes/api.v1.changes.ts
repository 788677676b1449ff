import { listChanges } from "@server/api/endpoints";
import { apiResponse } from "@server/api/respond";
import { apiCall } from "@server/api/route-call";
import type { Route } from "./+types/api.v1.changes";

/** GET /api/v1/changes: the directory's public changes, newest first, a page at a time. */
export const loader = (args: Route.LoaderArgs) => apiResponse(apiCall(args), listChanges);
