import { getTool } from "@server/api/endpoints";
import { apiResponse } from "@server/api/respond";
import { apiCall } from "@server/api/route-call";
import type { Route } from "./+types/api.v1.tool";

/** GET /api/v1/tools/{slug}: one published or discontinued tool. */
export const loader = (args: Route.LoaderArgs) => apiResponse(apiCall(args), getTool);
