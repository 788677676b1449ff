import { db } from "@server/db/index";
import { socialImageResponse } from "@server/social/images";
import type { Route } from "./+types/social.site";

/** The site's own social card, for every page without a card of its own. */
export async function loader({ request }: Route.LoaderArgs) {
  return socialImageResponse(await db(), { kind: "site" }, request);
}
