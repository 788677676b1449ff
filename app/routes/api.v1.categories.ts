import { listCategories } from "@server/api/endpoints";
import { apiResponse } from "@server/api/respond";
import { apiCall } from "@server/api/route-call";
import type { Route } from "./+types/api.v1.categories";

/** GET /api/v1/categories: every category with its number of published tools. */
export const loader = (args: Route.LoaderArgs) => apiResponse(apiCall(args), listCategories);
