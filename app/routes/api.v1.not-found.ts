import { unknownEndpoint } from "@server/api/endpoints";
import { apiResponse } from "@server/api/respond";
import { apiCall } from "@server/api/route-call";
import type { Route } from "./+types/api.v1.not-found";

/** Any other address under /api/v1: a JSON 404 a script can read, not the site's HTML page. */
export const loader = (args: Route.LoaderArgs) => apiResponse(apiCall(args), unknownEndpoint);
