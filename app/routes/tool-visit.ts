import { data } from "react-router";
import { db } from "@server/db/index";
import { countVisit } from "@server/tools/popularity";
import { hitRateLimit } from "@server/security/rate-limit";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/tool-visit";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const notAllowed = () => data(null, { status: 405, headers: { Allow: "POST" } });

/** Only a beacon's POST counts: a link followed or a page prefetched is no visit. */
export function loader() {
  throw notAllowed();
}

/** Beacons a visitor's browser sends in an hour, at most: a person follows a few dozen links, not hundreds. */
const PER_CLIENT = { max: 60, windowSeconds: 60 * 60 };

/**
 * A visitor followed a link to the tool's own site (a beacon the link sends): one more visit for
 * the tool today, once per visitor (server/tools/popularity.ts). Only a page of ours sends it:
 * the browser names our origin (the server refuses any other before this), or says same-origin.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") throw notAllowed();
  if (!request.headers.get("Origin") && request.headers.get("Sec-Fetch-Site") !== "same-origin") return new Response(null, { status: 403 });
  if (!SLUG.test(params.toolSlug)) throw data(null, { status: 404 });
  const database = await db();
  const address = context.get(clientAddressContext);
  const limit = await hitRateLimit(database, `visit:ip:${address}`, PER_CLIENT);
  if (!limit.allowed) return new Response(null, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  const counted = await countVisit(database, params.toolSlug, address);
  return new Response(null, { status: counted === "missing" ? 404 : 204 });
}
