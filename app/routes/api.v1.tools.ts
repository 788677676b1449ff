import { listTools } from "@server/api/endpoints";
import { apiResponse } from "@server/api/respond";
import { apiCall } from "@server/api/route-call";
import type { Route } from "./+types/api.v1.tools";

/** GET /api/v1/tools: the /tools search as JSON, a page at a time (parameters in server/api/params.ts). */
export const loader = (args: Route.LoaderArgs) => apiResponse(apiCall(args), listTools);
