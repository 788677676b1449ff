import { listCourses } from "@server/api/endpoints";
import { apiResponse } from "@server/api/respond";
import { apiCall } from "@server/api/route-call";
import type { Route } from "./+types/api.v1.courses";

/** GET /api/v1/courses: courses by name, a page at a time, with the tools each teaches. */
export const loader = (args: Route.LoaderArgs) => apiResponse(apiCall(args), listCourses);
