import { openApi } from "@server/api/endpoints";
import { apiResponse } from "@server/api/respond";
import { apiCall } from "@server/api/route-call";
import type { Route } from "./+types/api.v1.openapi";

/** GET /api/v1/openapi.json: the API described in OpenAPI 3.1. */
export const loader = (args: Route.LoaderArgs) => apiResponse(apiCall(args), openApi);
