import { data } from "react-router";
import { db } from "@server/db/index";
import { countVisit } from "@server/tools/popularity";
import type { Route } from "./+types/tool-visit";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const notAllowed = () => data(null, { status: 405, headers: { Allow: "POST" } });

/** Only a beacon's POST counts: a link followed or a page prefetched is no visit. */
export function loader() {
  throw notAllowed();
}

/**
 * A visitor followed a link to the tool's own site (a beacon the link sends): one more visit for
 * the tool today. Nothing about the visitor is read or kept.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") throw notAllowed();
  if (!SLUG.test(params.toolSlug)) throw data(null, { status: 404 });
  const counted = await countVisit(await db(), params.toolSlug);
  return new Response(null, { status: counted ? 204 : 404 });
}
