import { db } from "@server/db/index";
import { suggestTools } from "@server/tools/search";
import type { Route } from "./+types/api.tools.suggest";

/** Autocomplete: GET /api/tools/suggest?q=fig -> up to 10 tools. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get("q") ?? "";
  const suggestions = await suggestTools(await db(), query);
  return Response.json({ suggestions }, { headers: { "Cache-Control": "public, max-age=60" } });
}
