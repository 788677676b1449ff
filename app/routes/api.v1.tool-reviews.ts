import { listToolReviews } from "@server/api/endpoints";
import { apiResponse } from "@server/api/respond";
import { apiCall } from "@server/api/route-call";
import type { Route } from "./+types/api.v1.tool-reviews";

/** GET /api/v1/tools/{slug}/reviews: a tool's published reviews, a page at a time, public fields only. */
export const loader = (args: Route.LoaderArgs) => apiResponse(apiCall(args), listToolReviews);
