import { db } from "@server/db/index";
import { parseSocialImageTarget, socialImageResponse } from "@server/social/images";
import type { Route } from "./+types/social.card";

/** A tool's, category's or post's social card: /social/<tools|category|blog>/<slug>.png?v=<version>. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const target = parseSocialImageTarget(params.kind, params.file);
  if (!target) return new Response("No such image.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return socialImageResponse(await db(), target, request);
}
