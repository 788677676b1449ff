import { getAuth } from "@server/auth/index";
import type { Route } from "./+types/api.auth";

/**
 * Only the links sent by e-mail reach the auth API from outside: confirming
 * an address and opening a password reset. Signing in, up and out go
 * through the site's own forms, which check input and rate limits.
 */
const PUBLIC_LINKS = [/^\/api\/auth\/verify-email$/, /^\/api\/auth\/reset-password\/[^/]+$/];

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (!PUBLIC_LINKS.some((pattern) => pattern.test(pathname))) return new Response("Not found", { status: 404 });
  return (await getAuth()).handler(request);
}

export function action() {
  return new Response("Not found", { status: 404 });
}
