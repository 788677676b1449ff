import { db } from "@server/db/index";
import { suggestAcrossSite } from "@server/search/suggest";
import type { Route } from "./+types/api.search.suggest";

/** The header search's suggestions: GET /api/search/suggest?q=vid -> tools, courses and articles. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get("q") ?? "";
  const suggestions = await suggestAcrossSite(await db(), query);
  return Response.json({ suggestions }, { headers: { "Cache-Control": "public, max-age=60" } });
}
